import { type DocumentOf, defineCollection } from './define-collection.ts'

/** The manufacturer and model directory (the spec's `manufacturer.name`, `model.name`, `model.body`). */
export const modelsCollection = defineCollection({
  name: 'models',
  default_sorting_field: 'sort_rank',
  fields: [
    { name: 'manufacturer_name', type: 'string', facet: true },
    { name: 'manufacturer_slug', type: 'string', facet: true },
    { name: 'model_name', type: 'string' },
    { name: 'model_slug', type: 'string', index: false, optional: true },
    { name: 'bodies', type: 'string[]', facet: true },
    { name: 'item_type', type: 'string', facet: true },
    { name: 'status', type: 'string', facet: true, optional: true },
    { name: 'dealership_ids', type: 'string[]', facet: true },
    { name: 'sort_rank', type: 'int32', sort: true },
  ],
} as const)

export type ModelDocument = DocumentOf<typeof modelsCollection>
