import { towingBandLabels } from '@forecourt/domain/calculators/towing-capacity'
import { lenderComparisonRate } from '@forecourt/domain/finance/lender-comparison-rate'
import type { GeoPoint } from '@forecourt/domain/locations/geo-point'
import { priceRangeLabel, weeklyPriceRangeLabel } from '@forecourt/domain/search/price-ranges'
import type { VehicleDocument } from './collections/vehicles.ts'
import type { StockFeedRow } from './stock-feed-row.ts'

/** Equipment worth filtering by; the feed's long equipment lists are matched against these names. */
const filterableFeatures = [
  'Apple CarPlay',
  'Android Auto',
  'Sunroof',
  'Leather Seats',
  'Heated Seats',
  'Tow Bar',
  'Bull Bar',
  'Reversing Camera',
  '360 Camera',
  'Adaptive Cruise Control',
  'Blind Spot Monitoring',
  'Satellite Navigation',
  'Third Row Seating',
  'ABS',
] as const

const carTypeCategory = { new: 'New', demo: 'Demo', used: 'Used' } as const

const timestamp = (iso: string) => Math.floor(Date.parse(iso) / 1000)
const orNull = (value: string | null | undefined) => (value ? value : null)

/**
 * The index document for one feed row. `dealershipName` and `locationPoint` (the coordinates of the car's
 * location in the Studio) come from content: the feed carries neither.
 */
export function toVehicleDocument(
  row: StockFeedRow,
  dealershipName: string,
  locationPoint: GeoPoint | null = null,
): VehicleDocument {
  const weekly = row.youxQuote?.weeklyRepaymentAmount ?? null
  // The first lender that quotes both rates supplies the teaser's sample rates.
  const lender = Object.entries(row.finance_lenders).find(
    ([, data]) => data.interestRate !== null && data.comparisonRate !== null,
  )
  const equipment = new Set(row.standardEquipment.map((item) => item.toLowerCase()))
  const towing = row.variant.towingcapacitybraked
  return {
    id: row.id,
    slug: row.slug,
    path: row.path,
    dealership_id: row.dealership_id,
    dealership_slug: row.dealership_slug,
    dealership_name: dealershipName,
    location_id: row.location.id,
    location_name: row.location.name,
    location_slug: row.location.slug,
    location_phone: orNull(row.location.phone),
    city: row.location.city,
    state: row.location.state,
    location: locationPoint ? [locationPoint.lat, locationPoint.lng] : null,
    name: row.name,
    make: row.make,
    model: row.model,
    make_model: `${row.make} > ${row.model}`,
    badge: orNull(row.badge),
    series: orNull(row.series),
    year: row.year,
    colour: orNull(row.colour),
    body: row.simple_body,
    transmission: orNull(row.simple_transmission),
    fuel: orNull(row.simple_fuel),
    drive: orNull(row.simple_drive),
    seats: row.seats,
    engine_size_litres: row.engine_size_litres,
    item_type: row.item_type,
    categories: [carTypeCategory[row.car_type], row.simple_body],
    // Notable equipment, then the braked towing bands the vehicle reaches ('Towing 3,500 kg+').
    filtered_features: [
      ...filterableFeatures.filter((feature) => equipment.has(feature.toLowerCase())),
      ...towingBandLabels(typeof towing === 'number' ? towing : null),
    ],
    vin: orNull(row.vin),
    stocknum: row.stocknum,
    regplate: orNull(row.regplate),
    car_type: row.car_type,
    status: row.status,
    tag: orNull(row.tag),
    reserved: row.reserved,
    certified: row.certified,
    km: row.km ?? 0,
    price: Math.round(row.price),
    price_type: orNull(row.price_type),
    price_range: priceRangeLabel(row.price),
    subscription_price: row.subscription_price ?? null,
    weekly_repayment: weekly,
    weekly_price_range: weeklyPriceRangeLabel(weekly),
    finance_provider: lender?.[0] ?? null,
    finance_interest_rate: lender?.[1].interestRate ?? null,
    // Worked out on the spec's $30,000 example with the lender's fee, never the feed's own figure.
    finance_comparison_rate: lender ? lenderComparisonRate(lender[0], lender[1]) : null,
    primary_image_url: row.primary_image_url,
    thumbnail_urls: row.thumbnails.slice(0, 12),
    photos_count: row.photos_count || row.images.length,
    has_spin: row.spin_images.length > 0,
    views: row.views,
    custom_rank: row.custom_rank,
    created_at_timestamp: timestamp(row.created_at),
    updated_at_timestamp: timestamp(row.updated_at),
    image_urls: row.images.map((image) => image.image.url),
    image_thumb_urls: row.images.map((image) => image.image.thumb.url),
    video_url: orNull(row.video_url),
    external_video_url: orNull(row.external_video_url),
    spin_images: row.spin_images,
    spin_interior_image: orNull(row.spin_interior_image),
    spin_code: orNull(row.spin_code),
    similar_ids: row.similar_ids,
    hotspots_json: row.hotspots ? JSON.stringify(row.hotspots) : null,
    standard_equipment: row.standardEquipment,
    dealercomments: row.dealercomments,
    rego_expiry: orNull(row.rego_expiry),
    build_date: orNull(row.build_date),
    compliance_date: orNull(row.compliance_date),
    fuel_description: orNull(row.fuel),
    drive_description: orNull(row.drive),
    engine_size: row.engine_size,
    gearnum: row.gearnum,
    bodyconfiguration: orNull(row.bodyconfiguration),
    preorder: row.preorder,
    variant_json: JSON.stringify(row.variant),
    finance_lenders_json: JSON.stringify(row.finance_lenders),
  }
}
