import { describe, expect, it } from 'vitest'
import { normalisePhone, telHref } from './normalise.ts'

describe('normalisePhone', () => {
  it('"Phone is normalised: a leading 61 becomes 0."', () => {
    expect(normalisePhone('61412345678')).toBe('0412345678')
    expect(normalisePhone('+61 412 345 678')).toBe('0412345678')
    expect(normalisePhone('+61 (8) 9555-0300')).toBe('0895550300')
  })

  it('leaves local numbers alone', () => {
    expect(normalisePhone('0412 345 678')).toBe('0412345678')
    expect(normalisePhone('6123 4567')).toBe('61234567')
    expect(normalisePhone('13 13 13')).toBe('131313')
  })

  it('makes tel: links', () => {
    expect(telHref('02 9555 0100')).toBe('tel:0295550100')
    expect(telHref('+61 2 9555 0100')).toBe('tel:0295550100')
  })
})
