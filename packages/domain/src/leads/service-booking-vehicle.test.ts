import { describe, expect, it } from 'vitest'
import {
  INVALID_REGO_MESSAGE,
  normaliseRego,
  OTHER_MAKE,
  regoError,
  serviceMakeOptions,
  VEHICLE_YEAR_FORMAT_MESSAGE,
  vehicleYearError,
  vehicleYearRange,
} from './service-booking-vehicle.ts'

describe('service booking vehicle ("Vehicle Make, Vehicle Model, Vehicle Year, Vehicle Rego")', () => {
  it("offers the dealer's makes, each once and in its order, then 'Other'", () => {
    expect(serviceMakeOptions(['Isuzu', ' Hino ', 'isuzu', '', null, 'Other', 'Fuso'])).toEqual([
      'Isuzu',
      'Hino',
      'Fuso',
      OTHER_MAKE,
    ])
    expect(serviceMakeOptions(null)).toEqual(['Other'])
  })

  it('takes a 4-digit Vehicle Year from 1950 to next year', () => {
    expect(vehicleYearRange(2025)).toEqual({ earliest: 1950, latest: 2026 })
    expect(vehicleYearError('2019', { currentYear: 2025 })).toBeNull()
    expect(vehicleYearError(' 1950 ', { currentYear: 2025 })).toBeNull()
    expect(vehicleYearError('2026', { currentYear: 2025 })).toBeNull()
    expect(vehicleYearError('2027', { currentYear: 2025 })).toBe('Please enter a year from 1950 to 2026.')
    expect(vehicleYearError('1949', { currentYear: 2025 })).toBe('Please enter a year from 1950 to 2026.')
    expect(vehicleYearError('19', { currentYear: 2025 })).toBe(VEHICLE_YEAR_FORMAT_MESSAGE)
    expect(vehicleYearError('2O19', { currentYear: 2025 })).toBe(VEHICLE_YEAR_FORMAT_MESSAGE)
    expect(vehicleYearError('', { currentYear: 2025 })).toBe('This is a required field.')
  })

  it('requires the Vehicle Rego, 1 to 9 letters and digits, stored upper-case without spaces', () => {
    expect(normaliseRego('abc 123')).toBe('ABC123')
    expect(normaliseRego(' 1ab-2cd ')).toBe('1AB2CD')
    expect(regoError('abc 123')).toBeNull()
    expect(regoError('A')).toBeNull()
    expect(regoError('MYRIDE123')).toBeNull()
    expect(regoError('MYRIDE1234')).toBe(INVALID_REGO_MESSAGE)
    expect(regoError('ABC*12')).toBe(INVALID_REGO_MESSAGE)
    expect(regoError('  ')).toBe('This is a required field.')
    expect(regoError(undefined)).toBe('This is a required field.')
  })
})
