import { afterEach, describe, expect, it, vi } from 'vitest'
import { enAuNumberFormat } from './number-format.ts'

describe('an Australian-English number format made on first use', () => {
  afterEach(() => vi.restoreAllMocks())

  it('writes dollars and kilometres as Australians read them', () => {
    const dollars = enAuNumberFormat({ style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })
    expect(dollars.format(32990)).toBe('$32,990')
    expect(enAuNumberFormat().format(123456)).toBe('123,456')
    expect(enAuNumberFormat({ maximumFractionDigits: 1 }).format(7.64)).toBe('7.6')
  })

  it('builds nothing until it formats, and then builds once', () => {
    const built = vi.spyOn(Intl, 'NumberFormat')
    const cents = enAuNumberFormat({ style: 'currency', currency: 'AUD' })
    expect(built).not.toHaveBeenCalled()
    expect(cents.format(665.03)).toBe('$665.03')
    expect(cents.format(1300)).toBe('$1,300.00')
    expect(built).toHaveBeenCalledTimes(1)
  })
})
