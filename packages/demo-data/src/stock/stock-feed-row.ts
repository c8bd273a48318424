import type { VehicleKind } from '../tenants.ts'
import type { SimpleDrive, SimpleFuel, SimpleTransmission } from './catalogue-model.ts'

/**
 * One vehicle of the stock feed: the spec's Vehicle with its field names as the spec writes them.
 * Nullable where real dealer feeds leave fields empty.
 */
export interface StockFeedRow {
  id: string
  slug: string
  /** `/cars/{slug}` */
  path: string
  name: string
  year: number
  make: string
  model: string
  badge: string
  series: string | null
  colour: string
  /** Odometer; null for caravans, which have none. */
  km: number | null
  /** AUD; 0 means price on application. */
  price: number
  price_type: PriceType
  car_type: CarType
  status: VehicleStatus
  /** A dealer's custom tag such as 'RUNOUT SALE' or 'Test Drive Only'. */
  tag: string | null
  reserved: boolean
  certified: boolean
  /** ISO 8601 UTC. */
  created_at: string
  stocknum: string
  vin: string
  regplate: string | null
  /** `YYYY-MM-DD` */
  rego_expiry: string | null
  /** `YYYY-MM` */
  build_date: string | null
  /** `YYYY-MM` */
  compliance_date: string | null
  images: readonly VehicleImage[]
  /** Thumbnail URLs in the order of `images`. */
  thumbnails: readonly string[]
  primary_image_url: string | null
  video_url: string | null
  external_video_url: string | null
  /** Frames of the 360-degree view, in turning order; empty when the vehicle has none. */
  spin_images: readonly string[]
  spin_interior_image: string | null
  spin_code: string | null
  /** Ids a similar-cars service names for this car, most similar first (similar-ids.ts); usually absent. */
  similar_ids?: readonly string[]
  hotspots: VehicleHotspots | null
  standardEquipment: readonly string[]
  /** Paragraphs separated by '|'; empty when the dealer has not written any. */
  dealercomments: string
  location: VehicleLocation
  dealership_slug: string
  dealership_id: string
  simple_body: string
  simple_transmission: SimpleTransmission | null
  simple_fuel: SimpleFuel | null
  simple_drive: SimpleDrive | null
  fuel: string | null
  drive: string | null
  seats: number | null
  /** Engine capacity in cc. */
  engine_size: number | null
  engine_size_litres: number | null
  gearnum: number | null
  bodyconfiguration: string | null
  photos_count: number
  views: number
  youxQuote: { weeklyRepaymentAmount: number } | null
  /** Finance estimates keyed by provider ('youx', 'plenti', 'stratton'); empty when none. */
  finance_lenders: Readonly<Record<string, FinanceLender>>
  variant: VehicleVariant
  item_type: VehicleKind
  preorder: boolean
  /** Weekly subscription price, only on vehicles offered by subscription. */
  subscription_price?: number
  /** Search ranking: higher first. */
  custom_rank: number
  updated_at: string
}

export type CarType = 'new' | 'demo' | 'used'
export type VehicleStatus = 'in_stock' | 'coming_soon' | 'sold'
export type PriceType = 'drive_away' | 'egc' | 'plus_orc'

export interface VehicleImage {
  image: { url: string; thumb: { url: string } }
}

export interface VehicleHotspot {
  /** Percent of the image width and height. */
  x: number
  y: number
  title: string
  description: string
  /** Index into `spin_images` (exterior) or 0 for the interior image. */
  image_index: number
}

export interface VehicleHotspots {
  exterior: readonly VehicleHotspot[]
  interior: readonly VehicleHotspot[]
}

export interface VehicleLocation {
  id: string
  name: string
  phone: string
  slug: string
  city: string
  state: string
  /** Ids of the locations the vehicle is advertised at. */
  distribution_locations: readonly string[]
  address: { id: string }
}

export interface FinanceLender {
  paymentWeek: number | null
  paymentMonth: number | null
  deposit: number
  termMonths: number
  termYears: number
  /** Percent per annum. */
  interestRate: number | null
  comparisonRate: number | null
  balloon: number
  establishmentFees: number
  totalPayable: number | null
  disclaimer: string
}

/** Manufacturer data. Values may be null, or the text 'null' as some real feeds send it. */
export interface VehicleVariant {
  cylinders: number | null
  /** cc */
  enginesize: number | null
  induction: string | null
  /** L/100 km */
  fuelconsumptioncombined: number | null
  /** L */
  fuelcapacity: number | null
  /** kg */
  grossvehiclemass: number | null
  /** mm */
  vehiclelength: number | null
  vehicleheight: number | null
  vehiclewidth: number | null
  /** kg */
  towingcapacitybraked: number | null
  /** Nm */
  torque: number | null
  /** Stars, 0 to 5. */
  ancaprating: number | null
  bodyconfiguration: string | null
}
