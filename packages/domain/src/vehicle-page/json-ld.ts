/**
 * The vehicle page's schema.org `Car` structured data (JSON-LD): offers in AUD with availability, the
 * odometer in kilometres (UN/CEFACT unit code KMT) and the vehicle's identity. Empty fields are left out.
 */

export interface JsonLdCarInput {
  name: string
  /** Absolute URL of the car page (its canonical URL). */
  url: string
  description?: string | null
  /** Absolute image URLs. */
  images?: readonly string[]
  make: string
  model: string
  year: number
  vin?: string | null
  km?: number | null
  body?: string | null
  fuel?: string | null
  transmission?: string | null
  colour?: string | null
  price: number
  status: string
  preorder?: boolean | null
  car_type?: string | null
  stocknum?: string | null
  seller?: { name: string; url?: string | null; telephone?: string | null } | null
}

export type JsonLdAvailability =
  | 'https://schema.org/InStock'
  | 'https://schema.org/PreOrder'
  | 'https://schema.org/SoldOut'

/** in_stock: InStock; coming_soon (or a pre-order car): PreOrder; sold: SoldOut; anything else: none. */
export function jsonLdAvailability(status: string, preorder?: boolean | null): JsonLdAvailability | null {
  if (status === 'sold') return 'https://schema.org/SoldOut'
  if (status === 'coming_soon' || (preorder && status !== 'in_stock')) return 'https://schema.org/PreOrder'
  if (status === 'in_stock') return 'https://schema.org/InStock'
  return null
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined)

/** Drops undefined entries so that empty fields do not appear at all. */
function compact(entries: Record<string, Json | undefined>): { [key: string]: Json } {
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)) as {
    [key: string]: Json
  }
}

export function vehicleJsonLd(car: JsonLdCarInput): { [key: string]: Json } {
  const availability = jsonLdAvailability(car.status, car.preorder)
  const images = (car.images ?? []).filter((image) => image.trim() !== '')
  const seller = car.seller
    ? compact({
        '@type': 'AutoDealer',
        name: car.seller.name,
        url: text(car.seller.url),
        telephone: text(car.seller.telephone),
      })
    : undefined
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: car.name,
    url: car.url,
    description: text(car.description),
    image: images.length > 0 ? images : undefined,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    vehicleIdentificationNumber: text(car.vin),
    bodyType: text(car.body),
    fuelType: text(car.fuel),
    vehicleTransmission: text(car.transmission),
    color: text(car.colour),
    sku: text(car.stocknum),
    itemCondition:
      car.car_type === 'new'
        ? 'https://schema.org/NewCondition'
        : car.car_type
          ? 'https://schema.org/UsedCondition'
          : undefined,
    mileageFromOdometer:
      typeof car.km === 'number'
        ? { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' }
        : undefined,
    offers: compact({
      '@type': 'Offer',
      url: car.url,
      // A price of 0 means 'price on application': no price is stated rather than a free car.
      price: car.price > 0 ? car.price : undefined,
      priceCurrency: 'AUD',
      availability: availability ?? undefined,
      seller,
    }),
  })
}

/** JSON for a `<script type="application/ld+json">` element: '<' and line separators escaped. */
export function jsonLdScriptContent(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
