import { createRandom } from '@forecourt/demo-data/random'
import type { VehicleDocument } from '@forecourt/search/collections/vehicles'
import { and, equals } from '@forecourt/search/filter-expression'
import { writeFilter } from '@forecourt/search/filter-writer'
import {
  type SearchParams,
  similarCarsSearches,
  siteFilter,
  srpSearch,
  wordsSearch,
} from './engine-requests.ts'
import type { IterationInput } from './query-inputs.ts'

/**
 * A platform of dealers of about the same size (issue 36: 500 dealers, 100,000 cars), so a dealer's request
 * asks about the same number of cars at every platform size and only the platform's size changes.
 */

export const CARS_PER_DEALER = 200
const SCOPED_SEED = 36_2026
const otherMakes = [
  'Toyota',
  'Ford',
  'Mazda',
  'Hyundai',
  'Kia',
  'Nissan',
  'Mitsubishi',
  'Isuzu',
  'Volkswagen',
]

export const dealerSlug = (index: number) => `platform-dealer-${String(index).padStart(3, '0')}`

/** The documents with `dealership_slug` dealt out in turn over `size / 200` dealers (spread over ordinals). */
export function spreadOverDealers<T extends VehicleDocument>(documents: readonly T[]): T[] {
  const dealers = Math.max(1, Math.round(documents.length / CARS_PER_DEALER))
  return documents.map((doc, index) => ({ ...doc, dealership_slug: dealerSlug(index % dealers) }))
}

/** One dealer's page: the site, a car of its own (vehicle page) and refinements its stock has. */
export interface ScopedInput extends Pick<IterationInput, 'site' | 'srp' | 'similarCar'> {
  slug: string
  /** A keyword search as the platform benchmark types it (platform-urls.ts): make and model, condition and body, or year and make. */
  words: string
}

export function scopedInputs(count: number, documents: readonly VehicleDocument[]): ScopedInput[] {
  const random = createRandom(SCOPED_SEED).fork(`scoped:${documents.length}`)
  const listed = documents.filter((doc) => doc.status === 'in_stock' && doc.slug)
  return Array.from({ length: count }, () => {
    const car = random.pick(listed)
    let second = random.pick(otherMakes)
    while (second === car.make) second = random.pick(otherMakes)
    return {
      site: { dealerSlugs: [car.dealership_slug], listingAgeThresholdDays: random.int(0, 14) },
      srp: { carType: car.car_type as IterationInput['srp']['carType'], makes: [car.make, second] },
      similarCar: { id: car.id, make: car.make, model: car.model, price: car.price, body: car.body ?? null },
      slug: car.slug as string,
      words: random
        .pick([`${car.make} ${car.model}`, `${car.car_type} ${car.body ?? 'car'}`, `${car.year} ${car.make}`])
        .toLowerCase(),
    }
  })
}

/** The vehicle page's look-up of its car (`findVehicleBySlug`). */
export function slugSearch(input: ScopedInput): SearchParams {
  return {
    q: '*',
    filter_by: writeFilter(and(siteFilter(input.site), equals('slug', input.slug))),
    per_page: '1',
  }
}

export const scopedRequests = {
  results: (input: ScopedInput) => [srpSearch(input)],
  slug: (input: ScopedInput) => [slugSearch(input)],
  similar: (input: ScopedInput) => similarCarsSearches(input),
  words: (input: ScopedInput) => [wordsSearch(input)],
} satisfies Record<string, (input: ScopedInput) => SearchParams[]>

export type ScopedKind = keyof typeof scopedRequests
