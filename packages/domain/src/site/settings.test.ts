import { describe, expect, it } from 'vitest'
import { vehicleCardButtons } from '../vehicle-card/buttons.ts'
import { carPageActions } from '../vehicle-page/availability.ts'
import { mergeSiteSettings, platformDefaultSettings, withoutOnlinePayments } from './settings.ts'

describe('mergeSiteSettings', () => {
  it('starts from the spec defaults', () => {
    const settings = mergeSiteSettings()
    // "listing-age threshold of 0 to 14 days depending on the dealer, default 3"
    expect(settings.listingAgeThresholdDays).toBe(3)
    // "minimum rating 4 by default configuration"
    expect(settings.minimumReviewRating).toBe(4)
    // "a 'just arrived' tag when created within 8 days by default (configurable), labelled 'New' by default"
    expect(settings.justArrivedDays).toBe(8)
    expect(settings.justArrivedLabel).toBe('New')
    // "A sold car shows a sold tag ('JUST SOLD' by default)"
    expect(settings.soldTagLabel).toBe('JUST SOLD')
    // "Default is spinner, or gallery for some dealers."
    expect(settings.spinDefaultMode).toBe('spinner')
  })

  it('lets the dealer override the group field by field, inheriting the rest', () => {
    const group = { minimumReviewRating: 3, stickyHeader: true, features: { compare: true } }
    const dealer = { stickyHeader: false, features: { reserve: true } }
    const settings = mergeSiteSettings(group, dealer)
    expect(settings.minimumReviewRating).toBe(3)
    expect(settings.stickyHeader).toBe(false)
    expect(settings.features.compare).toBe(true)
    expect(settings.features.reserve).toBe(true)
    expect(settings.features.finance).toBe(platformDefaultSettings.features.finance)
  })

  it('treats null as inherit, not as a value', () => {
    const settings = mergeSiteSettings({ listingAgeThresholdDays: 7 }, { listingAgeThresholdDays: null })
    expect(settings.listingAgeThresholdDays).toBe(7)
  })

  it('keeps only known card buttons', () => {
    const settings = mergeSiteSettings({ cardButtons: ['shopNow', 'teleport', 'reserveNow'] })
    expect(settings.cardButtons).toEqual(['shopNow', 'reserveNow'])
  })

  it('never mutates the defaults', () => {
    mergeSiteSettings({ features: { garage: true } })
    expect(platformDefaultSettings.features.garage).toBe(false)
  })
})

describe('withoutOnlinePayments', () => {
  // Security issue: "in production the test provider never exists; reserve and buy-online are hidden
  // (buttons not rendered, routes answer 404) ... until a payment provider is configured".
  const dealer = mergeSiteSettings({
    features: { reserve: true, onlinePurchase: true },
    cardButtons: ['reserveNow', 'buyOnline', 'enquire'],
  })
  const car = { status: 'in_stock', price: 35_000, reserved: false, tag: null }

  it('switches reserve and buy online off, whatever the dealer set', () => {
    const served = withoutOnlinePayments(dealer)
    expect(served.features).toEqual({ ...dealer.features, reserve: false, onlinePurchase: false })
    expect(dealer.features.reserve).toBe(true)
  })

  it('leaves no Reserve Now or Buy Online button on a card or a vehicle page', () => {
    const served = withoutOnlinePayments(dealer)
    expect(vehicleCardButtons(car, dealer).map((button) => button.id)).toEqual([
      'reserveNow',
      'buyOnline',
      'enquire',
    ])
    expect(vehicleCardButtons(car, served).map((button) => button.id)).toEqual(['enquire'])
    expect(carPageActions(car, served.features)).toMatchObject({ reserve: false, onlinePurchase: false })
  })
})
