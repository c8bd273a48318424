import { describe, expect, it } from 'vitest'
import { cardButtons as allButtons, platformDefaultSettings } from '../site/settings.ts'
import {
  type CardButtonSettings,
  type CardButtonVehicle,
  shortlistButtons,
  vehicleCardButtons,
} from './buttons.ts'

const allOn: CardButtonSettings = {
  cardButtons: [...allButtons],
  features: { ...platformDefaultSettings.features, reserve: true, onlinePurchase: true, finance: true },
}
const car = (overrides: Partial<CardButtonVehicle> = {}): CardButtonVehicle => ({
  status: 'in_stock',
  price: 32_990,
  reserved: false,
  tag: null,
  ...overrides,
})
const labels = (vehicle: CardButtonVehicle, settings: CardButtonSettings) =>
  vehicleCardButtons(vehicle, settings).map((button) => button.label)

describe('vehicle card buttons', () => {
  it('uses the spec\'s labels: "Enquire, Enquire Now, Shop Now, Book a Test Drive, View Details, Get Finance, Reserve Now, Buy Online"', () => {
    expect(labels(car(), allOn)).toEqual([
      'Enquire',
      'Enquire Now',
      'Shop Now',
      'Get Finance',
      'View Details',
      'Reserve Now',
      'Buy Online',
    ])
    expect(labels(car({ tag: 'Test Drive Only' }), allOn)).toContain('Book a Test Drive')
  })

  it("keeps the dealer's order and choice", () => {
    const settings = {
      ...allOn,
      cardButtons: ['viewDetails', 'enquireNow'] as CardButtonSettings['cardButtons'],
    }
    expect(labels(car(), settings)).toEqual(['View Details', 'Enquire Now'])
  })

  it('"A sold car shows ... a Find Me Something Similar button instead of action buttons"', () => {
    expect(vehicleCardButtons(car({ status: 'sold' }), allOn)).toEqual([
      { id: 'findSimilar', label: 'Find Me Something Similar' },
    ])
    expect(labels(car({ status: 'withdrawn' }), allOn)).toEqual(['Find Me Something Similar'])
  })

  it('"The reserve, online purchase and trade-in buttons show only when the car is eligible"', () => {
    const reserveAndBuy: CardButtonSettings = { ...allOn, cardButtons: ['reserveNow', 'buyOnline'] }
    expect(labels(car(), reserveAndBuy)).toEqual(['Reserve Now', 'Buy Online'])
    // "in stock, not sold, not reserved and priced above 200"
    expect(labels(car({ reserved: true }), reserveAndBuy)).toEqual([])
    expect(labels(car({ price: 200 }), reserveAndBuy)).toEqual([])
    expect(labels(car({ status: 'coming_soon' }), reserveAndBuy)).toEqual([])
  })

  it('needs the reserve and online purchase features switched on', () => {
    const settings: CardButtonSettings = {
      cardButtons: ['reserveNow', 'buyOnline'],
      features: { reserve: false, onlinePurchase: true, finance: true },
    }
    expect(labels(car(), settings)).toEqual(['Buy Online'])
  })

  it('"Test-drive-capable cars show a test-drive button, otherwise a finance button", in one place', () => {
    const testDrive: CardButtonSettings = { ...allOn, cardButtons: ['bookTestDrive', 'enquire'] }
    expect(labels(car({ tag: 'Test Drive Only' }), testDrive)).toEqual(['Book a Test Drive', 'Enquire'])
    expect(labels(car(), testDrive)).toEqual(['Get Finance', 'Enquire'])
    const both: CardButtonSettings = { ...allOn, cardButtons: ['enquire', 'getFinance', 'bookTestDrive'] }
    expect(labels(car({ tag: 'test drive only' }), both)).toEqual(['Enquire', 'Book a Test Drive'])
    expect(labels(car(), both)).toEqual(['Enquire', 'Get Finance'])
    const noFinance = { ...both, features: { ...both.features, finance: false } }
    expect(labels(car(), noFinance)).toEqual(['Enquire'])
    expect(labels(car({ tag: 'Test Drive Only' }), noFinance)).toEqual(['Enquire', 'Book a Test Drive'])
  })
})

describe('compare and favourite buttons', () => {
  const enabled = { features: { compare: true, favourites: true }, shortlistRequiresPriceAndPhotos: false }
  const shortlistCar = { status: 'in_stock', price: 32_990, reserved: false, photos_count: 8 }

  it('"show only when site config enables them and the car is purchasable"', () => {
    expect(shortlistButtons(shortlistCar, enabled)).toEqual({ compare: true, favourite: true })
    expect(
      shortlistButtons(shortlistCar, { ...enabled, features: { compare: false, favourites: true } }),
    ).toEqual({
      compare: false,
      favourite: true,
    })
    expect(shortlistButtons({ ...shortlistCar, status: 'sold' }, enabled)).toEqual({
      compare: false,
      favourite: false,
    })
    expect(shortlistButtons({ ...shortlistCar, reserved: true }, enabled).favourite).toBe(false)
  })

  it('"(and for some sites, price above 0 with images)"', () => {
    const strict = { ...enabled, shortlistRequiresPriceAndPhotos: true }
    expect(shortlistButtons(shortlistCar, strict).compare).toBe(true)
    expect(shortlistButtons({ ...shortlistCar, price: 0 }, strict).compare).toBe(false)
    expect(shortlistButtons({ ...shortlistCar, photos_count: 0 }, strict).favourite).toBe(false)
    expect(shortlistButtons({ ...shortlistCar, price: 0, photos_count: 0 }, enabled).favourite).toBe(true)
  })
})
