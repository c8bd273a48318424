import { createRandom, type Random } from '@forecourt/demo-data/random'
import { demoDealers, locationId } from '@forecourt/demo-data/tenants'
import { vehiclesCollection } from '@forecourt/search/collections/vehicles'

/**
 * Coordinates for the near-me request. The vehicles schema has no geopoint field yet (the product adds
 * one for issue 20), so the benchmark adds `location_geo` to its own copy of the schema. Each car sits at
 * its location's coordinates moved by up to 0.3 degrees (about 30 km), a fixed jitter that spreads 100,000
 * cars over the area a platform of many yards around each demo city would cover, instead of ten points.
 */

export const GEO_FIELD = 'location_geo'
const GEO_SEED = 20_2026
const JITTER_DEGREES = 0.3

export const benchVehiclesCollection = {
  ...vehiclesCollection,
  fields: [...vehiclesCollection.fields, { name: GEO_FIELD, type: 'geopoint' }],
} as const

const locations = new Map(
  demoDealers.flatMap((dealer) =>
    dealer.locations.map((location) => [locationId(location.slug), [location.lat, location.lng]] as const),
  ),
)
const yardPoints = [...locations.values()]

/** Adds `location_geo` ([lat, lng]) to each document, deterministically. */
export function withCoordinates<T extends { location_id: string }>(
  documents: readonly T[],
): (T & Record<typeof GEO_FIELD, [number, number]>)[] {
  const random = createRandom(GEO_SEED).fork(`coordinates:${documents.length}`)
  return documents.map((doc) => {
    const [lat, lng] = locations.get(doc.location_id) ?? random.pick(yardPoints)
    const jitter = () => Math.round((random.next() * 2 - 1) * JITTER_DEGREES * 1e5) / 1e5
    return { ...doc, [GEO_FIELD]: [lat + jitter(), lng + jitter()] as [number, number] }
  })
}

export interface NearMeInput {
  lat: number
  lng: number
  radiusKm: number
}

/** A shopper's position near one of the demo cities and a radius of 25, 50 or 100 km. */
export function nearMeInput(random: Random): NearMeInput {
  const [lat, lng] = random.pick(yardPoints)
  const offset = () => Math.round((random.next() * 2 - 1) * 0.2 * 1e4) / 1e4
  return { lat: lat + offset(), lng: lng + offset(), radiusKm: random.pick([25, 50, 100]) }
}

export function nearMeRandom(documentCount: number): Random {
  return createRandom(GEO_SEED).fork(`near-me:${documentCount}`)
}
