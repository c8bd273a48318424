/**
 * The analytics event catalogue (issue 34): every interaction the site reports, in Google Analytics 4's
 * recommended-event form where GA4 has one (view_item, view_item_list, select_item, add_to_wishlist,
 * generate_lead, begin_checkout, purchase, search, share, select_content), and a few custom events where it
 * has none (add_to_compare, reveal_phone, finance_step, the calculators). Each builder returns the object
 * pushed onto `window.dataLayer`; a dealer's Google Tag Manager container or GA4 tag reads it from there
 * (docs/decisions/057-analytics-data-layer-and-tag.md).
 */

/** Every price on the platform is in Australian dollars. */
export const ANALYTICS_CURRENCY = 'AUD'

/** What a vehicle item is built from: a car as the results card and the vehicle page know it. */
export interface AnalyticsVehicle {
  id: string
  make: string
  model: string
  year: number
  /** Dollars; null or 0 where the dealer shows no price. */
  price: number | null
  /** The dealership that lists the car. */
  dealer: string
  /** The dealership location (yard) the car is at. */
  location: string | null
}

/**
 * A GA4 item. GA4's own parameters carry the vehicle (item_brand the make, item_category the model,
 * item_category2 the year, affiliation the dealer, location_id its location), so the standard e-commerce
 * reports read them; make, model, year, dealer and location repeat them by name for a dealer's own tags.
 */
export interface AnalyticsItem {
  item_id: string
  item_name: string
  item_brand: string
  item_category: string
  item_category2: string
  affiliation: string
  location_id?: string
  price?: number
  quantity: 1
  index?: number
  make: string
  model: string
  year: number
  dealer: string
  location?: string
}

export function vehicleItem(vehicle: AnalyticsVehicle, index?: number): AnalyticsItem {
  return {
    item_id: vehicle.id,
    item_name: `${vehicle.year} ${vehicle.make} ${vehicle.model}`,
    item_brand: vehicle.make,
    item_category: vehicle.model,
    item_category2: String(vehicle.year),
    affiliation: vehicle.dealer,
    ...(vehicle.location ? { location_id: vehicle.location } : {}),
    ...(priced(vehicle.price) ? { price: vehicle.price } : {}),
    quantity: 1,
    ...(index === undefined ? {} : { index }),
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year,
    dealer: vehicle.dealer,
    ...(vehicle.location ? { location: vehicle.location } : {}),
  }
}

const priced = (price: number | null): price is number => typeof price === 'number' && price > 0

/** The value of a set of items: the sum of their prices (GA4 wants `value` with `currency`). */
const totalPrice = (items: readonly (AnalyticsItem | PaidItem)[]) =>
  items.reduce((sum, item) => sum + (item.price ?? 0), 0)

/** What was paid for: a reserved car, as the reservation names it (its deposit is the price). */
export interface PaidItem {
  item_id: string
  item_name: string
  price: number
  quantity: 1
}

interface Ecommerce {
  currency?: typeof ANALYTICS_CURRENCY
  value?: number
  item_list_id?: string
  item_list_name?: string
  transaction_id?: string
  items: (AnalyticsItem | PaidItem)[]
}

/** Where a list of cars is shown: the results pages, similar cars, compare, favourites. */
export interface ItemList {
  id: string
  name: string
}

/** The lead forms whose sending is a GA4 `generate_lead`. */
export const leadSources = [
  'enquiry',
  'test_drive',
  'finance',
  'service',
  'trade_in',
  'contact',
  'request_photos',
  'history_report',
] as const
export type LeadSource = (typeof leadSources)[number]

/** The gallery's views and the vehicle page's media, reported as GA4 `select_content`. */
export type MediaContent = 'gallery' | 'spin' | 'interior' | 'video'

export type ShareMethod = 'facebook' | 'x' | 'email' | 'sms' | 'whatsapp' | 'copy_link' | 'native'

export type SavedList = 'favourites' | 'watchlist'

export type Calculator = 'finance' | 'fuel' | 'delivery'

export type AnalyticsEvent =
  | { event: 'view_item'; ecommerce: Ecommerce }
  | { event: 'view_item_list'; ecommerce: Ecommerce }
  | { event: 'select_item'; ecommerce: Ecommerce }
  | { event: 'add_to_wishlist'; list: SavedList; ecommerce: Ecommerce }
  | { event: 'add_to_compare'; ecommerce: Ecommerce }
  | { event: 'share'; method: ShareMethod; content_type: 'vehicle'; item_id: string }
  | { event: 'select_content'; content_type: MediaContent; content_id: string }
  | { event: 'search'; search_term: string; filters: Record<string, string> }
  | {
      event: 'generate_lead'
      lead_source: LeadSource
      currency?: typeof ANALYTICS_CURRENCY
      value?: number
      ecommerce?: Ecommerce
    }
  | { event: 'reveal_phone'; ecommerce: Ecommerce }
  | { event: 'begin_checkout'; checkout_type: 'reserve' | 'buy_online'; ecommerce: Ecommerce }
  | { event: 'purchase'; ecommerce: Ecommerce }
  | { event: 'finance_step'; step: number; step_name: string }
  | { event: 'finance_calculator_interaction'; car_id: string }
  | { event: 'use_calculator'; calculator: Exclude<Calculator, 'finance'>; car_id: string }

