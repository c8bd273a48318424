import { enAuNumberFormat } from '../australia/number-format.ts'
import { isShownSpecValue } from './specs.ts'

/**
 * The key information block near the top of the vehicle page. Spec, forms document section 9: "key info
 * shows 4 before show-more". Empty values are hidden like specifications are.
 */

export const KEY_INFORMATION_PREVIEW_COUNT = 4

export interface KeyInformationVehicle {
  km?: number | null
  simple_transmission?: string | null
  simple_fuel?: string | null
  simple_body?: string | null
  simple_drive?: string | null
  engine_size_litres?: number | null
  colour?: string | null
  seats?: number | null
  stocknum?: string | null
  vin?: string | null
  regplate?: string | null
  rego_expiry?: string | null
  build_date?: string | null
  compliance_date?: string | null
}

export interface KeyInformationItem {
  label: string
  value: string
}

// One formatter for every value: `toLocaleString` with options builds a new one on each call.
const oneDecimal = enAuNumberFormat({ maximumFractionDigits: 1 })
const number = (value: number) => oneDecimal.format(value)

/** In display order: the four a shopper compares first, then the rest. */
const entries: readonly [string, (vehicle: KeyInformationVehicle) => string | number | null | undefined][] = [
  ['Odometer', (v) => (typeof v.km === 'number' ? `${number(v.km)} km` : null)],
  ['Transmission', (v) => v.simple_transmission],
  ['Fuel Type', (v) => v.simple_fuel],
  ['Body Type', (v) => v.simple_body],
  ['Drive Type', (v) => v.simple_drive],
  ['Engine', (v) => (typeof v.engine_size_litres === 'number' ? `${number(v.engine_size_litres)}L` : null)],
  ['Colour', (v) => v.colour],
  ['Seats', (v) => v.seats],
  ['Stock No.', (v) => v.stocknum],
  ['VIN', (v) => v.vin],
  ['Rego', (v) => v.regplate],
  ['Rego Expiry', (v) => v.rego_expiry],
  ['Build Date', (v) => v.build_date],
  ['Compliance Date', (v) => v.compliance_date],
]

export function keyInformation(vehicle: KeyInformationVehicle): KeyInformationItem[] {
  return entries.flatMap(([label, read]) => {
    const value = read(vehicle)
    return isShownSpecValue(value) ? [{ label, value: String(value).trim() }] : []
  })
}

export interface KeyInformationView {
  visible: KeyInformationItem[]
  /** Whether the 'show more' / 'show less' control appears at all. */
  hasMore: boolean
  hiddenCount: number
}

export function keyInformationView(
  items: readonly KeyInformationItem[],
  expanded: boolean,
): KeyInformationView {
  const hasMore = items.length > KEY_INFORMATION_PREVIEW_COUNT
  const visible = expanded || !hasMore ? [...items] : items.slice(0, KEY_INFORMATION_PREVIEW_COUNT)
  return { visible, hasMore, hiddenCount: items.length - visible.length }
}
