import { enAuNumberFormat } from '../australia/number-format.ts'

/**
 * The full specification list from the car's Variant (spec, stock document sections 3 and 5):
 * "Specifications with empty, null or the text 'null' values are hidden."
 */

export const VARIANT_FIELDS = [
  'cylinders',
  'enginesize',
  'induction',
  'fuelconsumptioncombined',
  'fuelcapacity',
  'grossvehiclemass',
  'vehiclelength',
  'vehicleheight',
  'vehiclewidth',
  'towingcapacitybraked',
  'torque',
  'ancaprating',
  'bodyconfiguration',
] as const
export type VariantField = (typeof VARIANT_FIELDS)[number]
export type Variant = Partial<Record<VariantField, number | string | null>>

export const variantFieldLabels: Readonly<Record<VariantField, { label: string; unit?: string }>> = {
  cylinders: { label: 'Cylinders' },
  enginesize: { label: 'Engine Size', unit: 'cc' },
  induction: { label: 'Induction' },
  fuelconsumptioncombined: { label: 'Fuel Consumption (Combined)', unit: 'L/100km' },
  fuelcapacity: { label: 'Fuel Capacity', unit: 'L' },
  grossvehiclemass: { label: 'Gross Vehicle Mass', unit: 'kg' },
  vehiclelength: { label: 'Length', unit: 'mm' },
  vehicleheight: { label: 'Height', unit: 'mm' },
  vehiclewidth: { label: 'Width', unit: 'mm' },
  towingcapacitybraked: { label: 'Towing Capacity (Braked)', unit: 'kg' },
  torque: { label: 'Torque', unit: 'Nm' },
  ancaprating: { label: 'ANCAP Safety Rating', unit: 'stars' },
  bodyconfiguration: { label: 'Body Configuration' },
}

export interface SpecItem {
  field: VariantField
  label: string
  value: string
}

/** False for null, undefined, NaN, empty or blank text and the text 'null' (any case). */
export function isShownSpecValue(value: unknown): value is number | string {
  if (typeof value === 'number') return Number.isFinite(value)
  if (typeof value !== 'string') return false
  const trimmed = value.trim()
  return trimmed !== '' && trimmed.toLowerCase() !== 'null'
}

// One formatter for every value: `toLocaleString` with options builds a new one on each call.
const oneDecimal = enAuNumberFormat({ maximumFractionDigits: 1 })

function formatValue(value: number | string, unit: string | undefined): string {
  const text = typeof value === 'number' ? oneDecimal.format(value) : value.trim()
  return unit ? `${text} ${unit}` : text
}

export function specificationList(variant: Variant | null | undefined): SpecItem[] {
  if (!variant) return []
  return VARIANT_FIELDS.flatMap((field) => {
    const value = variant[field]
    if (!isShownSpecValue(value)) return []
    const { label, unit } = variantFieldLabels[field]
    return [{ field, label, value: formatValue(value, unit) }]
  })
}
