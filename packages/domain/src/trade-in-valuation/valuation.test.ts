import { describe, expect, it } from 'vitest'
import { afterAllowance } from './allowance.ts'
import { chooseComparables, comparableSearch } from './comparables.ts'
import { conditionFactor } from './condition-adjustment.ts'
import { kmAdjustmentFactor } from './km-adjustment.ts'
import { isOfferOpen, tradeInOffer } from './offer.ts'
import { formatValuationRange, quantile, valueTradeIn } from './valuation.ts'

// Issue 33: "an instant range ('$18,400 – $20,900') from the platform's own market data: the asking
// prices of comparable cars across every dealer (make, model, year band, kilometres, badge), adjusted for
// kilometres and the shopper's condition answers, less a dealer-set reconditioning and margin allowance
// … Fewer than a dealer-set minimum of comparables: no number, a 'we'll call you with a valuation' path."

const corolla = {
  make: 'Toyota',
  model: 'Corolla',
  year: 2019,
  badge: 'Ascent Sport',
  odometerKm: 60_000,
  condition: 'Good' as const,
}
const settings = { reconditioningDollars: 1500, marginPercent: 10, minimumComparables: 3 }
const car = (price: number, km: number, badge: string | null = 'Ascent Sport') => ({
  price,
  km,
  year: 2019,
  badge,
})

describe('the comparables searched for', () => {
  it('are the same make and model a year either side, within half the odometer (at least 30,000 km)', () => {
    expect(comparableSearch(corolla)).toEqual({
      make: 'Toyota',
      model: 'Corolla',
      yearFrom: 2018,
      yearTo: 2020,
      kmFrom: 30_000,
      kmTo: 90_000,
    })
    expect(comparableSearch({ ...corolla, odometerKm: 10_000 })).toMatchObject({ kmFrom: 0, kmTo: 40_000 })
    expect(comparableSearch({ ...corolla, odometerKm: 200_000 })).toMatchObject({
      kmFrom: 100_000,
      kmTo: 300_000,
    })
  })

  it("keep to the shopper's badge when enough share it, else take every one found", () => {
    const found = [car(20_000, 60_000), car(21_000, 60_000), car(19_000, 60_000, 'SX'), car(0, 60_000)]
    expect(chooseComparables(corolla, found, 2)).toMatchObject({
      badgeMatched: true,
      cars: found.slice(0, 2),
    })
    expect(chooseComparables(corolla, found, 3)).toMatchObject({
      badgeMatched: false,
      cars: found.slice(0, 3),
    })
  })
})

describe('the adjustments', () => {
  it('take 1.5% per 10,000 km more than the comparable, add it per 10,000 km fewer, capped at 20%', () => {
    expect(kmAdjustmentFactor(40_000, 60_000)).toBeCloseTo(0.97)
    expect(kmAdjustmentFactor(80_000, 60_000)).toBeCloseTo(1.03)
    expect(kmAdjustmentFactor(0, 300_000)).toBeCloseTo(0.8)
    expect(kmAdjustmentFactor(300_000, 0)).toBeCloseTo(1.2)
  })

  it('price the condition answers below a car presented for sale', () => {
    expect([
      conditionFactor('Excellent'),
      conditionFactor('Good'),
      conditionFactor('Fair'),
      conditionFactor('Poor'),
    ]).toEqual([1, 0.96, 0.88, 0.75])
  })

  it('keep back the margin, then the reconditioning dollars', () => {
    expect(afterAllowance(20_000, { marginPercent: 10, reconditioningDollars: 1500 })).toBeCloseTo(16_500)
  })
})

describe('the instant valuation', () => {
  it('is the quartiles of the adjusted values, worked by hand', () => {
    // price, km → km-adjusted → ×0.96 (Good) → ×0.9 − 1,500
    // 20,000 60,000 → 20,000 → 19,200 → 15,780
    // 22,000 40,000 → 21,340 → 20,486.40 → 16,937.76
    // 18,000 80,000 → 18,540 → 17,798.40 → 14,518.56
    // 24,000 50,000 → 23,640 → 22,694.40 → 18,924.96
    // 21,000 70,000 → 21,315 → 20,462.40 → 16,916.16
    // sorted: 14,518.56  15,780  16,916.16  16,937.76  18,924.96 → quartiles 15,780 and 16,937.76
    const found = [
      car(20_000, 60_000),
      car(22_000, 40_000),
      car(18_000, 80_000),
      car(24_000, 50_000),
      car(21_000, 70_000),
    ]
    const valuation = valueTradeIn(corolla, found, settings)
    expect(valuation).toMatchObject({
      kind: 'range',
      low: 15_700,
      high: 17_000,
      comparables: 5,
      badgeMatched: true,
    })
    expect(valuation.explanation).toBe(
      'Based on the asking prices of 5 Toyota Corolla Ascent Sport cars from 2018 to 2020 for sale with dealers across our network, adjusted for your 60,000 km and good condition, less $1,500 for reconditioning and a 10% dealer margin.',
    )
  })

  it('changes with the condition answer: an Excellent car is worth more than a Poor one', () => {
    const found = [car(20_000, 60_000), car(20_000, 60_000), car(20_000, 60_000)]
    // 20,000 × 1 × 0.9 − 1,500 = 16,500; 20,000 × 0.75 × 0.9 − 1,500 = 12,000
    expect(valueTradeIn({ ...corolla, condition: 'Excellent' }, found, settings)).toMatchObject({
      low: 16_500,
      high: 16_500,
    })
    expect(valueTradeIn({ ...corolla, condition: 'Poor' }, found, settings)).toMatchObject({
      low: 12_000,
      high: 12_000,
    })
  })

  it("gives no number below the dealer's minimum of comparables: the call-back path", () => {
    const valuation = valueTradeIn(corolla, [car(20_000, 60_000), car(21_000, 60_000)], settings)
    expect(valuation).toEqual({
      kind: 'callBack',
      comparables: 2,
      explanation:
        'We found only 2 Toyota Corolla from 2018 to 2020 for sale to compare yours with, too few for an instant valuation, so one of our team will value it and call you.',
    })
    expect(valueTradeIn(corolla, [], settings)).toMatchObject({ kind: 'callBack', comparables: 0 })
  })

  it('gives no number when the allowance leaves nothing', () => {
    const cheap = [car(1_500, 60_000), car(1_600, 60_000), car(1_700, 60_000)]
    expect(valueTradeIn(corolla, cheap, settings)).toMatchObject({ kind: 'callBack', comparables: 3 })
  })

  it('reads as the issue writes it', () => {
    expect(formatValuationRange(18_400, 20_900)).toBe('$18,400 – $20,900')
    expect(quantile([1, 2, 3, 4], 0.25)).toBe(1.75)
  })
})

describe('the offer', () => {
  const now = new Date('2026-11-28T00:00:00.000Z')
  it('is the low end of the range, valid for the dealer’s days', () => {
    const offer = tradeInOffer({ kind: 'range', low: 15_700 }, 7, now)
    expect(offer).toEqual({
      amount: 15_700,
      madeAt: now.toISOString(),
      expiresAt: '2026-12-05T00:00:00.000Z',
    })
    expect(isOfferOpen(offer!, new Date('2026-12-04T23:59:59.999Z'))).toBe(true)
    expect(isOfferOpen(offer!, new Date('2026-12-05T00:00:00.000Z'))).toBe(false)
  })

  it('is not made without days set, or without a number', () => {
    expect(tradeInOffer({ kind: 'range', low: 15_700 }, null, now)).toBeNull()
    expect(tradeInOffer({ kind: 'callBack' }, 7, now)).toBeNull()
  })
})
