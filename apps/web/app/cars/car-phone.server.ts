import type { Site } from '@forecourt/content/sites'
import { vehiclePagePhone } from '@forecourt/domain/phones/priority'
import type { VehicleDetail } from '@forecourt/search/vehicle-detail'

/** What a car's phone number follows from: its dealer, its type and its location. */
export interface CarPhoneFacts {
  dealershipSlug: string
  carType: string | null | undefined
  locationId: string | null | undefined
  locationPhone: string | null | undefined
}

/**
 * The number the vehicle page offers for a car (spec: "override, then by car type, new, used, then the
 * location phone"), as the page's phone block and the reveal that hands it out both need it.
 */
export function carPagePhone(site: Site, car: CarPhoneFacts): string | null {
  const dealerPhones =
    site.kind === 'dealer'
      ? site.content.phones
      : (site.content.dealers.find((dealer) => dealer.slug === car.dealershipSlug)?.phones ?? null)
  const location = site.content.locations.find(
    (candidate) => candidate.dealershipSlug === car.dealershipSlug && candidate.id === car.locationId,
  )
  return vehiclePagePhone({
    dealerPhones,
    carType: car.carType,
    locationPhone: car.locationPhone ?? location?.contact?.phone ?? null,
  })
}

/** The number for a car as the stock index details it. */
export function carDetailPhone(
  site: Site,
  car: Pick<VehicleDetail, 'dealership_slug' | 'car_type' | 'location_id' | 'location_phone'>,
): string | null {
  return carPagePhone(site, {
    dealershipSlug: car.dealership_slug,
    carType: car.car_type,
    locationId: car.location_id,
    locationPhone: car.location_phone,
  })
}
