import { createRandom, type Random } from '@forecourt/demo-data/random'
import type { VehicleDocument } from '@forecourt/search/collections/vehicles'
import { type NearMeInput, nearMeInput, nearMeRandom } from './bench-geo.ts'

/**
 * Request inputs, varied between iterations so no cache flatters either engine. Both workers draw the
 * same sequence (fixed seed), so each engine answers exactly the same questions.
 */

export interface SiteInput {
  dealerSlugs: string[]
  listingAgeThresholdDays: number
}

export interface IterationInput {
  site: SiteInput
  srp: { carType: 'new' | 'demo' | 'used'; makes: [string, string] }
  text: string
  typo: string
  facetPrefix: string
  similarCar: Pick<VehicleDocument, 'id' | 'make' | 'model' | 'price' | 'body'>
  nearMe: NearMeInput
}

const BENCH_SEED = 3_2026

// Single-word makes: Orama filters text fields by token, so multi-word values would not compare fairly.
const srpMakes = ['Toyota', 'Ford', 'Mazda', 'Hyundai', 'Kia', 'Nissan', 'Mitsubishi', 'Isuzu', 'Volkswagen']
const carTypes = ['used', 'used', 'new', 'demo'] as const
const siteDealers = [
  ['southern-cross-motors'],
  ['southern-cross-motors', 'harbourside-volkswagen'],
  ['southern-cross-motors', 'outback-trucks'],
  ['southern-cross-motors', 'harbourside-volkswagen', 'outback-trucks', 'coastline-motorcycles'],
]
const textQueries = [
  'hilux sr5',
  'ranger wildtrak',
  'tiguan life',
  'corolla ascent',
  'amarok style',
  'triton glx',
  'golf gti',
  'kluger grande',
]
// One edit per word (no transpositions, which Orama's Levenshtein counts as two).
const typoQueries = [
  'toyta hilix',
  'forde rangr',
  'volkswagn tiguen',
  'corola ascnt',
  'mitsubshi tritn',
  'amarak style',
  'hyundai tucsn',
  'mazda maxx sprt',
]
const facetPrefixes = ['to', 'fo', 'ma', 'hy', 'ki', 'ni', 'mi', 'is', 'vo', 'su']

function twoMakes(random: Random): [string, string] {
  const first = random.pick(srpMakes)
  let second = random.pick(srpMakes)
  while (second === first) second = random.pick(srpMakes)
  return [first, second]
}

export function iterationInputs(count: number, documents: readonly VehicleDocument[]): IterationInput[] {
  const random = createRandom(BENCH_SEED).fork(`inputs:${documents.length}`)
  const cars = documents.filter((doc) => doc.status === 'in_stock' && doc.item_type === 'car')
  // Its own stream, so the near-me inputs leave every other request's inputs as they were.
  const nearMe = nearMeRandom(documents.length)
  return Array.from({ length: count }, () => {
    const car = random.pick(cars)
    return {
      site: { dealerSlugs: random.pick(siteDealers), listingAgeThresholdDays: random.int(0, 14) },
      srp: { carType: random.pick(carTypes), makes: twoMakes(random) },
      text: random.pick(textQueries),
      typo: random.pick(typoQueries),
      facetPrefix: random.pick(facetPrefixes),
      similarCar: { id: car.id, make: car.make, model: car.model, price: car.price, body: car.body ?? null },
      nearMe: nearMeInput(nearMe),
    }
  })
}
