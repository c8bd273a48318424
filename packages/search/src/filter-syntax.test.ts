import { describe, expect, it } from 'vitest'
import { and, exactAny, quote, withinRadius } from './filter-syntax.ts'

describe('filter syntax', () => {
  it('quotes values in backticks, escaping backticks inside', () => {
    expect(quote('Outback Trucks & Caravans')).toBe('`Outback Trucks & Caravans`')
    expect(quote('a`b')).toBe('`a\\`b`')
  })
  it('cannot be broken out of by a value', () => {
    expect(exactAny('make', ['Toyota] || dealership_slug:!=[x'])).toBe(
      'make:=[`Toyota] || dealership_slug:!=[x`]',
    )
  })
  it('leaves numbers and booleans bare, as numeric and boolean facets need them', () => {
    expect(exactAny('seats', ['7', '8'])).toBe('seats:=[7,8]')
    expect(exactAny('certified', ['true'])).toBe('certified:=[true]')
    expect(exactAny('model', ['86', 'GR86', '7 seats'])).toBe('model:=[86,`GR86`,`7 seats`]')
  })
  it('parenthesises every clause and drops empty ones', () => {
    expect(and('a:=1', null, false, 'b:=2 || c:=3')).toBe('(a:=1) && (b:=2 || c:=3)')
  })
  it('writes a radius filter around a point', () => {
    expect(withinRadius('location', { lat: -33.814463, lng: 151.006506 }, 50)).toBe(
      'location:(-33.814463, 151.006506, 50 km)',
    )
  })
})
