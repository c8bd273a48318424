import type { VehicleKind } from '../tenants.ts'
import { caravans } from './catalogue-caravans.ts'
import { japaneseCars } from './catalogue-cars-japanese.ts'
import { otherCars } from './catalogue-cars-other-makes.ts'
import type { CatalogueModel } from './catalogue-model.ts'
import { motorcycles } from './catalogue-motorcycles.ts'
import { trucks } from './catalogue-trucks.ts'

/** Australian market models the demo stock is drawn from: cars, motorcycles, trucks and caravans. */
export const catalogue: readonly CatalogueModel[] = [
  ...japaneseCars,
  ...otherCars,
  ...motorcycles,
  ...trucks,
  ...caravans,
]

const byMakeAndKind = new Map<string, CatalogueModel[]>()
for (const entry of catalogue) {
  const key = `${entry.kind}|${entry.make}`
  byMakeAndKind.set(key, [...(byMakeAndKind.get(key) ?? []), entry])
}

export function modelsFor(make: string, kind: VehicleKind): readonly CatalogueModel[] {
  return byMakeAndKind.get(`${kind}|${make}`) ?? []
}

/** Every make with models of this kind, in catalogue order. */
export function makesOf(kind: VehicleKind): string[] {
  return [...new Set(catalogue.filter((entry) => entry.kind === kind).map((entry) => entry.make))]
}

/** The series code current in a model year. */
export function seriesFor(entry: CatalogueModel, year: number): string | null {
  let current: string | null = null
  for (const [from, code] of entry.series) if (from <= year) current = code
  return current
}
