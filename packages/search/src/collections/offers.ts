import { type DocumentOf, defineCollection } from './define-collection.ts'

/** The dealership offers index (categories, price), searched 21 at a time per dealership. */
export const offersCollection = defineCollection({
  name: 'offers',
  default_sorting_field: 'sort_rank',
  fields: [
    { name: 'name', type: 'string' },
    { name: 'dealership_ids', type: 'string[]', facet: true },
    { name: 'categories', type: 'string[]', facet: true },
    { name: 'manufacturer', type: 'string', facet: true, optional: true },
    { name: 'model_name', type: 'string', facet: true, optional: true },
    { name: 'price', type: 'int32', facet: true, optional: true },
    { name: 'sort_rank', type: 'int32', sort: true },
  ],
} as const)

export type OfferDocument = DocumentOf<typeof offersCollection>
