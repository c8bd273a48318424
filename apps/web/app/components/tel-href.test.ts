import { describe, expect, it } from 'vitest'
import { telHref } from './tel-href'

describe('telHref', () => {
  it('keeps only digits and a leading plus', () => {
    expect(telHref('02 9555 0100')).toBe('tel:0295550100')
    expect(telHref('+61 (2) 9555-0100')).toBe('tel:+61295550100')
  })
})
