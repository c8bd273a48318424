import type { Random } from '../random.ts'
import type { VehicleKind } from '../tenants.ts'
import { STOCK_REFERENCE_YEAR } from './reference-date.ts'
import type { CarType, PriceType } from './stock-feed-row.ts'

/** Typical kilometres a year by kind; prime movers and trucks run far more than cars. */
const annualKm: Readonly<Record<VehicleKind, number>> = {
  car: 14_000,
  motorcycle: 4_000,
  truck: 45_000,
  caravan: 0,
}

export function chooseKm(kind: VehicleKind, carType: CarType, year: number, random: Random): number | null {
  if (kind === 'caravan') return null
  if (carType === 'new') return random.int(0, 50)
  if (carType === 'demo') return kind === 'motorcycle' ? random.int(100, 2_000) : random.int(500, 8_000)
  const years = Math.max(0.4, STOCK_REFERENCE_YEAR - year + random.next() * 0.8)
  const usage = 0.55 + random.next() * 0.9
  return Math.max(1_000, Math.round((annualKm[kind] * years * usage) / 10) * 10)
}

const priceTypes: Readonly<Record<CarType, readonly (readonly [PriceType, number])[]>> = {
  new: [
    ['drive_away', 70],
    ['plus_orc', 18],
    ['egc', 12],
  ],
  demo: [
    ['drive_away', 80],
    ['egc', 20],
  ],
  used: [
    ['drive_away', 65],
    ['egc', 35],
  ],
}

/** Dealer pricing ends in 990 (or 490 under $10,000). */
function retailRound(value: number): number {
  const step = value < 10_000 ? 500 : 1_000
  return Math.max(step, Math.round(value / step) * step) - 10
}

export interface Pricing {
  price: number
  priceType: PriceType
}

/**
 * A listing price from the new drive-away price: runout discounts on last year's new stock, demonstrator
 * discounts, and for used vehicles depreciation by age and kilometres. 'plus_orc' and 'egc' prices leave
 * out on-road costs or government charges, so they read lower.
 */
export function choosePrice(
  newPrice: number,
  kind: VehicleKind,
  carType: CarType,
  year: number,
  km: number | null,
  random: Random,
): Pricing {
  const priceType = random.weighted(priceTypes[carType])
  const charges = priceType === 'plus_orc' ? 0.93 : priceType === 'egc' ? 0.96 : 1
  let value: number
  if (carType === 'new') {
    const runout = year < STOCK_REFERENCE_YEAR ? 0.93 : 1
    value = newPrice * runout * (0.97 + random.next() * 0.05)
  } else if (carType === 'demo') {
    value = newPrice * (0.86 + random.next() * 0.07)
  } else {
    const age = Math.max(0, STOCK_REFERENCE_YEAR - year)
    const yearly = kind === 'caravan' ? 0.9 : kind === 'truck' ? 0.9 : 0.87
    const expectedKm = age * annualKm[kind]
    const kmFactor =
      km === null || expectedKm === 0 ? 1 : 1 - Math.max(-0.08, Math.min(0.15, (km - expectedKm) / 400_000))
    value = newPrice * 0.85 * yearly ** age * kmFactor * (0.94 + random.next() * 0.12)
  }
  return { price: retailRound(Math.max(2_500, value * charges)), priceType }
}
