import { enAuNumber } from '../australia/number-format.ts'

/**
 * The price bands the search facets `price_range` and `weekly_price_range` group vehicles into. Pure
 * labelling: boundaries are lower-inclusive.
 */

const priceBands = [10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000, 150_000] as const
const weeklyBands = [100, 150, 200, 250, 300, 400, 500] as const

const dollars = (value: number) => `$${enAuNumber.format(value)}`

function bandLabel(value: number, bands: readonly number[], unit = ''): string {
  const upper = bands.findIndex((bound) => value < bound)
  if (upper === 0) return `Under ${dollars(bands[0]!)}${unit}`
  if (upper === -1) return `${dollars(bands[bands.length - 1]!)}${unit} and over`
  return `${dollars(bands[upper - 1]!)} - ${dollars(bands[upper]!)}${unit}`
}

/** 'Price on application' for a price of 0, otherwise the band, e.g. '$20,000 - $30,000'. */
export function priceRangeLabel(price: number): string {
  return price > 0 ? bandLabel(price, priceBands) : 'Price on application'
}

/** The weekly repayment band, e.g. '$150 - $200/wk'; null when there is no repayment estimate. */
export function weeklyPriceRangeLabel(weekly: number | null | undefined): string | null {
  return weekly && weekly > 0 ? bandLabel(weekly, weeklyBands, '/wk') : null
}
