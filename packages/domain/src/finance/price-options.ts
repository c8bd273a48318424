/**
 * The finance panel's budget choices (spec, forms document section 5, "Finance quote"): "Price option chips
 * run $5,000 to $70,000, or $300,000 to $800,000 for some sites." and "Price range slider step 500,
 * default 5,000 to 250,000." A chip or the slider's range opens the used-cars search within that budget;
 * the quote's own amount keeps its "clamped to 10,000..200,000 on blur" (quote.ts).
 *
 * The spec gives the ends of each chip run, not the steps between: $5,000 steps to $30,000 then $10,000
 * steps, and $100,000 steps for the high-priced sites. "Some sites" are those with `highPriceOptions` on.
 */

export const PRICE_OPTIONS = [
  5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 60_000, 70_000,
] as const
export const HIGH_PRICE_OPTIONS = [300_000, 400_000, 500_000, 600_000, 700_000, 800_000] as const

export const PRICE_RANGE_SLIDER = { min: 5_000, max: 250_000, step: 500 } as const
export const DEFAULT_PRICE_RANGE = { min: PRICE_RANGE_SLIDER.min, max: PRICE_RANGE_SLIDER.max } as const

/** The search's price range parameter, as the search page reads it (`price=-70000`, `price=5000-80000`). */
export const PRICE_PARAM = 'price'

export function priceOptions(settings: { highPriceOptions: boolean }): readonly number[] {
  return settings.highPriceOptions ? HIGH_PRICE_OPTIONS : PRICE_OPTIONS
}

/** The search within a chip's budget: every car up to that price. */
export function priceOptionSearch(searchPath: string, price: number): string {
  return `${searchPath}?${new URLSearchParams({ [PRICE_PARAM]: `-${price}` })}`
}

/** A slider value clamped into 5,000..250,000 and onto its 500 steps; the default end when not a number. */
export function snapBudget(value: number, end: 'min' | 'max'): number {
  if (!Number.isFinite(value)) return DEFAULT_PRICE_RANGE[end]
  const clamped = Math.min(PRICE_RANGE_SLIDER.max, Math.max(PRICE_RANGE_SLIDER.min, value))
  return (
    PRICE_RANGE_SLIDER.min +
    Math.round((clamped - PRICE_RANGE_SLIDER.min) / PRICE_RANGE_SLIDER.step) * PRICE_RANGE_SLIDER.step
  )
}

/** The two ends in order (a low end dragged past the high one swaps them). */
export function budgetRange(low: number, high: number): { min: number; max: number } {
  const a = snapBudget(low, 'min')
  const b = snapBudget(high, 'max')
  return a <= b ? { min: a, max: b } : { min: b, max: a }
}
