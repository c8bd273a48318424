import type { VehicleDocument, vehicleGeoField } from '@forecourt/search/collections/vehicles'

/** The photos a card uses: its main photo, then four thumbnails (the last says how many more there are). */
export const CARD_PHOTOS_USED = 5

/** The stock index fields a results card shows; searches fetch only these. */
export const vehicleCardFields = [
  'id',
  'slug',
  'path',
  'year',
  'make',
  'model',
  'badge',
  'km',
  'transmission',
  'fuel',
  'body',
  'price',
  'price_type',
  'car_type',
  'status',
  'tag',
  'reserved',
  'certified',
  'location_name',
  // The dealer, for the card's analytics item (issue 34).
  'dealership_name',
  'city',
  'primary_image_url',
  'thumbnail_urls',
  'photos_count',
  'created_at_timestamp',
  'weekly_repayment',
  'finance_provider',
  'finance_interest_rate',
  'finance_comparison_rate',
] as const satisfies readonly (keyof VehicleDocument | 'id')[]

export type VehicleHit = Pick<VehicleDocument, Exclude<(typeof vehicleCardFields)[number], 'id'>> & {
  objectID: string
  /** Metres from the place a near-me search is from, by geopoint field (Typesense's hit field). */
  geo_distance_meters?: Partial<Record<typeof vehicleGeoField, number>>
  /**
   * One per model: how many cars the search found of this car's make and model (its group's `found`),
   * under the name the InstantSearch adapter gives it.
   */
  _group_found?: number
  /** Placed by a curation rule: one of the website's promoted cars (Typesense's hit field). */
  curated?: boolean
}
