import { describe, expect, it } from 'vitest'
import { Collection } from '../collection/collection.ts'
import { parseCollectionSchema } from '../schema/collection-schema.ts'
import { globalParams, unionSearch } from './union-search.ts'

const collection = (name: string) => {
  const c = new Collection(
    parseCollectionSchema(
      {
        name,
        fields: [
          { name: 't', type: 'string' },
          { name: 'n', type: 'int32' },
        ],
      },
      0,
    ),
  )
  for (let i = 0; i < 4; i++)
    c.put({ id: `${name}${i}`, t: `word ${i}`, n: i * 10 + (name === 'b' ? 5 : 0) }, i)
  return c
}

describe('union search', () => {
  it('reads pagination as Typesense does: page wins over offset, limit is per_page', () => {
    expect(globalParams({})).toEqual({ page: 0, perPage: 10, offset: 0, fetchSize: 10 })
    expect(globalParams({ page: '3', limit: '5', offset: '1' })).toEqual({
      page: 3,
      perPage: 5,
      offset: 10,
      fetchSize: 15,
    })
    expect(globalParams({ offset: '4', per_page: '2', limit_hits: '5' })).toEqual({
      page: 0,
      perPage: 2,
      offset: 4,
      fetchSize: 5,
    })
  })

  it('interleaves two collections by a shared numeric sort', () => {
    const a = collection('a')
    const b = collection('b')
    const body = unionSearch(
      [
        { collection: a, collectionName: 'a', params: { q: '*', sort_by: 'n:asc' }, curationItems: [] },
        { collection: b, collectionName: 'b', params: { q: '*', sort_by: 'n:asc' }, curationItems: [] },
      ],
      { per_page: '5' },
      true,
    ) as { hits: { document: { id: string } }[]; found: number }
    expect(body.found).toBe(8)
    expect(body.hits.map((h) => h.document.id)).toEqual(['a0', 'b0', 'a1', 'b1', 'a2'])
  })
})
