import { describe, expect, it } from 'vitest'
import { formatFloat } from './format-float.ts'

describe('formatFloat', () => {
  it.each([
    [1.5, '1.5'],
    [12345.67, '12345.7'],
    [1234567, '1.23457e+06'],
    [0.0001, '0.0001'],
    [0.00001234, '1.234e-05'],
    [-2.25, '-2.25'],
    [100, '100'],
    [0, '0'],
  ])('%d -> %s', (value, expected) => {
    expect(formatFloat(value)).toBe(expected)
  })
})
