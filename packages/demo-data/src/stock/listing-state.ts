import type { Random } from '../random.ts'
import { STOCK_REFERENCE_YEAR } from './reference-date.ts'
import type { CarType, VehicleStatus } from './stock-feed-row.ts'
import type { VehicleChoice } from './vehicle-choice.ts'

export interface ListingState {
  status: VehicleStatus
  reserved: boolean
  preorder: boolean
  certified: boolean
  tag: string | null
}

/** New stock is often still in transit; about 4% of the feed is coming soon overall. */
const comingSoonChance: Readonly<Record<CarType, number>> = { new: 0.09, demo: 0.02, used: 0.01 }
const SOLD_CHANCE = 0.08

export function chooseListingState(
  choice: VehicleChoice,
  km: number | null,
  listingAgeDays: number,
  random: Random,
): ListingState {
  const { carType, kind, year } = choice
  const status: VehicleStatus = random.chance(comingSoonChance[carType])
    ? 'coming_soon'
    : random.chance(SOLD_CHANCE)
      ? 'sold'
      : 'in_stock'
  const age = STOCK_REFERENCE_YEAR - year
  // Manufacturer certified pre-owned programmes: recent, low-kilometre franchise cars only.
  const certified =
    carType === 'used' &&
    kind === 'car' &&
    !choice.tradeIn &&
    age <= 6 &&
    (km ?? 0) <= 120_000 &&
    random.chance(0.45)
  return {
    status,
    reserved: status === 'in_stock' && random.chance(0.03),
    preorder: status === 'coming_soon' && carType === 'new' && random.chance(0.4),
    certified,
    tag: chooseTag(choice, km, listingAgeDays, random),
  }
}

function chooseTag(
  choice: VehicleChoice,
  km: number | null,
  listingAgeDays: number,
  random: Random,
): string | null {
  const { carType, year } = choice
  const fuel = choice.variant.engine?.fuel
  if (fuel === 'Electric' && random.chance(0.6)) return 'Electric'
  if ((fuel === 'Hybrid' || fuel === 'Plug-in Hybrid') && random.chance(0.5)) return 'Hybrid'
  if (carType === 'new' && year < STOCK_REFERENCE_YEAR && random.chance(0.7)) return 'RUNOUT SALE'
  if (carType === 'new' && random.chance(0.02)) return 'Test Drive Only'
  if (carType === 'demo' && random.chance(0.1)) return 'DEMO CLEARANCE'
  if (carType !== 'used') return null
  if (listingAgeDays > 60 && random.chance(0.15)) return 'CLEARANCE'
  if (random.chance(0.04)) return 'PRICE DROP'
  if (random.chance(0.03)) return 'ONE OWNER'
  const age = STOCK_REFERENCE_YEAR - year
  if (km !== null && age >= 3 && km < age * 6_000 && random.chance(0.5)) return 'LOW KMS'
  return null
}
