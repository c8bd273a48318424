import { describe, expect, it } from 'vitest'
import {
  and,
  anyOf,
  atLeast,
  equals,
  everything,
  matchesNothing,
  noneOf,
  nothing,
  or,
} from './filter-expression.ts'

const make = anyOf('make', ['Ford'])
const body = anyOf('body', ['Ute'])
const year = atLeast('year', 2020)

describe('filter expressions', () => {
  it('leave out absent parts, and flatten an and inside an and (an or inside an or)', () => {
    expect(and(make, null, undefined, false, and(body, year))).toEqual({
      kind: 'and',
      parts: [make, body, year],
    })
    expect(or(make, or(body, year))).toEqual({ kind: 'or', parts: [make, body, year] })
    expect(and(make, or(body, year))).toEqual({
      kind: 'and',
      parts: [make, { kind: 'or', parts: [body, year] }],
    })
  })

  it('are one part alone, every car with no part, and no car for an or of none', () => {
    expect(and(make)).toBe(make)
    expect(or(null, make)).toBe(make)
    expect(and()).toEqual(everything)
    expect(or()).toEqual(nothing)
  })

  it('match no car when an and holds a part that matches none, and drop it from an or', () => {
    expect(matchesNothing(and(make, anyOf('model', []), body))).toBe(true)
    expect(or(make, anyOf('model', []))).toBe(make)
    expect(matchesNothing(or(anyOf('model', []), nothing))).toBe(true)
  })

  it('match every car for an or holding every car, and drop it from an and', () => {
    expect(or(make, noneOf('status', []))).toEqual(everything)
    expect(and(make, everything)).toBe(make)
  })

  it('take one value as a list of one', () => {
    expect(equals('status', 'in_stock')).toEqual(anyOf('status', ['in_stock']))
    expect(equals('seats', 7)).toEqual({ kind: 'anyOf', field: 'seats', values: [7], negate: false })
  })
})
