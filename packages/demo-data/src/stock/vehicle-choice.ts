import type { VehicleColour } from '../media/vehicle-media.ts'
import type { Random } from '../random.ts'
import type { DemoDealer, VehicleKind } from '../tenants.ts'
import { makesOf, modelsFor } from './catalogue.ts'
import type { CatalogueModel, CatalogueVariant } from './catalogue-model.ts'
import { STOCK_REFERENCE_YEAR } from './reference-date.ts'
import type { CarType } from './stock-feed-row.ts'

export interface VehicleChoice {
  kind: VehicleKind
  carType: CarType
  model: CatalogueModel
  variant: CatalogueVariant
  year: number
  colour: VehicleColour
  /** A used vehicle of a make the dealer does not sell new. */
  tradeIn: boolean
}

/** Relative share of stock by make (other makes: 3). */
const makeWeights: Readonly<Record<string, number>> = {
  Toyota: 25,
  Ford: 15,
  Mazda: 14,
  Hyundai: 12,
  Kia: 12,
  Volkswagen: 10,
  Mitsubishi: 9,
  Nissan: 7,
  Subaru: 6,
  Holden: 4,
  Honda: 5,
  Yamaha: 6,
  Kawasaki: 4,
  Isuzu: 10,
  Hino: 7,
  Fuso: 5,
  Volvo: 2,
  Jayco: 10,
  'Lotus Caravans': 3,
  Kedron: 2,
  Ducati: 1.5,
}

const kindWeights: Readonly<Record<VehicleKind, number>> = {
  car: 1,
  motorcycle: 1,
  truck: 0.55,
  caravan: 0.45,
}

/** New / demo / used mix by kind; cars dominate, so the whole feed lands near 35/10/55. */
const carTypeWeights: Readonly<Record<VehicleKind, readonly (readonly [CarType, number])[]>> = {
  car: [
    ['new', 35],
    ['demo', 11],
    ['used', 54],
  ],
  motorcycle: [
    ['new', 40],
    ['demo', 6],
    ['used', 54],
  ],
  truck: [
    ['new', 40],
    ['demo', 6],
    ['used', 54],
  ],
  caravan: [
    ['new', 35],
    ['demo', 5],
    ['used', 60],
  ],
}

const colourWeights: Readonly<Record<VehicleKind, readonly (readonly [VehicleColour, number])[]>> = {
  car: [
    ['White', 28],
    ['Grey', 14],
    ['Black', 13],
    ['Silver', 12],
    ['Blue', 10],
    ['Red', 9],
    ['Green', 3],
    ['Orange', 3],
    ['Brown', 2],
    ['Yellow', 1],
  ],
  motorcycle: [
    ['Black', 30],
    ['Red', 15],
    ['Blue', 15],
    ['White', 12],
    ['Grey', 12],
    ['Orange', 8],
    ['Green', 5],
    ['Yellow', 3],
  ],
  truck: [
    ['White', 75],
    ['Red', 6],
    ['Blue', 6],
    ['Silver', 5],
    ['Grey', 4],
    ['Yellow', 2],
    ['Orange', 2],
  ],
  caravan: [
    ['White', 60],
    ['Grey', 15],
    ['Black', 10],
    ['Silver', 5],
    ['Blue', 5],
    ['Brown', 5],
  ],
}

/** Used-vehicle age in years by share of stock. */
const usedAges: readonly (readonly [readonly [number, number], number])[] = [
  [[0, 1], 12],
  [[2, 3], 30],
  [[4, 6], 30],
  [[7, 10], 19],
  [[11, 18], 9],
]

const sellsNew = (entry: CatalogueModel) => entry.years[1] >= STOCK_REFERENCE_YEAR - 1

function weightedModel(models: readonly CatalogueModel[], random: Random): CatalogueModel {
  return random.weighted(models.map((entry) => [entry, entry.popularity] as const))
}

function pickMake(
  makes: readonly string[],
  kind: VehicleKind,
  carType: CarType,
  random: Random,
): string | null {
  const usable = makes.filter((make) =>
    modelsFor(make, kind).some((entry) => carType === 'used' || sellsNew(entry)),
  )
  if (usable.length === 0) return null
  return random.weighted(usable.map((make) => [make, makeWeights[make] ?? 3] as const))
}

export function chooseVehicle(dealer: DemoDealer, random: Random): VehicleChoice {
  const kind = random.weighted(dealer.kinds.map((item) => [item, kindWeights[item]] as const))
  const carType = random.weighted(carTypeWeights[kind])
  const ownMakes = dealer.makes.filter((make) => modelsFor(make, kind).length > 0)
  // A quarter of a car dealer's used stock is trade-ins of any make.
  const tradeIn = carType === 'used' && kind === 'car' && random.chance(0.25)
  const make = pickMake(tradeIn ? makesOf(kind) : ownMakes, kind, carType, random)
  if (!make) throw new Error(`No catalogue models for ${dealer.slug} (${kind})`)
  const candidates = modelsFor(make, kind).filter((entry) => carType === 'used' || sellsNew(entry))
  const model = weightedModel(candidates, random)
  const variant = random.weighted(model.variants.map((item, index) => [item, 1 / (1 + index * 0.2)] as const))
  return {
    kind,
    carType,
    model,
    variant,
    year: chooseYear(model, carType, random),
    colour: random.weighted(colourWeights[kind]),
    tradeIn: tradeIn && !dealer.makes.includes(make),
  }
}

function chooseYear(model: CatalogueModel, carType: CarType, random: Random): number {
  const [first, last] = model.years
  const clamp = (year: number) => Math.max(first, Math.min(last, year))
  if (carType === 'new') return clamp(random.chance(0.2) ? STOCK_REFERENCE_YEAR - 1 : STOCK_REFERENCE_YEAR)
  if (carType === 'demo') return clamp(STOCK_REFERENCE_YEAR - random.int(0, 1))
  const [low, high] = random.weighted(usedAges)
  return clamp(STOCK_REFERENCE_YEAR - random.int(low, high))
}
