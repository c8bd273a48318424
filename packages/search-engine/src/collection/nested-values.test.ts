import { describe, expect, it } from 'vitest'
import { parseCollectionSchema } from '../schema/collection-schema.ts'
import { Collection } from './collection.ts'
import { deepMerge } from './nested-values.ts'

describe('nested values', () => {
  it('merges objects of a partial update and replaces everything else', () => {
    expect(deepMerge({ a: { x: 1, y: 2 }, b: [1], c: 1 }, { a: { y: 3 }, b: [2], d: 4 })).toEqual({
      a: { x: 1, y: 3 },
      b: [2],
      c: 1,
      d: 4,
    })
  })

  it('adds discovered sub-fields to the schema once, and indexes their values', () => {
    const schema = parseCollectionSchema(
      { name: 'c', enable_nested_fields: true, fields: [{ name: 'specs', type: 'object', facet: true }] },
      0,
    )
    const collection = new Collection(schema)
    collection.put({ id: 'a', specs: { fuel: 'Diesel' } }, 0)
    collection.put({ id: 'b', specs: { fuel: 'Petrol', seats: 5 } }, 1)
    expect(collection.schema.fields.map((f) => f.name)).toEqual(['specs', 'specs.fuel', 'specs.seats'])
    expect(collection.nestedRoots.map((f) => f.name)).toEqual(['specs'])
    expect(collection.facetIndex('specs.fuel')!.labels).toEqual(['Diesel', 'Petrol'])
    expect(collection.valueOf(collection.getById('b')!, 'specs.seats')).toBe(5)
  })
})
