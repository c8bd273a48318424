import { describe, expect, it } from 'vitest'
import { createRandom } from '../random.ts'
import { modelYearCode, randomVin, vinCheckDigit } from './vin.ts'

describe('VINs', () => {
  it('computes the check digit of the standard worked example', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X')
    expect(vinCheckDigit('11111111111111111')).toBe('1')
  })

  it('codes model years on the 30-year cycle', () => {
    expect(modelYearCode(2001)).toBe('1')
    expect(modelYearCode(2010)).toBe('A')
    expect(modelYearCode(2018)).toBe('J')
    expect(modelYearCode(2026)).toBe('T')
  })

  it('draws VINs with the make’s manufacturer code, the year code and a valid check digit', () => {
    const random = createRandom(7)
    const vin = randomVin(random, 'Toyota', 'car', 2024)
    expect(vin).toMatch(/^JTM[A-HJ-NPR-Z0-9]{14}$/)
    expect(vin[9]).toBe('R')
    expect(vin[8]).toBe(vinCheckDigit(vin))
    expect(randomVin(random, 'Honda', 'motorcycle', 2024).slice(0, 3)).toBe('JH2')
  })
})
