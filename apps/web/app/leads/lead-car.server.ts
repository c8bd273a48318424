import type { Site } from '@forecourt/content/sites'
import { type VehicleDocument, vehiclesCollection } from '@forecourt/search/collections/vehicles'
import { and, anyOf, equals } from '@forecourt/search/filter-expression'
import { writeFilter } from '@forecourt/search/filter-writer'
import { serverLogger } from '~server/logger'
import type { AppServices } from '~server/services'

/** The car a lead is about, as the server read it from the site's own stock (never from the form). */
export interface LeadCar {
  id: string
  slug: string | null
  title: string
  stockNumber: string
  make: string
  model: string
  year: number
  carType: string
  status: string
  tag: string | null
  price: number
  reserved: boolean
  locationId: string
  locationName: string
  /** The location's own number in the feed, if any (the vehicle page's phone falls back on it). */
  locationPhone: string | null
  dealershipId: string
  dealershipSlug: string
  dealershipName: string
  imageUrl: string | null
  vin: string | null
  km: number | null
  /** The lender the stock feed quotes the car with, and its rate (the embedded finance quote's start). */
  financeProvider: string | null
  financeInterestRate: number | null
}

const fields = [
  'id',
  'slug',
  'name',
  'stocknum',
  'make',
  'model',
  'year',
  'car_type',
  'status',
  'tag',
  'price',
  'reserved',
  'location_id',
  'location_name',
  'location_phone',
  'dealership_id',
  'dealership_slug',
  'dealership_name',
  'primary_image_url',
  'vin',
  'km',
  'finance_provider',
  'finance_interest_rate',
] as const

const CAR_ID = /^[A-Za-z0-9_-]{1,64}$/

/** The lead's view of a stock document (one the site's own stock filter returned). */
export function toLeadCar(car: Pick<VehicleDocument, (typeof fields)[number]>): LeadCar {
  return {
    id: car.id,
    slug: car.slug ?? null,
    title: car.name,
    stockNumber: car.stocknum,
    make: car.make,
    model: car.model,
    year: car.year,
    carType: car.car_type,
    status: car.status,
    tag: car.tag ?? null,
    price: car.price,
    reserved: car.reserved,
    locationId: car.location_id,
    locationName: car.location_name,
    locationPhone: car.location_phone ?? null,
    dealershipId: car.dealership_id,
    dealershipSlug: car.dealership_slug,
    dealershipName: car.dealership_name,
    imageUrl: car.primary_image_url ?? null,
    vin: car.vin ?? null,
    km: car.km ?? null,
    financeProvider: car.finance_provider ?? null,
    financeInterestRate: car.finance_interest_rate ?? null,
  }
}

/**
 * The car `carId` names if this site lists it, else null (also when the id is malformed). Throws when the
 * search service is down, so the caller decides whether the form can go on without the car.
 */
export async function findSiteCar(
  { search, siteStock }: Pick<AppServices, 'search' | 'siteStock'>,
  site: Site,
  carId: string | null | undefined,
): Promise<LeadCar | null> {
  if (!carId || !CAR_ID.test(carId)) return null
  const response = await search.client
    .collections<VehicleDocument>(vehiclesCollection.name)
    .documents()
    .search({
      q: '*',
      filter_by: writeFilter(and(siteStock.access(site).filter, equals('id', carId))),
      include_fields: fields.join(','),
      per_page: 1,
    })
  const car = response.hits?.[0]?.document
  return car ? toLeadCar(car) : null
}

/** The cars of `carIds` that this site lists (malformed ids are skipped), keyed by id. */
export async function findSiteCars(
  { search, siteStock }: Pick<AppServices, 'search' | 'siteStock'>,
  site: Site,
  carIds: readonly string[],
): Promise<Map<string, LeadCar>> {
  const ids = carIds.filter((id) => CAR_ID.test(id))
  if (ids.length === 0) return new Map()
  const response = await search.client
    .collections<VehicleDocument>(vehiclesCollection.name)
    .documents()
    .search({
      q: '*',
      filter_by: writeFilter(and(siteStock.access(site).filter, anyOf('id', ids))),
      include_fields: fields.join(','),
      per_page: Math.min(250, ids.length),
    })
  return new Map((response.hits ?? []).map((hit) => [hit.document.id, toLeadCar(hit.document)]))
}

/** The car, or null when the search service cannot say: a lead about it must still go through. */
export async function findSiteCarOrNull(
  services: Pick<AppServices, 'search' | 'siteStock'>,
  site: Site,
  carId: string | null | undefined,
): Promise<LeadCar | null> {
  try {
    return await findSiteCar(services, site, carId)
  } catch (error) {
    serverLogger().error({ err: error }, 'Car lookup for a lead failed')
    return null
  }
}
