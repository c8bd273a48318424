import { type AnalyticsItem, vehicleItem } from '@forecourt/domain/analytics/events'
import type { VehicleDocument } from '@forecourt/search/collections/vehicles'
import type { LeadCar } from '~/leads/lead-car.server'

/** A stock document as analytics events carry the car (issue 34): the dealer as the stock feed names it. */
export function vehicleItemOf(
  car: Pick<
    VehicleDocument,
    'id' | 'make' | 'model' | 'year' | 'price' | 'dealership_name' | 'location_name'
  >,
): AnalyticsItem {
  return vehicleItem({
    id: car.id,
    make: car.make,
    model: car.model,
    year: car.year,
    price: car.price,
    dealer: car.dealership_name,
    location: car.location_name || null,
  })
}

/** The car a lead is about, as analytics events carry it. */
export const leadCarItem = (car: LeadCar): AnalyticsItem =>
  vehicleItem({
    id: car.id,
    make: car.make,
    model: car.model,
    year: car.year,
    price: car.price,
    dealer: car.dealershipName,
    location: car.locationName || null,
  })
