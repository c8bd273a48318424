import { describe, expect, it } from 'vitest'
import { amountLimitMessage, centsText, parseAmountCents, parseReference } from './online-payment.ts'

describe('online payments (issue 33: "an amount against a reference … the amount limits a dealer sets")', () => {
  it('reads amounts as a shopper types them, to the cent', () => {
    expect(parseAmountCents('250')).toBe(25_000)
    expect(parseAmountCents('$1,250.5')).toBe(125_050)
    expect(parseAmountCents(' 249.95 ')).toBe(24_995)
    for (const bad of ['', '-5', '12.345', 'abc', '1e3', '$', '1,25'])
      expect(parseAmountCents(bad), bad).toBeNull()
  })

  it('keeps to the limits the dealer set, both ends included', () => {
    const limits = { minimum: 10, maximum: 5000 }
    expect(amountLimitMessage(1_000, limits)).toBeNull()
    expect(amountLimitMessage(500_000, limits)).toBeNull()
    expect(amountLimitMessage(999, limits)).toBe('The amount must be between $10.00 and $5,000.00.')
    expect(amountLimitMessage(500_001, limits)).toBe('The amount must be between $10.00 and $5,000.00.')
  })

  it('takes a reference as printed on an invoice or order, and nothing that could be markup', () => {
    expect(parseReference('  INV-2026/0042 ')).toBe('INV-2026/0042')
    expect(parseReference('Order 123')).toBe('Order 123')
    expect(parseReference('<script>')).toBeNull()
    expect(parseReference('')).toBeNull()
    expect(parseReference('x'.repeat(41))).toBeNull()
  })

  it('shows money with its cents', () => {
    expect(centsText(25_000)).toBe('$250.00')
  })
})
