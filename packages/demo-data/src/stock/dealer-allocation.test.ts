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
  it('puts new cars at the main sales site and only used cars in the used-car yard', () => {
    const random = createRandom(2)
    const southernCross = dealer('southern-cross-motors')
    const newSites = new Set(
      Array.from({ length: 300 }, () => chooseLocation(southernCross, 'car', 'new', random).slug),
    )
    expect([...newSites]).toEqual(['southern-cross-motors-sales'])
    const usedSites = new Set(
      Array.from({ length: 300 }, () => chooseLocation(southernCross, 'car', 'used', random).slug),
    )
    expect(usedSites).toContain('southern-cross-motors-used-car-yard')
    expect(usedSites).toContain('southern-cross-motors-sales')
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
