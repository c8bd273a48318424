import type { Random } from '../random.ts'
import { type DemoDealer, dealerId } from '../tenants.ts'
import { seriesFor } from './catalogue.ts'
import { chooseLocation, feedLocation } from './dealer-allocation.ts'
import { dealerComments } from './dealer-comments.ts'
import { chooseLenders, youxQuote } from './finance-offers.ts'
import { chooseListingDates, chooseRegoExpiry, chooseSoldUpdate } from './listing-dates.ts'
import { chooseListingState } from './listing-state.ts'
import { randomRegoPlate } from './rego-plates.ts'
import type { StockFeedRow } from './stock-feed-row.ts'
import type { UniqueValues } from './unique-values.ts'
import { chooseVehicle } from './vehicle-choice.ts'
import { stockPrefix, vehicleSlug } from './vehicle-identifiers.ts'
import { choosePhotos } from './vehicle-photos.ts'
import { chooseKm, choosePrice } from './vehicle-pricing.ts'
import { standardEquipment, variantData } from './vehicle-specs.ts'
import { randomVin } from './vin.ts'

/** State shared by every row of one feed: what keeps identifiers unique. */
export interface FeedContext {
  slugs: UniqueValues
  vins: UniqueValues
  plates: UniqueValues
  /** Last stock number used per dealer. */
  stockNumbers: Map<string, number>
  random: Random
}

const ID_BASE = 4_000_001
const carTypeLetters = { new: 'N', demo: 'D', used: 'U' } as const

function nextStockNumber(dealer: DemoDealer, context: FeedContext, random: Random): number {
  const last =
    context.stockNumbers.get(dealer.slug) ??
    context.random.fork(`stock-start:${dealer.slug}`).int(10_000, 30_000)
  const next = last + random.int(1, 3)
  context.stockNumbers.set(dealer.slug, next)
  return next
}

export function buildVehicle(dealer: DemoDealer, index: number, context: FeedContext): StockFeedRow {
  const random = context.random.fork(`vehicle:${index}`)
  const choice = chooseVehicle(dealer, random.fork('choice'))
  const { kind, carType, model, variant, year, colour } = choice
  const engine = variant.engine
  const driveline = variant.driveline
  const make = model.make
  const location = chooseLocation(dealer, kind, carType, random.fork('location'))

  const km = chooseKm(kind, carType, year, random.fork('km'))
  const dates = chooseListingDates(year, random.fork('dates'))
  const state = chooseListingState(choice, km, dates.listingAgeDays, random.fork('state'))
  const pricing = choosePrice(variant.price, kind, carType, year, km, random.fork('price'))
  const priceRandom = random.fork('price-extras')
  const price = priceRandom.chance(0.015) ? 0 : pricing.price
  const photos = choosePhotos(
    variant.photoBody ?? model.photoBody,
    colour,
    kind,
    state.status,
    random.fork('photos'),
  )

  const ids = random.fork('ids')
  const name = `${year} ${make} ${model.model} ${variant.badge}`
  const slug = context.slugs.take(() => vehicleSlug(name, ids))
  const vin = context.vins.take(() => randomVin(ids, make, kind, year))
  const regoExpiry = chooseRegoExpiry(carType, ids)
  const regplate =
    regoExpiry === null ? null : context.plates.take(() => randomRegoPlate(ids, location.state, kind))
  const stocknum = `${stockPrefix(dealer.slug)}${carTypeLetters[carType]}${nextStockNumber(dealer, context, ids)}`

  const equipment = standardEquipment(model, variant)
  const finance = random.fork('finance')
  const quote = price > 0 && finance.chance(0.8) ? youxQuote(price, year, finance) : null
  const lenders = chooseLenders(price, year, finance)
  const subscription =
    kind === 'car' && carType !== 'used' && state.status === 'in_stock' && price > 0 && finance.chance(0.04)
      ? { subscription_price: Math.round(price * 0.0072 + 79) }
      : {}

  const rank = random.fork('rank')
  const customRank =
    state.status === 'sold'
      ? rank.int(0, 999)
      : photos.images.length === 0
        ? rank.int(1_000, 2_999)
        : state.status === 'coming_soon'
          ? rank.int(3_000, 4_999)
          : rank.int(5_000, 9_999)
  const views =
    Math.round(dates.listingAgeDays * (1 + rank.next() * 6) * (state.status === 'sold' ? 1.5 : 1)) +
    rank.int(0, 25)

  return {
    id: String(ID_BASE + index),
    slug,
    path: `/cars/${slug}`,
    name,
    year,
    make,
    model: model.model,
    badge: variant.badge,
    series: seriesFor(model, year),
    colour,
    km,
    price,
    price_type: pricing.priceType,
    car_type: carType,
    status: state.status,
    tag: state.tag,
    reserved: state.reserved,
    certified: state.certified,
    created_at: dates.createdAt,
    stocknum,
    vin,
    regplate,
    rego_expiry: regoExpiry,
    build_date: dates.buildDate,
    compliance_date: dates.complianceDate,
    images: photos.images,
    thumbnails: photos.thumbnails,
    primary_image_url: photos.primaryImageUrl,
    video_url: null,
    external_video_url: photos.externalVideoUrl,
    spin_images: photos.spinImages,
    spin_interior_image: photos.spinInteriorImage,
    spin_code: photos.spinCode,
    hotspots: photos.hotspots,
    standardEquipment: equipment,
    dealercomments: dealerComments(
      {
        dealer,
        carType,
        year,
        make,
        model: model.model,
        badge: variant.badge,
        colour,
        km,
        certified: state.certified,
        equipment,
        phone: location.phone,
      },
      random.fork('comments'),
    ),
    location: feedLocation(dealer, location, carType),
    dealership_slug: dealer.slug,
    dealership_id: dealerId(dealer.slug),
    simple_body: variant.body ?? model.body,
    simple_transmission: driveline?.transmission ?? null,
    simple_fuel: engine?.fuel ?? null,
    simple_drive: driveline?.simpleDrive ?? null,
    fuel: engine?.fuelType ?? null,
    drive: driveline?.drive ?? null,
    seats: variant.seats ?? model.seats,
    engine_size: engine?.litres ? Math.round(engine.litres * 1000) : null,
    engine_size_litres: engine?.litres ?? null,
    gearnum: driveline?.gears ?? null,
    bodyconfiguration: variant.bodyconfiguration ?? model.bodyconfiguration,
    photos_count: photos.images.length,
    views,
    youxQuote: quote,
    finance_lenders: lenders,
    variant: variantData(model, variant, random.fork('variant').chance(0.03)),
    item_type: kind,
    preorder: state.preorder,
    ...subscription,
    custom_rank: customRank,
    updated_at:
      state.status === 'sold' ? chooseSoldUpdate(dates.createdAt, random.fork('sold')) : dates.updatedAt,
  }
}
