import type { FieldTypeLookup } from '@forecourt/search-engine/filter-clause'
import type { CollectionSchema } from '../collections/define-collection.ts'

/**
 * What a browser may name in its searches of one collection, derived from the collection's schema: filter,
 * facet and group by facet fields (and geopoints), sort by sortable facet fields and the collection's default
 * ranking. The stored-only and unfaceted fields (VIN, rego, views, stock number, phones…) can be neither
 * filtered nor sorted on, so they cannot be probed either.
 */
export interface BrowserSearchPolicy {
  collection: string
  /** Every indexed field's type: for reading the key's own filter. */
  schemaTypes: FieldTypeLookup
  /** The fields a browser's filter may name, with their types. */
  filterTypes: FieldTypeLookup
  facetFields: ReadonlySet<string>
  sortFields: ReadonlySet<string>
}

/** Sort keys of Typesense's own that a results page uses. */
const SPECIAL_SORT_FIELDS = ['_text_match', '_group_found']

export function browserSearchPolicy(schema: CollectionSchema): BrowserSearchPolicy {
  const types = new Map(schema.fields.filter((f) => f.index !== false).map((f) => [f.name, f.type]))
  const geo = schema.fields.filter((f) => f.type === 'geopoint').map((f) => f.name)
  const facets = schema.fields.filter((f) => f.facet).map((f) => f.name)
  const filterable = new Set([...facets, ...geo])
  const sortable = schema.fields.filter((f) => f.sort && f.facet).map((f) => f.name)
  if (schema.default_sorting_field) sortable.push(schema.default_sorting_field)
  return {
    collection: schema.name,
    schemaTypes: (name) => types.get(name),
    filterTypes: (name) => (filterable.has(name) ? types.get(name) : undefined),
    facetFields: new Set(facets),
    sortFields: new Set([...sortable, ...geo, ...SPECIAL_SORT_FIELDS]),
  }
}
