import { describe, expect, it } from 'vitest'
import { dollars, dollarsAndCents, litres, litresPer100Km, percentPerAnnum, years } from './format'

describe('calculator formats', () => {
  it('writes dollars with thousands separators, cents only when there are any', () => {
    expect(dollars(36_000)).toBe('$36,000')
    expect(dollars(2310.75)).toBe('$2,310.75')
    expect(dollarsAndCents(1300)).toBe('$1,300.00')
    expect(dollarsAndCents(665.03)).toBe('$665.03')
  })

  it('writes rates per annum to two decimals', () => {
    expect(percentPerAnnum(11.85)).toBe('11.85% p.a.')
    expect(percentPerAnnum(10)).toBe('10.00% p.a.')
    expect(percentPerAnnum(12.94)).toBe('12.94% p.a.')
  })

  it('writes litres and years in words', () => {
    expect(litres(1185)).toBe('1,185 litres')
    expect(litres(1)).toBe('1 litre')
    expect(years(1)).toBe('1 year')
    expect(years(3.5)).toBe('3.5 years')
  })

  it('writes fuel consumption to one decimal place', () => {
    expect(litresPer100Km(7.64)).toBe('7.6 L/100km')
    expect(litresPer100Km(12)).toBe('12 L/100km')
    expect(litresPer100Km(1234.5)).toBe('1,234.5 L/100km')
  })
})
