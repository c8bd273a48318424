/**
 * A comparable's asking price moved to the shopper's kilometres: each 10,000 km more than the comparable
 * takes 1.5% off its price, each 10,000 km fewer adds 1.5%, at most 20% either way (beyond that the cars
 * are not really comparable, and the kilometre window keeps them out anyway).
 */

export const KM_ADJUSTMENT_PER_10000_KM = 0.015
export const KM_ADJUSTMENT_CAP = 0.2

/** The factor for a comparable with `comparableKm` valued at `subjectKm`. */
export function kmAdjustmentFactor(comparableKm: number, subjectKm: number): number {
  const change = (-KM_ADJUSTMENT_PER_10000_KM * (subjectKm - comparableKm)) / 10_000
  return 1 + Math.min(KM_ADJUSTMENT_CAP, Math.max(-KM_ADJUSTMENT_CAP, change))
}

export function kmAdjustedPrice(price: number, comparableKm: number, subjectKm: number): number {
  return price * kmAdjustmentFactor(comparableKm, subjectKm)
}
