import { describe, expect, it } from 'vitest'
import { PROMOTION_SEARCH_PATH, parsePromotion, promotionSchema } from './promotion.ts'

/** A promotion as the content query gives it: unset fields are null. */
const raw = (overrides: Record<string, unknown> = {}) => ({
  id: 'promotedCars-scm-used',
  title: 'Used car of the week',
  site: { slug: 'southern-cross-motors', dealerSlugs: ['southern-cross-motors'] },
  landingPaths: ['/search/used-cars'],
  keywords: null,
  cars: [
    { stockNumber: 'SCU18307', rule: null, position: 1 },
    { stockNumber: null, rule: { make: 'Toyota', model: null, condition: 'used' }, position: 3 },
  ],
  startsAt: '2026-01-01T00:00:00Z',
  expiresAt: '2099-12-31T13:00:00.000Z',
  ...overrides,
})

describe('a promotion read from content', () => {
  it('keeps stock numbers and rules apart, and reads dates as instants', () => {
    expect(promotionSchema.parse(raw())).toEqual({
      id: 'promotedCars-scm-used',
      title: 'Used car of the week',
      site: { slug: 'southern-cross-motors', dealerSlugs: ['southern-cross-motors'] },
      landingPaths: ['/search/used-cars'],
      keywords: [],
      cars: [
        { stockNumber: 'SCU18307', position: 1 },
        { rule: { make: 'Toyota', condition: 'used' }, position: 3 },
      ],
      startsAt: Date.parse('2026-01-01T00:00:00Z'),
      expiresAt: Date.parse('2099-12-31T13:00:00Z'),
    })
  })

  it('applies to landing paths, typed words or both, but to something', () => {
    const words = { keywords: [{ query: 'ranger', match: 'contains' }] }
    expect(promotionSchema.parse(raw({ landingPaths: null, ...words })).keywords).toEqual([
      { query: 'ranger', match: 'contains' },
    ])
    expect(parsePromotion(raw({ landingPaths: [], keywords: [] }))).toEqual({
      ok: false,
      problem: 'landingPaths: A promotion needs a landing path or typed words to apply to.',
    })
  })

  it('takes landing paths as the site writes them, once each', () => {
    for (const path of ['/search', '/search/used-cars', '/search/toyota/hilux'])
      expect(PROMOTION_SEARCH_PATH.test(path), path).toBe(true)
    for (const path of ['/search/', '/Search/used-cars', 'search/used-cars', '/search/a/b/c', '/cars/x'])
      expect(PROMOTION_SEARCH_PATH.test(path), path).toBe(false)
    const twice = raw({ landingPaths: ['/search/used-cars', '/search/used-cars'] })
    expect(promotionSchema.parse(twice).landingPaths).toEqual(['/search/used-cars'])
  })

  it('refuses a car that is both or neither a stock number and a rule, or an empty rule', () => {
    const car = (value: Record<string, unknown>) => raw({ cars: [{ position: 1, ...value }] })
    expect(parsePromotion(car({ stockNumber: 'A1', rule: { make: 'Kia' } })).ok).toBe(false)
    expect(parsePromotion(car({}))).toMatchObject({ ok: false, problem: expect.stringMatching(/^cars\.0/) })
    expect(parsePromotion(car({ rule: { make: null, model: null, condition: null } }))).toMatchObject({
      ok: false,
      problem: 'cars.0.rule: A rule needs a make, a model or a condition.',
    })
    expect(parsePromotion(car({ rule: { model: 'HiLux' } }))).toMatchObject({
      problem: 'cars.0.rule: A rule with a model needs its make.',
    })
  })

  it('refuses positions off the first page, shared positions and an expiry before the start', () => {
    const at = (position: number) => raw({ cars: [{ stockNumber: 'A1', position }] })
    expect(parsePromotion(at(0)).ok).toBe(false)
    expect(parsePromotion(at(22)).ok).toBe(false)
    expect(parsePromotion(at(21)).ok).toBe(true)
    expect(parsePromotion(at(1.5)).ok).toBe(false)
    const shared = raw({
      cars: [
        { stockNumber: 'A1', position: 2 },
        { stockNumber: 'A2', position: 2 },
      ],
    })
    expect(parsePromotion(shared)).toEqual({ ok: false, problem: 'cars: Two cars cannot share a position.' })
    expect(parsePromotion(raw({ expiresAt: '2025-12-31T00:00:00Z' }))).toEqual({
      ok: false,
      problem: 'expiresAt: A promotion must expire after it starts.',
    })
  })

  it('refuses a site without dealers and dates that are not date-times', () => {
    expect(parsePromotion(raw({ site: { slug: 'g', dealerSlugs: [] } })).ok).toBe(false)
    expect(parsePromotion(raw({ site: null })).ok).toBe(false)
    expect(parsePromotion(raw({ startsAt: 'next Monday' })).ok).toBe(false)
    expect(parsePromotion(raw({ expiresAt: null })).ok).toBe(false)
  })
})