export type AnalyticsEventName = AnalyticsEvent['event']

const withValue = (items: AnalyticsItem[]): Ecommerce => ({
  currency: ANALYTICS_CURRENCY,
  value: totalPrice(items),
  items,
})

/** A vehicle page is opened. */
export const viewItem = (item: AnalyticsItem): AnalyticsEvent => ({
  event: 'view_item',
  ecommerce: withValue([item]),
})

/** A list of cars is shown (a results page, similar cars): its items numbered from 0 as shown. */
export const viewItemList = (list: ItemList, items: readonly AnalyticsItem[]): AnalyticsEvent => ({
  event: 'view_item_list',
  ecommerce: {
    item_list_id: list.id,
    item_list_name: list.name,
    items: items.map((item, index) => ({ ...item, index })),
  },
})

/** A car is chosen from a list: `index` is its place in the list. */
export const selectItem = (list: ItemList, item: AnalyticsItem, index: number): AnalyticsEvent => ({
  event: 'select_item',
  ecommerce: { item_list_id: list.id, item_list_name: list.name, items: [{ ...item, index }] },
})

/** A car is saved to the browser's favourites or the shopper's watchlist. */
export const addToWishlist = (list: SavedList, item: AnalyticsItem): AnalyticsEvent => ({
  event: 'add_to_wishlist',
  list,
  ecommerce: withValue([item]),
})

export const addToCompare = (item: AnalyticsItem): AnalyticsEvent => ({
  event: 'add_to_compare',
  ecommerce: { items: [item] },
})

export const share = (method: ShareMethod, carId: string): AnalyticsEvent => ({
  event: 'share',
  method,
  content_type: 'vehicle',
  item_id: carId,
})

/** The gallery is opened, or its spin, interior or video view chosen. */
export const selectMedia = (content: MediaContent, carId: string): AnalyticsEvent => ({
  event: 'select_content',
  content_type: content,
  content_id: carId,
})

/**
 * The shopper refines a search: the words and the filters as the page's address carries them. GA4's
 * `search_term` is the words (empty when only filters changed).
 */
export const searchRefined = (searchTerm: string, filters: Record<string, string>): AnalyticsEvent => ({
  event: 'search',
  search_term: searchTerm,
  filters,
})

/** A lead form is sent; about a car, the car is the item and its price the value. */
export const generateLead = (source: LeadSource, item?: AnalyticsItem | null): AnalyticsEvent =>
  item
    ? {
        event: 'generate_lead',
        lead_source: source,
        currency: ANALYTICS_CURRENCY,
        value: item.price ?? 0,
        ecommerce: { items: [item] },
      }
    : { event: 'generate_lead', lead_source: source }

/** Spec: the masked number is "shown in full and a tracking call is made" when clicked. */
export const revealPhone = (item: AnalyticsItem): AnalyticsEvent => ({
  event: 'reveal_phone',
  ecommerce: { items: [item] },
})

/** The shopper starts to reserve the car with a deposit, or to buy it online. */
export const beginCheckout = (kind: 'reserve' | 'buy_online', item: AnalyticsItem): AnalyticsEvent => ({
  event: 'begin_checkout',
  checkout_type: kind,
  ecommerce: withValue([item]),
})

/**
 * A deposit is paid: the value is what was paid, not the car's price. GA4 counts one purchase per
 * transaction id, so showing the paid reservation again does not count it twice.
 */
export const purchase = (
  transactionId: string,
  paidDollars: number,
  car: { id: string; title: string },
): AnalyticsEvent => ({
  event: 'purchase',
  ecommerce: {
    transaction_id: transactionId,
    currency: ANALYTICS_CURRENCY,
    value: paidDollars,
    items: [{ item_id: car.id, item_name: car.title, price: paidDollars, quantity: 1 }],
  },
})

/** A step of the finance journey is reached (1 is the first). */
export const financeStep = (step: number, stepName: string): AnalyticsEvent => ({
  event: 'finance_step',
  step,
  step_name: stepName,
})

/** Spec: "Finance calculator. The first change fires one analytics event." */
export const financeCalculatorInteraction = (carId: string): AnalyticsEvent => ({
  event: 'finance_calculator_interaction',
  car_id: carId,
})

/** The fuel or delivery calculator is used: once per vehicle page, like the finance calculator. */
export const calculatorUsed = (calculator: 'fuel' | 'delivery', carId: string): AnalyticsEvent => ({
  event: 'use_calculator',
  calculator,
  car_id: carId,
})
