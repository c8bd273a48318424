import { describe, expect, it } from 'vitest'
import { maskedPhone, maskPhone, PHONE_VISIBLE_PREFIX_LENGTH, phoneRevealEvent } from './masking.ts'

describe('phone masking', () => {
  it('"The number is masked after its first 5 characters until clicked"', () => {
    expect(PHONE_VISIBLE_PREFIX_LENGTH).toBe(5)
    expect(maskPhone('02 9555 0100')).toBe('02 95XX XXXX')
    expect(maskPhone('0412345678')).toBe('04123XXXXX')
    expect(maskPhone('1300')).toBe('1300')
  })

  it('leaves the page nothing of the number but its masked form and the characters it shows', () => {
    const shown = maskedPhone('07 3555 0202')
    expect(shown).toEqual({ masked: '07 35XX XXXX', prefix: '07 35' })
    expect(JSON.stringify(shown)).not.toMatch(/3555|0202/)
  })

  it('"Phone-reveal tracking ... body car_id, dealership_id, website_id"', () => {
    expect(phoneRevealEvent({ carId: 'c1', dealershipId: 'dealer-a', websiteId: 'site-a' })).toEqual({
      car_id: 'c1',
      dealership_id: 'dealer-a',
      website_id: 'site-a',
    })
  })
})
