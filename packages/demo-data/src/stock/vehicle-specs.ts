import { caravanLayout } from './catalogue-caravans.ts'
import { equipmentByKind } from './catalogue-equipment.ts'
import type { CatalogueModel, CatalogueVariant } from './catalogue-model.ts'
import type { VehicleVariant } from './stock-feed-row.ts'

const cc = (litres: number | null) => (litres === null ? null : Math.round(litres * 1000))

// Shared per model and variant: rows hold references, never copies (treat as read-only).
const variants = new Map<string, Readonly<VehicleVariant>>()
const equipment = new Map<string, readonly string[]>()

const keyOf = (model: CatalogueModel, variant: CatalogueVariant) =>
  `${model.kind}|${model.make}|${model.model}|${variant.badge}`

/**
 * The manufacturer data block. `withNullText` stands for the feeds that send the text 'null' in place
 * of a missing value, which the vehicle page must hide like a real null.
 */
export function variantData(
  model: CatalogueModel,
  variant: CatalogueVariant,
  withNullText: boolean,
): VehicleVariant {
  const key = `${keyOf(model, variant)}|${withNullText}`
  let cached = variants.get(key)
  if (!cached) {
    const engine = variant.engine
    const layout = model.kind === 'caravan' ? caravanLayout(model, variant.badge) : null
    cached = Object.freeze({
      cylinders: engine?.cylinders ?? null,
      enginesize: cc(engine?.litres ?? null),
      induction: withNullText ? 'null' : (engine?.induction ?? null),
      fuelconsumptioncombined: engine?.consumption ?? null,
      fuelcapacity: model.fuelCapacity,
      grossvehiclemass: layout?.mass ?? model.grossVehicleMass,
      vehiclelength: layout?.length ?? model.dimensions.length,
      vehicleheight: model.dimensions.height,
      vehiclewidth: model.dimensions.width,
      towingcapacitybraked: model.towingBraked,
      torque: engine?.torqueNm ?? null,
      ancaprating: model.ancap,
      bodyconfiguration: variant.bodyconfiguration ?? model.bodyconfiguration,
    })
    variants.set(key, cached)
  }
  return cached
}

/** Standard equipment: more of the kind's list the higher the variant sits in its range, plus model extras. */
export function standardEquipment(model: CatalogueModel, variant: CatalogueVariant): readonly string[] {
  const key = keyOf(model, variant)
  let cached = equipment.get(key)
  if (!cached) {
    const prices = model.variants.map((item) => item.price).sort((a, b) => a - b)
    const rank = prices.length > 1 ? prices.indexOf(variant.price) / (prices.length - 1) : 0.5
    const pool = equipmentByKind[model.kind]
    const count = Math.round(pool.length * (0.35 + 0.6 * rank))
    cached = Object.freeze([...pool.slice(0, count), ...model.equipment])
    equipment.set(key, cached)
  }
  return cached
}
