import { describe, expect, it } from 'vitest'
import { onceEach, pushAnalyticsEvent } from './data-layer.ts'
import {
  type AnalyticsEvent,
  addToCompare,
  addToWishlist,
  beginCheckout,
  calculatorUsed,
  financeCalculatorInteraction,
  financeStep,
  generateLead,
  purchase,
  revealPhone,
  searchRefined,
  selectItem,
  selectMedia,
  share,
  vehicleItem,
  viewItem,
  viewItemList,
} from './events.ts'

const hilux = {
  id: 'car-1',
  make: 'Toyota',
  model: 'Hilux',
  year: 2021,
  price: 45990,
  dealer: 'Southern Cross Motors',
  location: 'Southern Cross Motors Sales',
}
const item = vehicleItem(hilux)
const list = { id: 'search', name: 'Search results' }

describe('vehicle items ("id, make, model, year, price, dealer, location")', () => {
  it("carries the car in GA4's item parameters and by name", () => {
    expect(item).toEqual({
      item_id: 'car-1',
      item_name: '2021 Toyota Hilux',
      item_brand: 'Toyota',
      item_category: 'Hilux',
      item_category2: '2021',
      affiliation: 'Southern Cross Motors',
      location_id: 'Southern Cross Motors Sales',
      price: 45990,
      quantity: 1,
      make: 'Toyota',
      model: 'Hilux',
      year: 2021,
      dealer: 'Southern Cross Motors',
      location: 'Southern Cross Motors Sales',
    })
  })

  it('leaves out a price the dealer does not show (0 or none) and a missing location', () => {
    const unpriced = vehicleItem({ ...hilux, price: 0, location: null })
    expect(unpriced).not.toHaveProperty('price')
    expect(unpriced).not.toHaveProperty('location_id')
    expect(viewItem(unpriced)).toMatchObject({ ecommerce: { value: 0, currency: 'AUD' } })
  })
})

describe('the catalogue: each interaction as its GA4 event', () => {
  const cases: [string, AnalyticsEvent, Record<string, unknown>][] = [
    [
      'a vehicle page',
      viewItem(item),
      { event: 'view_item', ecommerce: { currency: 'AUD', value: 45990, items: [item] } },
    ],
    [
      'a results page',
      viewItemList(list, [item, vehicleItem({ ...hilux, id: 'car-2' })]),
      {
        event: 'view_item_list',
        ecommerce: {
          item_list_id: 'search',
          item_list_name: 'Search results',
          items: [{ index: 0 }, { index: 1, item_id: 'car-2' }],
        },
      },
    ],
    [
      'a card chosen',
      selectItem(list, item, 4),
      { event: 'select_item', ecommerce: { items: [{ item_id: 'car-1', index: 4 }] } },
    ],
    [
      'a favourite',
      addToWishlist('favourites', item),
      { event: 'add_to_wishlist', list: 'favourites', ecommerce: { value: 45990 } },
    ],
    ['a watchlist save', addToWishlist('watchlist', item), { event: 'add_to_wishlist', list: 'watchlist' }],
    ['compare', addToCompare(item), { event: 'add_to_compare', ecommerce: { items: [item] } }],
    [
      'share',
      share('facebook', 'car-1'),
      { event: 'share', method: 'facebook', content_type: 'vehicle', item_id: 'car-1' },
    ],
    [
      'the gallery',
      selectMedia('gallery', 'car-1'),
      { event: 'select_content', content_type: 'gallery', content_id: 'car-1' },
    ],
    [
      'a search refinement',
      searchRefined('hilux', { make: 'Toyota' }),
      { event: 'search', search_term: 'hilux', filters: { make: 'Toyota' } },
    ],
    [
      'an enquiry about a car',
      generateLead('enquiry', item),
      {
        event: 'generate_lead',
        lead_source: 'enquiry',
        currency: 'AUD',
        value: 45990,
        ecommerce: { items: [item] },
      },
    ],
    [
      'a test drive with no car',
      generateLead('test_drive'),
      { event: 'generate_lead', lead_source: 'test_drive' },
    ],
    ['a phone reveal', revealPhone(item), { event: 'reveal_phone', ecommerce: { items: [item] } }],
    [
      'reserve',
      beginCheckout('reserve', item),
      { event: 'begin_checkout', checkout_type: 'reserve', ecommerce: { value: 45990 } },
    ],
    [
      'a paid deposit',
      purchase('res-9', 500, { id: 'car-1', title: '2021 Toyota Hilux SR5' }),
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: 'res-9',
          value: 500,
          currency: 'AUD',
          items: [{ item_id: 'car-1', item_name: '2021 Toyota Hilux SR5', price: 500, quantity: 1 }],
        },
      },
    ],
    [
      'a finance step',
      financeStep(2, 'Your details'),
      { event: 'finance_step', step: 2, step_name: 'Your details' },
    ],
    [
      'the finance calculator',
      financeCalculatorInteraction('car-1'),
      { event: 'finance_calculator_interaction', car_id: 'car-1' },
    ],
    [
      'the fuel calculator',
      calculatorUsed('fuel', 'car-1'),
      { event: 'use_calculator', calculator: 'fuel', car_id: 'car-1' },
    ],
  ]
  it.each(cases)('%s', (_name, event, expected) => {
    expect(event).toMatchObject(expected)
  })
})

describe('the data layer', () => {
  it('clears the previous e-commerce object before an e-commerce event, as Tag Manager asks', () => {
    const layer: object[] = []
    pushAnalyticsEvent(layer, viewItem(item))
    pushAnalyticsEvent(layer, share('copy_link', 'car-1'))
    expect(layer).toEqual([{ ecommerce: null }, viewItem(item), share('copy_link', 'car-1')])
  })

  it('each interaction pushes its event once, however often it happens', () => {
    const layer: object[] = []
    const first = onceEach()
    for (let change = 0; change < 3; change++) {
      if (first('finance:car-1')) pushAnalyticsEvent(layer, financeCalculatorInteraction('car-1'))
      if (first('view:car-1')) pushAnalyticsEvent(layer, viewItem(item))
    }
    if (first('finance:car-2')) pushAnalyticsEvent(layer, financeCalculatorInteraction('car-2'))
    expect(layer.filter((entry) => 'event' in entry).map((entry) => (entry as AnalyticsEvent).event)).toEqual(
      ['finance_calculator_interaction', 'view_item', 'finance_calculator_interaction'],
    )
  })
})
