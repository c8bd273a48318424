import { type AnalyticsItem, vehicleItem } from '@forecourt/domain/analytics/events'
import type { VehicleDocument } from '@forecourt/search/collections/vehicles'

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
