import { describe, expect, it } from 'vitest'
import {
  CODE_DIGITS_MESSAGE,
  EMAIL_MAX_LENGTH,
  emailError,
  INVALID_EMAIL_MESSAGE,
  INVALID_MOBILE_MESSAGE,
  INVALID_PHONE_MESSAGE,
  INVALID_POSTCODE_MESSAGE,
  isAustralianMobile,
  isAustralianPhone,
  isValidEmail,
  leadPhone,
  phoneError,
  postcodeError,
  REQUIRED_FIELD_MESSAGE,
  verificationCodeError,
} from './contact-rules.ts'

describe("the spec's exact texts", () => {
  it('quotes section 5', () => {
    expect(REQUIRED_FIELD_MESSAGE).toBe('This is a required field.')
    expect(CODE_DIGITS_MESSAGE).toBe('Code must be 6 digits.')
    expect(INVALID_POSTCODE_MESSAGE).toBe('Invalid postcode. Please enter a 4-digit number.')
  })
})

describe('Australian phone numbers', () => {
  it('"Phone is normalised: a leading 61 becomes 0." before it is checked', () => {
    expect(leadPhone('+61 412 345 678')).toBe('0412345678')
    expect(leadPhone('61412345678')).toBe('0412345678')
    expect(leadPhone('+61 (2) 9555-0100')).toBe('0295550100')
    expect(leadPhone('  0412.345.678 ')).toBe('0412345678')
  })

  it('accepts mobiles 04xxxxxxxx', () => {
    expect(isAustralianPhone('0412 345 678')).toBe(true)
    expect(isAustralianMobile('0412 345 678')).toBe(true)
    expect(isAustralianPhone('041234567')).toBe(false)
    expect(isAustralianPhone('04123456789')).toBe(false)
  })

  it('accepts landlines 0[2378]xxxxxxxx', () => {
    for (const landline of ['(02) 9555 0100', '03 9555 0100', '07 3555 0100', '08 9555 0300']) {
      expect(leadPhone(landline)).toMatch(/^0[2378]\d{8}$/)
    }
    expect(isAustralianPhone('01 9555 0100')).toBe(false)
    expect(isAustralianPhone('05 9555 0100')).toBe(false)
    expect(isAustralianPhone('06 9555 0100')).toBe(false)
    expect(isAustralianPhone('09 9555 0100')).toBe(false)
    expect(isAustralianPhone('9555 0100')).toBe(false)
  })

  it('accepts 1300, 1800 and 13 numbers for a lead, but not where a mobile is needed', () => {
    expect(leadPhone('1300 555 010')).toBe('1300555010')
    expect(leadPhone('1800 555 010')).toBe('1800555010')
    expect(leadPhone('13 13 13')).toBe('131313')
    expect(isAustralianMobile('1300 555 010')).toBe(false)
    expect(isAustralianMobile('13 13 13')).toBe(false)
    expect(isAustralianPhone('1900 555 010')).toBe(false)
    expect(isAustralianPhone('1300 555 01')).toBe(false)
    expect(isAustralianPhone('13 13 133')).toBe(false)
  })

  it('refuses landlines where a mobile is needed', () => {
    expect(leadPhone('02 9555 0100', { mobileOnly: true })).toBeNull()
    expect(isAustralianMobile('+61 2 9555 0100')).toBe(false)
  })

  it('refuses other countries, letters and blanks', () => {
    expect(isAustralianPhone('+64 21 555 0100')).toBe(false)
    expect(isAustralianPhone('+44 7700 900123')).toBe(false)
    expect(isAustralianPhone('0412 ABC 678')).toBe(false)
    expect(isAustralianPhone('')).toBe(false)
    expect(isAustralianPhone('   ')).toBe(false)
    expect(isAustralianPhone(null)).toBe(false)
    expect(isAustralianPhone(undefined)).toBe(false)
  })

  it('reports the first problem', () => {
    expect(phoneError('0412 345 678')).toBeNull()
    expect(phoneError('')).toBe(REQUIRED_FIELD_MESSAGE)
    expect(phoneError(' ', { required: false })).toBeNull()
    expect(phoneError('12345')).toBe(INVALID_PHONE_MESSAGE)
    expect(phoneError('02 9555 0100', { mobileOnly: true })).toBe(INVALID_MOBILE_MESSAGE)
    expect(phoneError('+61 412 345 678', { mobileOnly: true })).toBeNull()
  })
})

