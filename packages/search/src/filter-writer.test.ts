import { describe, expect, it } from 'vitest'
import {
  above,
  and,
  anyOf,
  atMost,
  between,
  everything,
  type FilterExpression,
  noneOf,
  notEquals,
  nothing,
  or,
  withinRadius,
} from './filter-expression.ts'
import { isWritableValue, UnwritableFilterError, valueRefusal, writeFilter } from './filter-writer.ts'

const site = anyOf('dealership_slug', ['harbourside-volkswagen'])

describe('writeFilter', () => {
  it('writes a value list in backticks, numbers and booleans bare', () => {
    expect(writeFilter(anyOf('make', ['Ford', 'Outback Trucks & Caravans']))).toBe(
      'make:=[`Ford`,`Outback Trucks & Caravans`]',
    )
    expect(writeFilter(anyOf('seats', [7, 8]))).toBe('seats:=[7,8]')
    expect(writeFilter(anyOf('certified', [true]))).toBe('certified:=[true]')
    // A string stays a string, digits or not.
    expect(writeFilter(anyOf('model', ['86', 'GR86']))).toBe('model:=[`86`,`GR86`]')
    expect(writeFilter(noneOf('status', ['sold']))).toBe('status:!=[`sold`]')
    expect(writeFilter(notEquals('id', '4000009'))).toBe('id:!=[`4000009`]')
  })

  it('writes comparisons, inclusive ranges and a radius', () => {
    expect(writeFilter(above('price', 0))).toBe('price:>0')
    expect(writeFilter(atMost('km', 80_000))).toBe('km:<=80000')
    expect(writeFilter(between('year', 2019, 2021))).toBe('year:[2019..2021]')
    expect(writeFilter(withinRadius('location', { lat: -33.814463, lng: 151.006506 }, 50))).toBe(
      'location:(-33.814463, 151.006506, 50 km)',
    )
  })

  it('parenthesises every sub-expression, so no precedence can regroup it', () => {
    const filter = and(
      site,
      or(noneOf('status', ['sold']), above('updated_at_timestamp', 5)),
      above('price', 0),
    )
    expect(writeFilter(filter)).toBe(
      '(dealership_slug:=[`harbourside-volkswagen`]) && ((status:!=[`sold`]) || (updated_at_timestamp:>5)) && (price:>0)',
    )
  })

  it('writes no filter for every car, and refuses to write one that matches no car', () => {
    expect(writeFilter(everything)).toBe('')
    expect(writeFilter(and(noneOf('status', [])))).toBe('')
    expect(() => writeFilter(nothing)).toThrow(UnwritableFilterError)
    expect(() => writeFilter(and(site, anyOf('make', [])))).toThrow(/matches no car/)
  })

  it('simplifies a tree built by hand before writing it', () => {
    const byHand: FilterExpression = {
      kind: 'and',
      parts: [site, { kind: 'and', parts: [] }, { kind: 'anyOf', field: 'status', values: [], negate: true }],
    }
    expect(writeFilter(byHand)).toBe('dealership_slug:=[`harbourside-volkswagen`]')
  })

  it('refuses the value that widened a site to every dealer, rather than escaping it', () => {
    const injection = 'a`]) || (dealership_slug:!=zzz) || (make:=`b'
    expect(isWritableValue(injection)).toBe(false)
    expect(() => writeFilter(and(site, anyOf('make', [injection])))).toThrow(UnwritableFilterError)
  })

  it.each([
    ['', /empty/],
    ['a`b', /backtick/],
    ['`', /backtick/],
    ['Ford\\', /backslash/],
    [' Ford', /white space/],
    ['Ford\u00a0', /white space/],
    ['Fo\u0000rd', /control character/],
    ['Fo\nrd', /control character/],
    ['Fo\u007frd', /control character/],
    ['Fo\ud800rd', /surrogate/],
    ['For*', /prefix/],
    ['*', /prefix/],
    ['"Ford Ranger"', /phrase/],
    ['"', /phrase/],
    ['a:(b', /geo value/],
    ['a: [(1', /geo value/],
  ])('refuses %j', (value, reason) => {
    expect(valueRefusal(value)).toMatch(reason)
    expect(() => writeFilter(anyOf('make', [value]))).toThrow(UnwritableFilterError)
  })

  it('writes values with brackets, operators, commas, quotes and other scripts inside', () => {
    for (const value of [
      'a) || (b',
      'x]',
      'A && B',
      'a,b',
      "O'Brien",
      'say "hi"',
      'Škoda',
      '日本',
      'a\\b',
      'a:b',
    ]) {
      expect(valueRefusal(value), value).toBeNull()
      expect(writeFilter(anyOf('make', [value]))).toBe(`make:=[\`${value}\`]`)
    }
  })

  it('refuses numbers that are not finite, and a radius Typesense would not read exactly', () => {
    expect(() => writeFilter(above('price', Number.NaN))).toThrow(/finite/)
    expect(() => writeFilter(anyOf('seats', [Number.POSITIVE_INFINITY]))).toThrow(/finite/)
    expect(() => writeFilter(between('year', 2019, Number.NaN))).toThrow(/finite/)
    expect(() => writeFilter(withinRadius('location', { lat: 0, lng: 0 }, 0.1))).toThrow(/radius/)
    expect(() => writeFilter(withinRadius('location', { lat: 0, lng: 0 }, 0))).toThrow(/radius/)
    expect(() => writeFilter(withinRadius('location', { lat: 91, lng: 0 }, 5))).toThrow(/point/)
  })

  it('refuses a field name that is not a plain name, and a list of mixed types', () => {
    expect(() => writeFilter(anyOf('make) || (x', ['Ford']))).toThrow(/field name/)
    expect(() =>
      writeFilter({ kind: 'anyOf', field: 'seats', values: [7, '8'] as unknown as number[], negate: false }),
    ).toThrow(/mixes types/)
  })
})
