import { type DocumentOf, defineCollection } from './define-collection.ts'

/**
 * Cars that left their dealer's feed (docs/decisions/045-departed-cars.md): what the vehicle page needs to
 * say that the car is gone and to find cars like it. Written by ingestion just before it deletes a car
 * from `vehicles`, under the same id; deleted again when the car comes back in a later feed.
 */
export const departedVehiclesCollection = defineCollection({
  name: 'departed_vehicles',
  default_sorting_field: 'departed_at',
  fields: [
    { name: 'slug', type: 'string', optional: true },
    { name: 'dealership_slug', type: 'string', facet: true },
    // The title the car's page showed, e.g. '2021 Toyota HiLux SR5'.
    { name: 'name', type: 'string' },
    { name: 'make', type: 'string', facet: true },
    { name: 'model', type: 'string', facet: true },
    { name: 'body', type: 'string', facet: true, optional: true },
    { name: 'price', type: 'int32' },
    { name: 'car_type', type: 'string', facet: true },
    { name: 'item_type', type: 'string', facet: true },
    { name: 'year', type: 'int32' },
    // Unix seconds of the ingestion run that found the car gone.
    { name: 'departed_at', type: 'int64', sort: true },
  ],
} as const)

export type DepartedVehicleDocument = DocumentOf<typeof departedVehiclesCollection>
