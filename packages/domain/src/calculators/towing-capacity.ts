import { enAuNumber } from '../australia/number-format.ts'
/**
 * Braked towing capacity as the results page's Features facet lists it: a vehicle that tows 3,500 kg
 * carries 'Towing 2,000 kg+' up to 'Towing 3,500 kg+', so ticking one band finds every vehicle that tows
 * at least that much. The stock index writes these labels (packages/search); the plain-words search reads
 * 'tows 3.5 tonnes' as the smallest band that covers it.
 */

/** Bands in kilograms: the common Australian ratings from a light SUV's 2 t to a heavy ute's 3.5 t, then trucks. */
export const TOWING_BANDS_KG = [2_000, 2_500, 3_000, 3_500, 5_000] as const

/** 'Towing 3,500 kg+' */
export function towingBandLabel(kg: number): string {
  return `Towing ${enAuNumber.format(kg)} kg+`
}

/** Every band a vehicle's braked towing capacity reaches, smallest first; none when it is unknown. */
export function towingBandLabels(brakedKg: number | null | undefined): string[] {
  if (typeof brakedKg !== 'number' || !Number.isFinite(brakedKg)) return []
  return TOWING_BANDS_KG.filter((band) => brakedKg >= band).map(towingBandLabel)
}

/** The smallest band covering a wanted capacity; null above the largest band. */
export function towingBandFor(wantedKg: number): number | null {
  return TOWING_BANDS_KG.find((band) => band >= wantedKg) ?? null
}
