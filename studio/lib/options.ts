import { AUSTRALIAN_STATES } from '@forecourt/domain/australia/states'
import { modelBodies } from '@forecourt/domain/site/model-range'
import { cardButtons } from '@forecourt/domain/site/settings'
import { cardButtonLabels } from '@forecourt/domain/vehicle-card/buttons'
import type { InstantMessageChannel } from '@forecourt/domain/vehicle-page/instant-message'

/**
 * Fixed choices offered by the schema. Values are stored; titles are what editors see. Where the app
 * owns a list (packages/domain), it is derived from there, so Studio never offers a value the site ignores;
 * options.test.ts holds the rest to the domain's rules.
 */

/** The states and territories the app's address forms offer (packages/domain owns the list). */
export const australianStates = AUSTRALIAN_STATES.map(({ code, name }) => ({ title: name, value: code }))

export const australianTimeZones = [
  { title: 'Sydney, Canberra (NSW, ACT)', value: 'Australia/Sydney' },
  { title: 'Melbourne (VIC)', value: 'Australia/Melbourne' },
  { title: 'Brisbane (QLD, no daylight saving)', value: 'Australia/Brisbane' },
  { title: 'Adelaide (SA)', value: 'Australia/Adelaide' },
  { title: 'Perth (WA)', value: 'Australia/Perth' },
  { title: 'Hobart (TAS)', value: 'Australia/Hobart' },
  { title: 'Darwin (NT)', value: 'Australia/Darwin' },
  { title: 'Broken Hill (NSW, South Australian time)', value: 'Australia/Broken_Hill' },
  { title: 'Lord Howe Island', value: 'Australia/Lord_Howe' },
  { title: 'Eucla (WA, central western time)', value: 'Australia/Eucla' },
]

export const weekdays = [
  { title: 'Sunday', value: 0 },
  { title: 'Monday', value: 1 },
  { title: 'Tuesday', value: 2 },
  { title: 'Wednesday', value: 3 },
  { title: 'Thursday', value: 4 },
  { title: 'Friday', value: 5 },
  { title: 'Saturday', value: 6 },
]

export const openStatuses = [
  { title: 'Open', value: 'Open' },
  { title: 'Closed', value: 'Closed' },
]

export const vehicleKinds = [
  { title: 'Cars', value: 'car' },
  { title: 'Motorcycles', value: 'motorcycle' },
  { title: 'Trucks', value: 'truck' },
  { title: 'Caravans', value: 'caravan' },
]

/** A vehicle's condition (the stock feed's `car_type`). */
export const carTypes = [
  { title: 'New', value: 'new' },
  { title: 'Demo', value: 'demo' },
  { title: 'Used', value: 'used' },
]

export const locationTypes = [
  { title: 'Sales', value: 'sales' },
  { title: 'Service', value: 'service' },
  { title: 'Parts', value: 'parts' },
]

export const brandCategories = [
  { title: 'Car brand', value: 'car' },
  { title: 'Motorcycle brand', value: 'motorcycle' },
  { title: 'Truck brand', value: 'truck' },
  { title: 'Group company', value: 'groupCompany' },
]

/** The card buttons a dealer may choose, with the labels the cards show (packages/domain owns both). */
export const cardButtonOptions = cardButtons.map((value) => ({ title: cardButtonLabels[value], value }))

export const menuDropdownTriggers = [
  { title: 'Open on hover', value: 'hover' },
  { title: 'Open on click', value: 'click' },
]

/** The phone bottom bar's Instant Message channels (domain: vehicle-page/instant-message.ts). */
export const instantMessageChannels = [
  { title: 'Text message (SMS)', value: 'sms' },
  { title: 'Messaging link', value: 'link' },
] satisfies { title: string; value: InstantMessageChannel }[]

export const spinModes = [
  { title: '360° spinner', value: 'spinner' },
  { title: 'Photo gallery', value: 'gallery' },
]

/** Lenders whose estimates the stock feed carries (`finance_lenders` keys). */
export const financeProviders = [
  { title: 'YouX', value: 'youx' },
  { title: 'Plenti', value: 'plenti' },
  { title: 'Stratton Finance', value: 'stratton' },
]

/** The title of a stored value, for previews; falls back to the value itself. */
export function titleOf(options: readonly { title: string; value: string | number }[], value: unknown) {
  return (
    options.find((option) => option.value === value)?.title ?? (value == null ? undefined : String(value))
  )
}

export const offerCategories = [
  { title: 'New vehicle offer', value: 'New vehicle offer' },
  { title: 'Used vehicle offer', value: 'Used vehicle offer' },
  { title: 'Finance offer', value: 'Finance offer' },
  { title: 'Service offer', value: 'Service offer' },
]

export const modelStatuses = [
  { title: 'Available', value: 'available' },
  { title: 'Coming soon', value: 'coming_soon' },
]

/** The spec's model bodies (/models?body=SUV, Passenger, Commercial or Camper), in menu order. */
export const modelBodyOptions = modelBodies.map((body) => ({ title: body, value: body }))

export const dynamicDropdownOptions = [
  { title: 'Models in stock', value: 'models' },
  { title: 'Model range mega-menu', value: 'modelRange' },
]

export const mapStyles = [
  { title: 'Embedded map', value: 'embedded' },
  { title: 'Static image', value: 'static' },
]

/** Which locations a page's location block lists (spec: "primary, sales, service, parts, service-and-parts, all, or a location id"). */
export const locationBlockFilters = [
  { title: 'The primary location', value: 'primary' },
  { title: 'Sales locations', value: 'sales' },
  { title: 'Service locations', value: 'service' },
  { title: 'Parts locations', value: 'parts' },
  { title: 'Service and parts locations', value: 'service-and-parts' },
  { title: 'Every location', value: 'all' },
  { title: 'One location (choose below)', value: 'location' },
]
