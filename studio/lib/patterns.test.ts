import { describe, expect, it } from 'vitest'
import {
  HEX_COLOUR,
  HH_MM,
  HOSTNAME,
  HTTPS_URL,
  PHONE_CHARACTERS,
  POSTCODE,
  SITE_PATH,
  URL_SLUG,
} from './patterns.ts'

const accepts = (pattern: RegExp, values: string[]) => values.filter((value) => !pattern.test(value))
const rejects = (pattern: RegExp, values: string[]) => values.filter((value) => pattern.test(value))

describe('schema text formats', () => {
  it('hex colours: six digits with a hash', () => {
    expect(accepts(HEX_COLOUR, ['#001e50', '#FFFFFF'])).toEqual([])
    expect(rejects(HEX_COLOUR, ['001e50', '#fff', '#00112g', 'navy', '#001e500'])).toEqual([])
  })

  it('times: 24-hour HH:MM', () => {
    expect(accepts(HH_MM, ['00:00', '08:30', '17:30', '23:59'])).toEqual([])
    expect(rejects(HH_MM, ['8:30', '24:00', '12:60', '08:30 am', '0830'])).toEqual([])
  })

  it('postcodes: exactly four digits', () => {
    expect(accepts(POSTCODE, ['2050', '0800'])).toEqual([])
    expect(rejects(POSTCODE, ['20500', '205', '2O50', ' 2050'])).toEqual([])
  })

  it('hostnames: bare, lowercase, with a dot', () => {
    expect(accepts(HOSTNAME, ['www.harboursidevolkswagen.com.au', 'southerncrossgroup.com.au'])).toEqual([])
    expect(
      rejects(HOSTNAME, [
        'https://www.example.com.au',
        'www.example.com.au/path',
        'WWW.EXAMPLE.COM',
        'localhost',
        'a b.com',
      ]),
    ).toEqual([])
  })

  it('phone numbers: digits, spaces, + and brackets', () => {
    expect(
      accepts(PHONE_CHARACTERS, ['02 9555 0100', '+61 2 9555 0100', '(02) 9555 0100', '13 13 13']),
    ).toEqual([])
    expect(rejects(PHONE_CHARACTERS, ['02-9555-0100', 'call us', '0400 123 456 ext 2'])).toEqual([])
  })

  it('slugs: lowercase words joined by single hyphens', () => {
    expect(accepts(URL_SLUG, ['toyota', '4x4-outdoor', 'finance-and-insurance'])).toEqual([])
    expect(rejects(URL_SLUG, ['Toyota', 'twg--cars', '-neotek', 'neotek-'])).toEqual([])
  })

  it('site paths: one leading slash, never another host', () => {
    expect(
      accepts(SITE_PATH, ['/', '/contact', '/contact-us/southern-cross-motors-sales', '/service?tab=Tyres']),
    ).toEqual([])
    expect(
      rejects(SITE_PATH, ['contact', '//evil.example.com', '/two words', 'https://example.com']),
    ).toEqual([])
  })

  it('embedded pages: https addresses with a real host', () => {
    expect(accepts(HTTPS_URL, ['https://bookings.example.com.au/dealer', 'https://a.io'])).toEqual([])
    expect(
      rejects(HTTPS_URL, ['http://bookings.example.com.au', 'https://localhost/x', 'javascript:alert(1)']),
    ).toEqual([])
  })
})
