import { describe, expect, it } from 'vitest'
import { cardPrice, formatAud, priceTypeLabel } from './price.ts'

describe('vehicle card price', () => {
  it('formats Australian dollars without cents', () => {
    expect(formatAud(32_990)).toBe('$32,990')
    expect(formatAud(1_250_000)).toBe('$1,250,000')
    expect(formatAud(989.6)).toBe('$990')
  })

  it('labels the price types', () => {
    expect(priceTypeLabel('drive_away')).toBe('Drive Away')
    expect(priceTypeLabel('egc')).toBe('Excl. Govt. Charges')
    expect(priceTypeLabel('plus_orc')).toBe('+ ORC')
    expect(priceTypeLabel('something_else')).toBeNull()
    expect(priceTypeLabel(null)).toBeNull()
  })

  it('gives the amount with its type', () => {
    expect(cardPrice({ price: 32_990, price_type: 'drive_away' }, { hideZeroPrice: true })).toEqual({
      kind: 'price',
      amount: 32_990,
      text: '$32,990',
      typeLabel: 'Drive Away',
      driveAway: true,
    })
    expect(cardPrice({ price: 41_490, price_type: 'egc' }, { hideZeroPrice: false })).toMatchObject({
      typeLabel: 'Excl. Govt. Charges',
      driveAway: false,
    })
  })

  it('"A price of 0 is hidden for certain dealers"', () => {
    expect(cardPrice({ price: 0, price_type: 'drive_away' }, { hideZeroPrice: true })).toEqual({
      kind: 'hidden',
    })
    expect(cardPrice({ price: 0 }, { hideZeroPrice: false })).toEqual({
      kind: 'onApplication',
      text: 'Price on application',
    })
  })
})
