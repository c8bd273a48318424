import { z } from 'zod'

/**
 * One row of a dealer stock feed: the spec's Vehicle, with its field names. Ingestion validates every row
 * with this schema and reports each rejected row with its line, field and reason.
 */

const isoDateTime = z.iso.datetime({ offset: true })
const url = z.string().min(1)
const nullableText = z.string().nullable().default(null)
const nullableNumber = z.number().finite().nullable().default(null)
/** Some real feeds send the text 'null' for a missing manufacturer value. */
const variantNumber = z.union([z.number().finite(), z.literal('null'), z.null()]).default(null)
const variantText = z.string().nullable().default(null)

export const carTypes = ['new', 'demo', 'used'] as const
export const vehicleStatuses = ['in_stock', 'coming_soon', 'sold'] as const
export const itemTypes = ['car', 'motorcycle', 'truck', 'caravan'] as const

const financeLenderSchema = z.object({
  paymentWeek: nullableNumber,
  paymentMonth: nullableNumber,
  deposit: z.number().min(0),
  termMonths: z.number().int().min(1),
  termYears: z.number().min(0),
  interestRate: nullableNumber,
  comparisonRate: nullableNumber,
  balloon: z.number().min(0),
  establishmentFees: z.number().min(0),
  totalPayable: nullableNumber,
  disclaimer: z.string(),
})

const hotspotSchema = z.object({
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
  title: z.string(),
  description: z.string(),
  image_index: z.number().int().min(0),
})

export const stockFeedRowSchema = z.object({
  id: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by dashes'),
  path: z.string().startsWith('/cars/'),
  name: z.string().min(1),
  year: z.number().int().min(1900).max(2100),
  make: z.string().min(1),
  model: z.string().min(1),
  badge: z.string().default(''),
  series: nullableText,
  colour: z.string().default(''),
  km: z.number().int().min(0).nullable().default(null),
  price: z.number().min(0),
  price_type: z.string().nullable().default(null),
  car_type: z.enum(carTypes),
  status: z.string().min(1),
  tag: nullableText,
  reserved: z.boolean().default(false),
  certified: z.boolean().default(false),
  created_at: isoDateTime,
  stocknum: z.string().min(1),
  vin: z.string().nullable().default(null),
  regplate: nullableText,
  rego_expiry: nullableText,
  build_date: nullableText,
  compliance_date: nullableText,
  images: z.array(z.object({ image: z.object({ url, thumb: z.object({ url }) }) })).default([]),
  thumbnails: z.array(url).default([]),
  primary_image_url: url.nullable().default(null),
  video_url: nullableText,
  external_video_url: nullableText,
  spin_images: z.array(url).default([]),
  spin_interior_image: url.nullable().default(null),
  spin_code: nullableText,
  // Ids of cars the dealer's similar-cars service lists for this one (forms document section 7: "A service
  // returning similar-car ids per slug also exists (a list of ids)"), most similar first.
  similar_ids: z.array(z.string().min(1)).max(50).default([]),
  hotspots: z
    .object({ exterior: z.array(hotspotSchema), interior: z.array(hotspotSchema) })
    .nullable()
    .default(null),
  standardEquipment: z.array(z.string()).default([]),
  dealercomments: z.string().default(''),
  location: z.object({
    id: z.string().min(1),
    name: z.string().min(1),
    phone: z.string().default(''),
    slug: z.string().min(1),
    city: z.string().min(1),
    state: z.string().min(1),
    distribution_locations: z.array(z.string()).default([]),
    address: z.object({ id: z.string() }),
  }),
  dealership_slug: z.string().min(1),
  dealership_id: z.string().min(1),
  simple_body: z.string().min(1),
  simple_transmission: nullableText,
  simple_fuel: nullableText,
  simple_drive: nullableText,
  fuel: nullableText,
  drive: nullableText,
  seats: z.number().int().min(0).nullable().default(null),
  engine_size: nullableNumber,
  engine_size_litres: nullableNumber,
  gearnum: z.number().int().nullable().default(null),
  bodyconfiguration: nullableText,
  photos_count: z.number().int().min(0).default(0),
  views: z.number().int().min(0).default(0),
  youxQuote: z
    .object({ weeklyRepaymentAmount: z.number().min(0) })
    .nullable()
    .default(null),
  finance_lenders: z.record(z.string(), financeLenderSchema).default({}),
  variant: z
    .object({
      cylinders: variantNumber,
      enginesize: variantNumber,
      induction: variantText,
      fuelconsumptioncombined: variantNumber,
      fuelcapacity: variantNumber,
      grossvehiclemass: variantNumber,
      vehiclelength: variantNumber,
      vehicleheight: variantNumber,
      vehiclewidth: variantNumber,
      towingcapacitybraked: variantNumber,
      torque: variantNumber,
      ancaprating: variantNumber,
      bodyconfiguration: variantText,
    })
    .partial()
    .default({}),
  item_type: z.enum(itemTypes).default('car'),
  preorder: z.boolean().default(false),
  subscription_price: z.number().min(0).optional(),
  custom_rank: z.number().int().default(0),
  updated_at: isoDateTime,
})

export type StockFeedRow = z.output<typeof stockFeedRowSchema>
export type StockFeedRowInput = z.input<typeof stockFeedRowSchema>
