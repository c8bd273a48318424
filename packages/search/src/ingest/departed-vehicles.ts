import type { Client } from 'typesense'
import { type DepartedVehicleDocument, departedVehiclesCollection } from '../collections/departed-vehicles.ts'
import type { VehicleDocument } from '../collections/vehicles.ts'
import { and, anyOf, below, type FilterExpression, matchesNothing } from '../filter-expression.ts'
import { isWritableValue, writeFilter } from '../filter-writer.ts'

/** How long a departed car is remembered: its page answers 410 until then, then a plain 404. */
export const DEPARTED_RETENTION_DAYS = 365

const PAGE = 250

/** What `vehicles` must return of a car for it to be remembered when it departs. */
export const departedSourceFields = [
  'id',
  'slug',
  'dealership_slug',
  'name',
  'make',
  'model',
  'body',
  'price',
  'car_type',
  'item_type',
  'year',
] as const satisfies readonly (keyof VehicleDocument & keyof DepartedVehicleDocument)[]

export type DepartedSource = Pick<VehicleDocument, (typeof departedSourceFields)[number]>

/** Remembers these cars as departed at `at` (an upsert: a car that departs again gets the new moment). */
export async function recordDeparted(
  client: Client,
  cars: readonly DepartedSource[],
  at: Date,
): Promise<void> {
  if (cars.length === 0) return
  const departedAt = Math.floor(at.getTime() / 1000)
  const documents: DepartedVehicleDocument[] = cars.map((car) => ({
    id: car.id,
    ...(car.slug ? { slug: car.slug } : {}),
    dealership_slug: car.dealership_slug,
    name: car.name,
    make: car.make,
    model: car.model,
    ...(car.body ? { body: car.body } : {}),
    price: car.price,
    car_type: car.car_type,
    item_type: car.item_type,
    year: car.year,
    departed_at: departedAt,
  }))
  const results = await client
    .collections<DepartedVehicleDocument>(departedVehiclesCollection.name)
    .documents()
    .import(documents, { action: 'upsert', throwOnFail: false })
  const failed = results.filter((result) => !result.success)
  // Remembering is a courtesy to old links: a car that cannot be recorded still leaves the stock.
  if (failed.length > 0)
    console.warn(`${failed.length} departed cars could not be recorded: ${failed[0]?.error}`)
}

/**
 * Forgets the departed records of these dealers whose cars are back in stock (ids in `returned`) or that
 * are older than the retention period.
 */
export async function forgetDeparted(
  client: Client,
  dealers: readonly string[],
  returned: ReadonlySet<string>,
  now: Date,
): Promise<void> {
  const dealerFilter = anyOf('dealership_slug', dealers.filter(isWritableValue))
  if (matchesNothing(dealerFilter)) return
  const collection = client.collections<DepartedVehicleDocument>(departedVehiclesCollection.name)
  const back: string[] = []
  for (let page = 1; ; page++) {
    const result = await collection.documents().search({
      q: '*',
      filter_by: writeFilter(dealerFilter),
      include_fields: 'id',
      per_page: PAGE,
      page,
    })
    const hits = result.hits ?? []
    for (const hit of hits) if (returned.has(hit.document.id)) back.push(hit.document.id)
    if (hits.length < PAGE) break
  }
  await deleteByIds(client, back)
  const cutoff = Math.floor(now.getTime() / 1000) - DEPARTED_RETENTION_DAYS * 86_400
  await deleteWhere(client, and(dealerFilter, below('departed_at', cutoff)))
}

async function deleteByIds(client: Client, ids: readonly string[]) {
  const byFilter = ids.filter(isWritableValue)
  for (let start = 0; start < byFilter.length; start += 100)
    await deleteWhere(client, anyOf('id', byFilter.slice(start, start + 100)))
  for (const id of ids.filter((id) => !isWritableValue(id)))
    await client.collections(departedVehiclesCollection.name).documents(id).delete()
}

async function deleteWhere(client: Client, filter: FilterExpression) {
  if (matchesNothing(filter)) return
  await client
    .collections(departedVehiclesCollection.name)
    .documents()
    .delete({ filter_by: writeFilter(filter) })
}
