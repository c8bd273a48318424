import { describe, expect, it, vi } from 'vitest'
import { type EnAuNumberFormatOptions, enAuNumber, enAuNumberFormat } from './number-format.ts'

/** Every set of options the site formats with (calculators, quote box, card price, key information…). */
const optionSets: EnAuNumberFormatOptions[] = [
  {},
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 1 },
  { maximumFractionDigits: 2 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { style: 'currency', currency: 'AUD' },
  { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 },
  { style: 'currency', currency: 'AUD', minimumFractionDigits: 2 },
  { style: 'currency', currency: 'AUD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 },
]

/** Prices, kilometres, repayments, rates and edges: halves, nines that carry, tiny and huge numbers. */
function sampleValues(): number[] {
  const values = [
    0,
    -0,
    0.5,
    1.5,
    2.5,
    -2.5,
    0.05,
    0.005,
    1.005,
    1.0049,
    9.995,
    99.95,
    999.5,
    999_999.5,
    0.1 + 0.2,
    7.64,
    665.03,
    1300,
    32990,
    123456,
    1234567.891,
    2 ** 31,
    2 ** 53,
    1e21,
    1.5e22,
    1e-7,
    4.35e-5,
    -1234.5678,
    Number.MAX_SAFE_INTEGER,
    Number.EPSILON,
  ]
  let seed = 36
  const random = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
    return seed / 2 ** 32
  }
  for (let i = 0; i < 3000; i++) {
    const scale = 10 ** Math.floor(random() * 9 - 2)
    const value = Math.round(random() * 1e6) / 1e3
    values.push(value * scale, -value * scale, Math.round(random() * 10000) / 100)
  }
  return values
}

describe('Australian-English number formats without Intl', () => {
  it('writes dollars and kilometres as Australians read them', () => {
    expect(
      enAuNumberFormat({ style: 'currency', currency: 'AUD', maximumFractionDigits: 0 }).format(32990),
    ).toBe('$32,990')
    expect(enAuNumberFormat({ style: 'currency', currency: 'AUD' }).format(665.03)).toBe('$665.03')
    expect(enAuNumberFormat({ style: 'currency', currency: 'AUD' }).format(1300)).toBe('$1,300.00')
    expect(enAuNumberFormat().format(123456)).toBe('123,456')
    expect(enAuNumberFormat({ maximumFractionDigits: 1 }).format(7.64)).toBe('7.6')
    expect(enAuNumber.format(1234567)).toBe('1,234,567')
    expect(enAuNumberFormat({ style: 'currency', currency: 'AUD' }).format(-1234.5)).toBe('-$1,234.50')
  })

  it.each(optionSets.map((options) => [JSON.stringify(options), options]))(
    'writes what Intl.NumberFormat("en-AU", %s) writes',
    (_, options) => {
      const ours = enAuNumberFormat(options)
      const intl = new Intl.NumberFormat('en-AU', options)
      const differing = sampleValues().filter((value) => ours.format(value) !== intl.format(value))
      expect(differing.map((value) => [value, ours.format(value), intl.format(value)])).toEqual([])
    },
  )

  it('writes numbers as toLocaleString("en-AU") does', () => {
    for (const value of [0, 7, 999, 1000, 15000, 123456, 9_999_999, 2 ** 40, 3.5, 0.125, 1234.5678])
      expect(enAuNumber.format(value)).toBe(value.toLocaleString('en-AU'))
  })

  it('never builds an Intl format', () => {
    const built = vi.spyOn(Intl, 'NumberFormat')
    for (const options of optionSets) enAuNumberFormat(options).format(1234.5)
    expect(built).not.toHaveBeenCalled()
    built.mockRestore()
  })

  it('refuses fewer maximum than minimum decimals, as Intl does', () => {
    expect(() => enAuNumberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 1 })).toThrow(RangeError)
  })
})