describe('email addresses', () => {
  it('accepts ordinary addresses', () => {
    for (const email of [
      'jane@example.com',
      'jane.citizen+cars@example.com.au',
      "o'brien@mail.example.net",
      'JANE@EXAMPLE.COM',
      ' jane@example.com ',
      'jane@xn--bcher-kva.example',
      'j@e.co',
    ]) {
      expect(isValidEmail(email), email).toBe(true)
    }
  })

  it('refuses what is not an address a dealer can reply to', () => {
    for (const email of [
      '',
      'jane',
      'jane@',
      '@example.com',
      'jane@example',
      'jane@@example.com',
      'jane smith@example.com',
      'jane@exa mple.com',
      'jane@-example.com',
      'jane@example-.com',
      'jane@example..com',
      'jane@example.com.',
      '"jane"@example.com',
      'jane@[192.0.2.1]',
      'jane@bücher.example',
    ]) {
      expect(isValidEmail(email), email).toBe(false)
    }
    expect(isValidEmail(null)).toBe(false)
  })

  it(`is at most ${EMAIL_MAX_LENGTH} characters`, () => {
    const domain = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.com`
    const fits = `${'x'.repeat(EMAIL_MAX_LENGTH - domain.length - 1)}@${domain}`
    expect(fits).toHaveLength(EMAIL_MAX_LENGTH)
    expect(isValidEmail(fits)).toBe(true)
    expect(isValidEmail(`x${fits}`)).toBe(false)
  })

  it('reports the first problem', () => {
    expect(emailError('jane@example.com')).toBeNull()
    expect(emailError('')).toBe(REQUIRED_FIELD_MESSAGE)
    expect(emailError('', { required: false })).toBeNull()
    expect(emailError('jane@example')).toBe(INVALID_EMAIL_MESSAGE)
  })
})

describe('postcode', () => {
  it('"must be 4 digits (\'Invalid postcode. Please enter a 4-digit number.\')"', () => {
    expect(postcodeError('2000', { required: true })).toBeNull()
    expect(postcodeError(' 0800 ', { required: true })).toBeNull()
    for (const bad of ['200', '20000', '2 000', 'NSW 2000', 'abcd', '２０００']) {
      expect(postcodeError(bad, { required: true }), bad).toBe(INVALID_POSTCODE_MESSAGE)
      expect(postcodeError(bad, { required: false }), bad).toBe(INVALID_POSTCODE_MESSAGE)
    }
  })

  it('"Postcode is required only if a setting is on"', () => {
    expect(postcodeError('', { required: true })).toBe(REQUIRED_FIELD_MESSAGE)
    expect(postcodeError(null, { required: true })).toBe(REQUIRED_FIELD_MESSAGE)
    expect(postcodeError('', { required: false })).toBeNull()
    expect(postcodeError(undefined, { required: false })).toBeNull()
  })
})

describe('verification code', () => {
  it('"Code is required (\'This is a required field.\')"', () => {
    expect(verificationCodeError('')).toBe('This is a required field.')
    expect(verificationCodeError('   ')).toBe('This is a required field.')
    expect(verificationCodeError(undefined)).toBe('This is a required field.')
  })

  it('"must be exactly 6 digits (\'Code must be 6 digits.\')"', () => {
    expect(verificationCodeError('123456')).toBeNull()
    expect(verificationCodeError(' 012345 ')).toBeNull()
    for (const bad of ['12345', '1234567', '12345a', '123 456', '１２３４５６']) {
      expect(verificationCodeError(bad), bad).toBe('Code must be 6 digits.')
    }
  })
})
