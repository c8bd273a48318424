import { type DocumentOf, defineCollection } from './define-collection.ts'

/**
 * The stock index (the spec's `Car_production`), ordered by `custom_rank` descending by default. Facet
 * fields are the spec's search facet attributes; everything a card shows is stored so a results page needs
 * no second lookup.
 */
export const vehiclesCollection = defineCollection({
  name: 'vehicles',
  default_sorting_field: 'custom_rank',
  token_separators: ['-', '/'],
  fields: [
    // Identity and tenancy
    // Indexed so the vehicle page can look a car up by its slug.
    { name: 'slug', type: 'string', optional: true },
    { name: 'path', type: 'string', index: false, optional: true },
    { name: 'dealership_id', type: 'string', facet: true },
    { name: 'dealership_slug', type: 'string', facet: true },
    { name: 'dealership_name', type: 'string', facet: true },
    { name: 'location_id', type: 'string', facet: true },
    { name: 'location_name', type: 'string', facet: true },
    { name: 'location_slug', type: 'string', index: false, optional: true },
    { name: 'location_phone', type: 'string', index: false, optional: true },
    { name: 'city', type: 'string', facet: true },
    { name: 'state', type: 'string', facet: true },
    // Where the car stands, `[lat, lng]`: its location's coordinates in the Studio, added at ingestion
    // (the feed does not carry them). Near-me searches filter and sort by it; a location without
    // coordinates leaves it out.
    { name: 'location', type: 'geopoint', optional: true },

    // What the car is
    { name: 'name', type: 'string' },
    { name: 'make', type: 'string', facet: true },
    { name: 'model', type: 'string', facet: true },
    { name: 'make_model', type: 'string', facet: true },
    { name: 'badge', type: 'string', facet: true, optional: true },
    { name: 'series', type: 'string', optional: true },
    { name: 'year', type: 'int32', facet: true, sort: true },
    { name: 'colour', type: 'string', facet: true, optional: true },
    { name: 'body', type: 'string', facet: true, optional: true },
    { name: 'transmission', type: 'string', facet: true, optional: true },
    { name: 'fuel', type: 'string', facet: true, optional: true },
    { name: 'drive', type: 'string', facet: true, optional: true },
    { name: 'seats', type: 'int32', facet: true, optional: true },
    { name: 'engine_size_litres', type: 'float', optional: true },
    { name: 'item_type', type: 'string', facet: true },
    { name: 'categories', type: 'string[]', facet: true },
    { name: 'filtered_features', type: 'string[]', facet: true },
    { name: 'vin', type: 'string', optional: true },
    { name: 'stocknum', type: 'string' },
    { name: 'regplate', type: 'string', optional: true },

    // Condition, availability and price
    { name: 'car_type', type: 'string', facet: true },
    { name: 'status', type: 'string', facet: true },
    { name: 'tag', type: 'string', facet: true, optional: true },
    { name: 'reserved', type: 'bool', facet: true },
    { name: 'certified', type: 'bool', facet: true },
    { name: 'km', type: 'int32', facet: true, sort: true },
    { name: 'price', type: 'int32', facet: true, sort: true },
    { name: 'price_type', type: 'string', facet: true, optional: true },
    { name: 'price_range', type: 'string', facet: true },
    { name: 'subscription_price', type: 'float', facet: true, optional: true },
    { name: 'weekly_repayment', type: 'float', optional: true },
    { name: 'weekly_price_range', type: 'string', facet: true, optional: true },
    // The card's finance teaser: 'est. $X/wk based on sample Y% p.a.' with its comparison rate.
    { name: 'finance_provider', type: 'string', index: false, optional: true },
    { name: 'finance_interest_rate', type: 'float', index: false, optional: true },
    { name: 'finance_comparison_rate', type: 'float', index: false, optional: true },

    // Media and ranking
    { name: 'primary_image_url', type: 'string', index: false, optional: true },
    { name: 'thumbnail_urls', type: 'string[]', index: false, optional: true },
    { name: 'photos_count', type: 'int32' },
    { name: 'has_spin', type: 'bool' },
    { name: 'views', type: 'int32', sort: true },
    { name: 'custom_rank', type: 'int32', sort: true },
    { name: 'created_at_timestamp', type: 'int64', facet: true, sort: true },
    { name: 'updated_at_timestamp', type: 'int64', sort: true },

    // The vehicle page's own fields: stored, never searched (results ask only for card fields). Nested
    // feed values (hotspots, variant, finance lenders) are stored as JSON text and read back through the
    // feed row's own schemas (vehicle-detail.ts), since the embedded engine has no object fields.
    { name: 'image_urls', type: 'string[]', index: false, optional: true },
    { name: 'image_thumb_urls', type: 'string[]', index: false, optional: true },
    { name: 'video_url', type: 'string', index: false, optional: true },
    { name: 'external_video_url', type: 'string', index: false, optional: true },
    { name: 'spin_images', type: 'string[]', index: false, optional: true },
    { name: 'spin_interior_image', type: 'string', index: false, optional: true },
    { name: 'spin_code', type: 'string', index: false, optional: true },
    { name: 'similar_ids', type: 'string[]', index: false, optional: true },
    { name: 'hotspots_json', type: 'string', index: false, optional: true },
    { name: 'standard_equipment', type: 'string[]', index: false, optional: true },
    { name: 'dealercomments', type: 'string', index: false, optional: true },
    { name: 'rego_expiry', type: 'string', index: false, optional: true },
    { name: 'build_date', type: 'string', index: false, optional: true },
    { name: 'compliance_date', type: 'string', index: false, optional: true },
    { name: 'fuel_description', type: 'string', index: false, optional: true },
    { name: 'drive_description', type: 'string', index: false, optional: true },
    { name: 'engine_size', type: 'float', index: false, optional: true },
    { name: 'gearnum', type: 'int32', index: false, optional: true },
    { name: 'bodyconfiguration', type: 'string', index: false, optional: true },
    { name: 'preorder', type: 'bool', index: false, optional: true },
    { name: 'variant_json', type: 'string', index: false, optional: true },
    { name: 'finance_lenders_json', type: 'string', index: false, optional: true },
  ],
} as const)

export type VehicleDocument = DocumentOf<typeof vehiclesCollection>

/** The geopoint field near-me searches filter and sort by (the adapter's `geoLocationField`). */
export const vehicleGeoField = 'location' satisfies keyof VehicleDocument

/** Fields a shopper's text query searches, most specific first, with their weights. */
export const vehicleQueryBy = {
  fields: ['make', 'model', 'badge', 'name', 'body', 'fuel', 'stocknum', 'colour'],
  weights: [6, 6, 4, 3, 2, 2, 1, 1],
} as const
