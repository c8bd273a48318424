import { describe, expect, it } from 'vitest'
import { coerceScalar, DROP } from './coerce-value.ts'

describe('coerceScalar', () => {
  it('accepts matching values as they are', () => {
    expect(coerceScalar('f', 'int32', 5, 'reject', false, false)).toBe(5)
    expect(coerceScalar('f', 'float', 5, 'reject', false, false)).toBe(5)
  })

  it('rejects with Typesense wording', () => {
    expect(() => coerceScalar('year', 'int32', '5', 'reject', false, false)).toThrow(
      'Field `year` must be an int32.',
    )
    expect(() => coerceScalar('p', 'float', 'x', 'reject', false, true)).toThrow(
      'Field `p` must be a array of float.',
    )
    expect(() => coerceScalar('t', 'string', 1, 'reject', false, true)).toThrow(
      'Field `t` must be an array of string.',
    )
  })

  it('coerces numbers, strings and booleans', () => {
    expect(coerceScalar('f', 'int32', '2020', 'coerce_or_reject', false, false)).toBe(2020)
    expect(coerceScalar('f', 'int64', 3.9, 'coerce_or_reject', false, false)).toBe(3)
    expect(coerceScalar('f', 'string', 12.5, 'coerce_or_reject', false, false)).toBe('12.5')
    expect(coerceScalar('f', 'bool', 'TRUE', 'coerce_or_reject', false, false)).toBe(true)
    expect(coerceScalar('f', 'bool', 0, 'coerce_or_reject', false, false)).toBe(false)
  })

  it('drops uncoercible optional values under coerce_or_drop and drop', () => {
    expect(coerceScalar('f', 'int32', 'x', 'coerce_or_drop', true, false)).toBe(DROP)
    expect(coerceScalar('f', 'int32', 1.5, 'drop', true, false)).toBe(DROP)
    expect(() => coerceScalar('f', 'int32', 'x', 'coerce_or_drop', false, false)).toThrow()
    expect(() => coerceScalar('f', 'int32', '9999999999', 'coerce_or_reject', false, false)).toThrow(
      'Field `f` exceeds maximum value of int32.',
    )
  })
})
