import { describe, expect, it } from 'vitest'
import { parseCollectionSchema } from '../schema/collection-schema.ts'
import { filterDocuments } from '../search/search-filter.ts'
import { Collection } from './collection.ts'

const schema = () =>
  parseCollectionSchema(
    {
      name: 'c',
      fields: [
        { name: 'n', type: 'int32' },
        { name: 't', type: 'string' },
      ],
    },
    0,
  )

describe('Collection', () => {
  it('keeps the sequence number of a replaced document', () => {
    const collection = new Collection(schema())
    collection.put({ id: 'a', n: 1, t: 'x' }, 0)
    collection.put({ id: 'b', n: 2, t: 'y' }, 1)
    collection.put({ id: 'a', n: 3, t: 'z' }, collection.seqOfId('a')!)
    expect(collection.entries().map((e) => [e.doc.id, e.seq])).toEqual([
      ['a', 0],
      ['b', 1],
    ])
    expect(collection.size).toBe(2)
    expect([...filterDocuments(collection, 't:x').toArray()]).toEqual([])
    expect(collection.document(filterDocuments(collection, 't:z').toArray()[0]!).id).toBe('a')
  })

  it('rebuilds its indexes once deletions outnumber live documents', () => {
    const collection = new Collection(schema())
    for (let i = 0; i < 3000; i++) collection.put({ id: `d${i}`, n: i, t: i % 2 ? 'odd' : 'even' }, i)
    for (let i = 0; i < 2500; i++) collection.remove(`d${i}`)
    expect(collection.ordinalCount).toBeLessThan(3000)
    expect(collection.size).toBe(500)
    expect(filterDocuments(collection, 't:odd && n:>2990').count()).toBe(5)
    expect(collection.entries()[0]).toEqual({ doc: { id: 'd2500', n: 2500, t: 'even' }, seq: 2500 })
  })
})
