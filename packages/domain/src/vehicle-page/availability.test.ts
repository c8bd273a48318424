import { describe, expect, it } from 'vitest'
import {
  carPageActions,
  DEFAULT_RESERVE_PRICE_LABEL,
  departedNotice,
  FIND_SIMILAR_LABEL,
  locatedAtBar,
  reservePriceLabel,
  soldNotice,
  vehicleNoun,
} from './availability.ts'

const allFeatures = { reserve: true, onlinePurchase: true, tradeIn: true }
const car = { status: 'in_stock', reserved: false, price: 32_990, tag: null }

describe('SOLD notice', () => {
  it("\"'Unfortunately this {vehicle} recently sold.' and 'But don't worry, we can help you find a similar {vehicle}!'\"", () => {
    expect(soldNotice('car')).toEqual({
      heading: 'Unfortunately this car recently sold.',
      text: "But don't worry, we can help you find a similar car!",
    })
    expect(soldNotice(vehicleNoun('motorcycle')).heading).toBe('Unfortunately this motorcycle recently sold.')
    expect(vehicleNoun(undefined)).toBe('car')
  })
})

describe('departed car notice', () => {
  it('"This {vehicle} is no longer available", then the SOLD notice\'s offer of a similar one', () => {
    expect(departedNotice('2021 Toyota HiLux SR5', 'car')).toEqual({
      heading: 'This 2021 Toyota HiLux SR5 is no longer available',
      text: "But don't worry, we can help you find a similar car!",
    })
    expect(departedNotice('2019 Honda CB500X', vehicleNoun('motorcycle')).text).toBe(
      "But don't worry, we can help you find a similar motorcycle!",
    )
  })
})

describe('eligibility for reserve, online purchase and trade-in', () => {
  // "a car is eligible only if it is in stock, not sold, not reserved and priced above 200"
  it('offers reserve, online purchase and trade-in only to an eligible car', () => {
    const none = { reserve: false, onlinePurchase: false, tradeIn: false }
    expect(carPageActions({ ...car, status: 'coming_soon' }, allFeatures)).toMatchObject(none)
    expect(carPageActions({ ...car, reserved: true }, allFeatures)).toMatchObject(none)
    expect(carPageActions({ ...car, price: 200 }, allFeatures)).toMatchObject(none)
    expect(carPageActions({ ...car, price: 201 }, allFeatures)).toMatchObject({
      reserve: true,
      onlinePurchase: true,
      tradeIn: true,
    })
  })

  it('"The reserve, online purchase and trade-in buttons show only when the car is eligible"', () => {
    expect(carPageActions(car, allFeatures)).toEqual({
      findSimilar: false,
      reserve: true,
      onlinePurchase: true,
      tradeIn: true,
      testDriveOrFinance: 'finance',
    })
  })

  it('also needs the dealer feature', () => {
    expect(carPageActions(car, { reserve: false, onlinePurchase: true, tradeIn: false })).toMatchObject({
      reserve: false,
      onlinePurchase: true,
      tradeIn: false,
    })
  })

  it('"sold shows a \'Find Me Something Similar\' button instead of the normal buttons"', () => {
    expect(FIND_SIMILAR_LABEL).toBe('Find Me Something Similar')
    expect(carPageActions({ ...car, status: 'sold' }, allFeatures)).toEqual({
      findSimilar: true,
      reserve: false,
      onlinePurchase: false,
      tradeIn: false,
      testDriveOrFinance: null,
    })
    // Forms document section 2: "a 'Find Me Something Similar' button for sold or unavailable cars"
    expect(carPageActions({ ...car, status: 'in_transit' }, allFeatures).findSimilar).toBe(true)
  })

  it('"Test-drive-capable cars show a test-drive button, otherwise a finance button" (tag \'Test Drive Only\')', () => {
    expect(carPageActions({ ...car, tag: 'Test Drive Only' }, allFeatures).testDriveOrFinance).toBe(
      'testDrive',
    )
    expect(carPageActions({ ...car, tag: 'RUNOUT SALE' }, allFeatures).testDriveOrFinance).toBe('finance')
  })
})

describe('reserve price label', () => {
  it('"Default reserve price label $200."', () => {
    expect(DEFAULT_RESERVE_PRICE_LABEL).toBe('$200')
    expect(reservePriceLabel()).toBe('$200')
    expect(reservePriceLabel('  ')).toBe('$200')
    expect(reservePriceLabel('$500')).toBe('$500')
  })
})

describe("'Located at {city}' bar", () => {
  // "An announcement bar 'Located at {city}' with 'Get Directions' appears when the car's city differs
  // from the primary location."
  it('appears when the car is elsewhere', () => {
    expect(locatedAtBar('Parramatta', 'Sydney')).toEqual({
      text: 'Located at Parramatta',
      city: 'Parramatta',
    })
  })
  it('does not appear in the same city, whatever the case', () => {
    expect(locatedAtBar('Sydney', 'sydney ')).toBeNull()
  })
  it('does not appear without both cities', () => {
    expect(locatedAtBar('Parramatta', null)).toBeNull()
    expect(locatedAtBar('', 'Sydney')).toBeNull()
  })
})
