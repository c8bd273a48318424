import { type Promotion, promotionSchema } from '@forecourt/domain/promoted-cars/promotion'
import { describe, expect, it } from 'vitest'
import { promotionCurationItems, promotionItemPrefix } from './curation-items.ts'

const promotion = (overrides: Record<string, unknown> = {}): Promotion =>
  promotionSchema.parse({
    id: 'promotedCars-week',
    title: 'Car of the week',
    site: { slug: 'southern-cross-motors', dealerSlugs: ['southern-cross-motors'] },
    landingPaths: ['/search/used-cars', '/search'],
    keywords: null,
    cars: [
      { stockNumber: 'SCU1', position: 1 },
      { rule: { make: 'Toyota' }, position: 4 },
    ],
    startsAt: '2026-11-01T00:00:00.000Z',
    expiresAt: '2026-12-01T00:00:00.999Z',
    ...overrides,
  })

describe('a promotion as curation items', () => {
  it("pins the resolved cars on the website's landing pages, in force from the start to the expiry", () => {
    expect(promotionCurationItems(promotion(), ['4000001', '4000002'])).toEqual([
      {
        id: 'promotedCars-week~pages',
        rule: {
          tags: [
            'promoted:southern-cross-motors:/search/used-cars',
            'promoted:southern-cross-motors:/search',
          ],
        },
        includes: [
          { id: '4000001', position: 1 },
          { id: '4000002', position: 4 },
        ],
        filter_curated_hits: true,
        remove_matched_tokens: false,
        stop_processing: false,
        effective_from_ts: Date.parse('2026-11-01T00:00:00Z') / 1000,
        effective_to_ts: Date.parse('2026-12-01T00:00:00Z') / 1000,
      },
    ])
  })

  it('adds one item per typed words, matching the query on any search of the website', () => {
    const items = promotionCurationItems(
      promotion({
        landingPaths: [],
        keywords: [
          { query: 'family suv', match: 'contains' },
          { query: 'ute', match: 'exact' },
        ],
      }),
      ['4000001', null],
    )
    expect(items.map(({ id, rule, includes }) => ({ id, rule, includes }))).toEqual([
      {
        id: 'promotedCars-week~words-1',
        rule: { query: 'family suv', match: 'contains', tags: ['promoted:southern-cross-motors'] },
        includes: [{ id: '4000001', position: 1 }],
      },
      {
        id: 'promotedCars-week~words-2',
        rule: { query: 'ute', match: 'exact', tags: ['promoted:southern-cross-motors'] },
        includes: [{ id: '4000001', position: 1 }],
      },
    ])
  })

  it('leaves out cars not in stock, and has no items when none is', () => {
    expect(promotionCurationItems(promotion(), [null, '4000002'])[0]!.includes).toEqual([
      { id: '4000002', position: 4 },
    ])
    expect(promotionCurationItems(promotion(), [null, null])).toEqual([])
  })

  it('gives every item an id under the promotion’s own prefix', () => {
    const items = promotionCurationItems(promotion({ keywords: [{ query: 'ute', match: 'exact' }] }), [
      '1',
      '2',
    ])
    expect(items.map((item) => item.id.startsWith(promotionItemPrefix('promotedCars-week')))).toEqual([
      true,
      true,
    ])
    expect(promotionItemPrefix('promotedCars-week')).not.toBe(promotionItemPrefix('promotedCars-week-2'))
    expect('promotedCars-week-2~pages'.startsWith(promotionItemPrefix('promotedCars-week'))).toBe(false)
  })
})
