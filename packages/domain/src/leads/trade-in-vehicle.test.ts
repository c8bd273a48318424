import { describe, expect, it } from 'vitest'
import {
  changedTradeInFields,
  INVALID_ODOMETER_MESSAGE,
  INVALID_REGO_MESSAGE,
  invalidYearMessage,
  normaliseRego,
  odometerError,
  parseOdometer,
  REGO_STATE_MESSAGE,
  regoChanged,
  regoError,
  regoStateError,
  storedTradeInVehicle,
  TRADE_IN_CONDITIONS,
  type TradeInVehicle,
  vehicleYearError,
} from './trade-in-vehicle.ts'

const REQUIRED = 'This is a required field.'

const car: TradeInVehicle = {
  rego: 'ABC123',
  state: 'NSW',
  make: 'Toyota',
  model: 'Corolla',
  year: 2018,
  odometer_km: 85000,
  condition: 'Good',
}

describe('the rego ("Rego is optional")', () => {
  it('is kept upper case, without the spaces, dashes and dots typed between its groups', () => {
    expect(normaliseRego(' abc 123 ')).toBe('ABC123')
    expect(normaliseRego('1ab-2cd')).toBe('1AB2CD')
    expect(normaliseRego('XYZ.987')).toBe('XYZ987')
    expect(normaliseRego(undefined)).toBe('')
  })

  it('may be left out, and is letters and numbers only, at most 9', () => {
    expect(regoError('')).toBeNull()
    expect(regoError(null)).toBeNull()
    expect(regoError('abc 123')).toBeNull()
    expect(regoError('ABCDE1234')).toBeNull()
    expect(regoError('ABCDE12345')).toBe(INVALID_REGO_MESSAGE)
    expect(regoError('AB#123')).toBe(INVALID_REGO_MESSAGE)
  })

  it('needs the state that issued it; a state alone is fine', () => {
    expect(regoStateError('ABC123', '')).toBe(REGO_STATE_MESSAGE)
    expect(regoStateError('ABC123', 'NSW')).toBeNull()
    expect(regoStateError('ABC123', 'XX')).toBe('Please choose one of the options.')
    expect(regoStateError('', 'VIC')).toBeNull()
    expect(regoStateError('', '')).toBeNull()
  })
})

describe('the model year', () => {
  it('is required', () => {
    expect(vehicleYearError('', { currentYear: 2026 })).toBe(REQUIRED)
    expect(vehicleYearError('  ', { currentYear: 2026 })).toBe(REQUIRED)
  })

  it('runs from 1900 to next year', () => {
    expect(vehicleYearError('1900', { currentYear: 2026 })).toBeNull()
    expect(vehicleYearError('2027', { currentYear: 2026 })).toBeNull()
    expect(vehicleYearError('2028', { currentYear: 2026 })).toBe(invalidYearMessage(2027))
    expect(vehicleYearError('1899', { currentYear: 2026 })).toBe(invalidYearMessage(2027))
    expect(vehicleYearError('18', { currentYear: 2026 })).toBe(invalidYearMessage(2027))
    expect(vehicleYearError('2018.5', { currentYear: 2026 })).toBe(invalidYearMessage(2027))
    expect(invalidYearMessage(2027)).toBe('Please enter a year from 1900 to 2027.')
  })
})

describe('the odometer', () => {
  it("takes whole kilometres, stripping 'km'/'kms' and thousands separators as the fuel calculator does", () => {
    expect(parseOdometer('85000')).toBe(85000)
    expect(parseOdometer('85,000 km')).toBe(85000)
    expect(parseOdometer('85 000kms')).toBe(85000)
    expect(parseOdometer('0')).toBe(0)
    expect(parseOdometer('999,999')).toBe(999_999)
  })

  it('refuses decimals, negatives, words and anything past 999,999', () => {
    expect(parseOdometer('1,000,000')).toBeNull()
    expect(parseOdometer('85000.5')).toBeNull()
    expect(parseOdometer('-5')).toBeNull()
    expect(parseOdometer('lots')).toBeNull()
    expect(odometerError('lots')).toBe(INVALID_ODOMETER_MESSAGE)
    expect(odometerError('')).toBe(REQUIRED)
    expect(odometerError('120000')).toBeNull()
  })
})

describe('the condition', () => {
  it('is one of Excellent, Good, Fair or Poor', () => {
    expect(TRADE_IN_CONDITIONS).toEqual(['Excellent', 'Good', 'Fair', 'Poor'])
  })
})

describe('a stored trade-in car', () => {
  it('reads back what a step stored', () => {
    expect(storedTradeInVehicle(JSON.parse(JSON.stringify(car)))).toEqual(car)
    expect(storedTradeInVehicle({ ...car, rego: null, state: null })).toEqual({
      ...car,
      rego: null,
      state: null,
    })
    const described = {
      ...car,
      badge: 'Ascent Sport',
      body: 'Hatch',
      transmission: 'Automatic',
      fuel: 'Petrol',
    }
    expect(storedTradeInVehicle(JSON.parse(JSON.stringify(described)))).toEqual(described)
  })

  it('is null when missing or damaged', () => {
    expect(storedTradeInVehicle(undefined)).toBeNull()
    expect(storedTradeInVehicle('car')).toBeNull()
    expect(storedTradeInVehicle({ ...car, year: '2018' })).toBeNull()
    expect(storedTradeInVehicle({ ...car, odometer_km: -1 })).toBeNull()
    expect(storedTradeInVehicle({ ...car, condition: 'Mint' })).toBeNull()
    expect(storedTradeInVehicle({ ...car, make: '' })).toBeNull()
  })
})

describe('"valuation adjustments" when the shopper goes back to the car step', () => {
  it('lists each changed field with its old and new value', () => {
    expect(changedTradeInFields(car, { ...car, odometer_km: 90000, condition: 'Fair' })).toEqual({
      odometer_km: { from: 85000, to: 90000 },
      condition: { from: 'Good', to: 'Fair' },
    })
    expect(changedTradeInFields(car, { ...car, rego: null, state: null })).toEqual({
      rego: { from: 'ABC123', to: null },
      state: { from: 'NSW', to: null },
    })
  })

  it('is empty when nothing changed, retyping the make or model in another case included', () => {
    expect(changedTradeInFields(car, { ...car })).toEqual({})
    expect(changedTradeInFields(car, { ...car, make: 'toyota', model: 'COROLLA' })).toEqual({})
  })

  it('asks for a fresh rego lookup only when the rego or its state changed', () => {
    expect(regoChanged(car, { ...car, odometer_km: 1 })).toBe(false)
    expect(regoChanged(car, { ...car, state: 'VIC' })).toBe(true)
    expect(regoChanged(car, { ...car, rego: 'XYZ987' })).toBe(true)
    expect(regoChanged(null, car)).toBe(true)
  })
})
