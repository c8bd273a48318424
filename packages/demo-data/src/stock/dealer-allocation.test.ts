import { describe, expect, it } from 'vitest'
import { createRandom } from '../random.ts'
import { demoDealers } from '../tenants.ts'
import { allocateDealers, chooseLocation, shareCounts } from './dealer-allocation.ts'

const dealer = (slug: string) => demoDealers.find((item) => item.slug === slug)!

describe('shareCounts', () => {
  it.each([0, 1, 7, 1_500, 99_999])('splits %i vehicles exactly', (count) => {
    const counts = shareCounts(count, demoDealers)
    expect(counts.reduce((sum, value) => sum + value, 0)).toBe(count)
    demoDealers.forEach((item, index) => {
      expect(Math.abs(counts[index]! - count * item.stockShare)).toBeLessThan(1)
    })
  })
})

describe('allocateDealers', () => {
  it('interleaves dealers rather than listing them in blocks', () => {
    const plan = allocateDealers(200, demoDealers, createRandom(1))
    expect(new Set(plan.slice(0, 20).map((item) => item.slug)).size).toBeGreaterThan(1)
  })
})

describe('chooseLocation', () => {
  it('spreads new cars over the showrooms, the primary holding most, and only used cars in the used-car yard', () => {
    const random = createRandom(2)
    const southernCross = dealer('southern-cross-motors')
    const newSites = Array.from(
      { length: 600 },
      () => chooseLocation(southernCross, 'car', 'new', random).slug,
    )
    const count = (slug: string) => newSites.filter((site) => site === slug).length
    expect(new Set(newSites)).toEqual(
      new Set([
        'southern-cross-motors-sales',
        'southern-cross-motors-parramatta',
        'southern-cross-motors-penrith',
        'southern-cross-motors-wollongong',
      ]),
    )
    // Weights 3 : 1 : 1 : 1.
    expect(count('southern-cross-motors-sales')).toBeGreaterThan(250)
    expect(count('southern-cross-motors-penrith')).toBeGreaterThan(60)
    const usedSites = new Set(
      Array.from({ length: 300 }, () => chooseLocation(southernCross, 'car', 'used', random).slug),
    )
    expect(usedSites).toContain('southern-cross-motors-used-car-yard')
    expect(usedSites).toContain('southern-cross-motors-sales')
    expect(usedSites).toContain('southern-cross-motors-parramatta')
  })

  it('keeps a single-showroom dealer at its one showroom', () => {
    const random = createRandom(4)
    const harbourside = dealer('harbourside-volkswagen')
    for (let i = 0; i < 100; i++) {
      expect(chooseLocation(harbourside, 'car', 'new', random).slug).toBe('harbourside-volkswagen-sales')
    }
  })

  it('keeps caravans at the caravan yard and trucks at the truck yard', () => {
    const random = createRandom(3)
    const outback = dealer('outback-trucks')
    for (let i = 0; i < 100; i++) {
      expect(chooseLocation(outback, 'caravan', 'used', random).slug).toBe('outback-caravans-gepps-cross')
      expect(chooseLocation(outback, 'truck', 'new', random).slug).toBe('outback-trucks-wingfield')
    }
  })
})
