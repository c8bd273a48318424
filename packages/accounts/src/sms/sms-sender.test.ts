import { describe, expect, it } from 'vitest'
import { toE164Australian } from './sms-sender.ts'

describe('toE164Australian', () => {
  it('turns a stored national number into +61 and keeps an E.164 +61 number', () => {
    expect(toE164Australian('0412345678')).toBe('+61412345678')
    expect(toE164Australian('0298765432')).toBe('+61298765432')
    expect(toE164Australian('+61412345678')).toBe('+61412345678')
  })

  it('refuses anything that is not a stored Australian number', () => {
    for (const phone of [
      '',
      '412345678',
      '04123456789',
      '041234567',
      '0412 345 678',
      '61412345678',
      '+610412345678',
      '+6141234567',
      '+14155550100',
      '1300123456',
      '0012345678',
    ])
      expect(() => toE164Australian(phone), phone).toThrow(/Not an Australian phone number/)
  })
})
