import type { DemoDealer, DemoLocation } from '../tenants.ts'
import { dealerId, locationId } from '../tenants.ts'
import type { ContentDocument } from './content-document.ts'
import { reference, slugOf } from './content-document.ts'

/** Makes handled at a location when not all of the dealer's makes; a used yard lists none. */
const locationManufacturers: Record<string, string[]> = {
  'outback-trucks-wingfield': ['Isuzu', 'Hino', 'Fuso', 'Volvo'],
  'outback-caravans-gepps-cross': ['Jayco', 'Kedron', 'Lotus Caravans'],
  'southern-cross-motors-used-car-yard': [],
}

/** Repairer licences exist in some states only (NSW MVRL, WA MRB); QLD and SA have none. */
const repairerNumbers: Record<string, string> = {
  'harbourside-volkswagen-service': 'MVRL 45123',
  'coastline-motorcycles-fremantle': 'MRB 6012',
}

const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const

function openingHours(location: DemoLocation) {
  return weekOrder.map((weekday) => {
    const hours =
      weekday === 0
        ? location.hours.sunday
        : weekday === 6
          ? location.hours.saturday
          : location.hours.weekdays
    const entry = { _type: 'openingHour', _key: `weekday-${weekday}`, weekday }
    return hours
      ? { ...entry, status: 'Open', open: hours[0], close: hours[1] }
      : { ...entry, status: 'Closed' }
  })
}

/** Holiday hours are published for this many Christmases from the demo's year, so the demo keeps some ahead. */
const HOLIDAY_YEARS = 5

/**
 * Each Christmas from 2026: short hours on Christmas Eve, closed on Christmas Day, and on Boxing Day sales
 * yards open late morning while workshops and parts counters stay shut.
 */
function specialHours(location: DemoLocation) {
  const day = (date: string, label: string, hours: [string, string] | null) => ({
    _type: 'specialHours',
    _key: `date-${date}`,
    date,
    label,
    ...(hours ? { status: 'Open', startHour: hours[0], endHour: hours[1] } : { status: 'Closed' }),
  })
  return Array.from({ length: HOLIDAY_YEARS }, (_, index) => 2026 + index).flatMap((year) => [
    day(`${year}-12-24`, 'Christmas Eve', [location.hours.weekdays[0], '14:00']),
    day(`${year}-12-25`, 'Christmas Day', null),
    day(
      `${year}-12-26`,
      'Boxing Day',
      location.type === 'sales' && location.hours.saturday ? ['10:00', '14:00'] : null,
    ),
  ])
}

function emailFor(dealer: DemoDealer, location: DemoLocation) {
  const domain = (dealer.domains[0] ?? `${dealer.slug}.com.au`).replace(/^www\./, '')
  const mailbox = location.subtype === 'buying' ? 'usedcars' : (location.type ?? 'info')
  return `${mailbox}@${domain}`
}

function directionsUrl(location: DemoLocation) {
  const query = `${location.name}, ${location.street}, ${location.city} ${location.state} ${location.postcode}`
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
}

export function locationDocument(dealer: DemoDealer, location: DemoLocation): ContentDocument {
  const manufacturers = locationManufacturers[location.slug] ?? dealer.makes
  const repairer = repairerNumbers[location.slug]
  return {
    _id: locationId(location.slug),
    _type: 'location',
    name: location.name,
    slug: slugOf(location.slug),
    dealer: reference(dealerId(dealer.slug)),
    ...(location.type ? { locationType: location.type } : {}),
    ...(location.subtype ? { locationSubtype: location.subtype } : {}),
    primary: location.primary,
    visible: true,
    ...(location.hiddenOnCarPage ? { hiddenOnCarPage: true } : {}),
    ...(manufacturers.length > 0 ? { manufacturers } : {}),
    ...(location.type === 'sales' ? { dealerLicenceNumber: dealer.dealerLicenceNumber } : {}),
    ...(repairer ? { motorVehicleRepairerNumber: repairer } : {}),
    timeZone: location.timeZone,
    address: {
      _type: 'address',
      street: location.street,
      city: location.city,
      state: location.state,
      postcode: location.postcode,
      geo: { _type: 'geopoint', lat: location.lat, lng: location.lng },
      placeUrl: directionsUrl(location),
    },
    contact: { _type: 'contactDetail', phone: location.phone, email: emailFor(dealer, location) },
    openingHours: openingHours(location),
    specialHours: specialHours(location),
    reviews: { _type: 'reviewSummary', ...location.reviews },
  }
}
