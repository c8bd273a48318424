/**
 * The vehicle page's fuel cost calculator (spec, forms document section 5): "Fuel calculator strips $ and
 * commas from the price and 'kms' and commas from the distance." The consumption is the Variant's
 * `fuelconsumptioncombined` in L/100km.
 *
 *   litres = consumption x distance / 100;   cost = litres x fuel price per litre
 */

export interface FuelCost {
  litres: number
  cost: number
}

const toNumber = (text: string): number | null => {
  const trimmed = text.trim()
  if (!trimmed) return null
  const value = Number(trimmed)
  return Number.isFinite(value) && value >= 0 ? value : null
}

/** '$1.95' -> 1.95, '$2,000' -> 2000; null when no number is left. */
export function parseFuelPrice(input: string): number | null {
  return toNumber(input.replace(/[$,]/g, ''))
}

/** '15,000 kms' -> 15000 (a bare 'km' is accepted too); null when no number is left. */
export function parseDistance(input: string): number | null {
  return toNumber(input.replace(/,/g, '').replace(/\s*kms?\s*$/i, ''))
}

const roundCents = (value: number) => Math.round(value * 100) / 100

/** Null when an input is missing or not a number, or the consumption is unknown (including the text 'null'). */
export function fuelCost(input: {
  consumptionPer100Km: number | string | null | undefined
  distance: string | number
  fuelPrice: string | number
}): FuelCost | null {
  const consumption = typeof input.consumptionPer100Km === 'number' ? input.consumptionPer100Km : null
  const distance = typeof input.distance === 'number' ? input.distance : parseDistance(input.distance)
  const price = typeof input.fuelPrice === 'number' ? input.fuelPrice : parseFuelPrice(input.fuelPrice)
  if (consumption === null || !(consumption > 0) || distance === null || price === null) return null
  const litres = (consumption * distance) / 100
  return { litres: roundCents(litres), cost: roundCents(litres * price) }
}
