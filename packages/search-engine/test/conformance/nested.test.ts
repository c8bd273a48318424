import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyDoc, type NestedCar, nestedCarSchema, nestedCars } from '../fixtures/nested.ts'
import { query, startTestServer, type TestServer } from '../helpers/server.ts'

// Nested fields as Typesense's nested-field tests assert them (same documents and expected highlight
// trees), plus filters, facets, sorts, grouping and projections computed from the fixture.

interface Body {
  found: number
  hits: { document: Record<string, unknown>; highlight: Record<string, unknown>; highlights?: unknown[] }[]
  facet_counts: { field_name: string; counts: { value: string; count: number }[] }[]
  grouped_hits?: { group_key: unknown[]; hits: { document: { id: string } }[] }[]
}

const streetHighlight = {
  locations: [
    { address: { street: { matched_tokens: ['Brown'], snippet: '<mark>Brown</mark> Shade Avenue' } } },
    { address: { street: { matched_tokens: [], snippet: 'Graywolf Lane' } } },
  ],
}

describe('nested fields', () => {
  let ts: TestServer
  const create = (body: object) => ts.request('POST', '/collections', { body })
  const add = (collection: string, doc: object) =>
    ts.request('POST', `/collections/${collection}/documents`, { body: doc })
  const search = async (collection: string, params: Record<string, string | number>) => {
    const response = await ts.request(
      'GET',
      `/collections/${collection}/documents/search?${query({ per_page: 50, ...params })}`,
    )
    expect(response.status, response.text).toBe(200)
    return response.json() as Body
  }

  beforeAll(async () => {
    ts = await startTestServer({ load: false })
    await create(nestedCarSchema)
    await ts.request('POST', '/collections/cars/documents/import', {
      body: nestedCars.map((c) => JSON.stringify(c)).join('\n'),
      contentType: 'text/plain',
    })
  })
  afterAll(() => ts.close())

  describe("Typesense's explicit-schema cases", () => {
    it('searches objects and arrays of objects and highlights them as trees', async () => {
      const created = await create({
        name: 'coll1',
        enable_nested_fields: true,
        fields: [
          { name: 'details', type: 'object', optional: false },
          { name: 'company.name', type: 'string', optional: false, facet: true },
          { name: 'locations', type: 'object[]', optional: false },
        ],
      })
      expect(created.status).toBe(201)
      expect((await add('coll1', companyDoc)).status).toBe(201)
      const body = await search('coll1', { q: 'brown fox', query_by: 'details,locations' })
      expect(body.found).toBe(1)
      expect(body.hits[0]!.highlight).toEqual({
        details: {
          description: { matched_tokens: [], snippet: 'Quick set, go.' },
          names: [
            {
              matched_tokens: ['brown', 'fox'],
              snippet: 'Quick <mark>brown</mark> <mark>fox</mark> jumped.',
            },
            { matched_tokens: ['fox'], snippet: 'The red <mark>fox</mark> was not fast.' },
          ],
        },
        ...streetHighlight,
      })
      expect(body.hits[0]!.highlights).toEqual([])
      expect(body.hits[0]!.document).toEqual({ ...companyDoc, id: '0' })
      expect((await search('coll1', { q: 'fix', query_by: 'company.name' })).found).toBe(1)

      const fields = (await ts.request('GET', '/collections/coll1')).json() as {
        fields: { name: string; type: string; optional: boolean; facet: boolean }[]
      }
      expect(fields.fields.map((f) => [f.name, f.type, f.optional])).toEqual([
        ['details', 'object', false],
        ['company.name', 'string', false],
        ['locations', 'object[]', false],
        ['details.description', 'string', true],
        ['details.names', 'string[]', true],
        ['locations.address.street', 'string[]', true],
      ])
    })

    it('searches an explicit dotted field inside an array of objects, or an object[] part of it', async () => {
      for (const [name, fields] of [
        [
          'coll2',
          [
            { name: 'details', type: 'object' },
            { name: 'company.name', type: 'string' },
            { name: 'locations.address.street', type: 'string[]' },
          ],
        ],
        [
          'coll3',
          [
            { name: 'details', type: 'object' },
            { name: 'company.name', type: 'string' },
            { name: 'locations.address', type: 'object[]' },
          ],
        ],
      ] as const) {
        await create({ name, enable_nested_fields: true, fields })
        expect((await add(name, companyDoc)).status).toBe(201)
        const queryBy = name === 'coll2' ? 'locations.address.street' : 'locations.address'
        const body = await search(name, { q: 'brown', query_by: queryBy })
        expect(body.found).toBe(1)
        expect(body.hits[0]!.highlight).toEqual(streetHighlight)
      }
      const missing = await add('coll3', { company: { name: 'x' }, locations: [] })
      expect(missing.status).toBe(404)
      expect(missing.json()).toEqual({ message: 'Field `details` not found.' })
    })

    it.each([
      [
        [
          { name: 'blocks.text', type: 'object[]' },
          { name: 'blocks.text.description', type: 'string' },
        ],
        { blocks: { text: [{ description: 'Hello world.' }] } },
        'Field `blocks.text.description` has an incorrect type. Hint: field inside an array of objects must be an array type as well.',
      ],
      [
        [
          { name: 'variants', type: 'object[]', facet: true },
          { name: 'variants.sellingPrice', type: 'int32', facet: true },
        ],
        { variants: [{ sellingPrice: 2300 }] },
        'Field `variants.sellingPrice` has an incorrect type. Hint: field inside an array of objects must be an array type as well.',
      ],
      [
        [{ name: 'company', type: 'int32' }],
        { company: { name: 'nike' } },
        'Field `company` must be an int32.',
      ],
      [[{ name: 'company', type: 'object' }], { company: 'nike' }, 'Field `company` has an incorrect type.'],
    ])('refuses a value of the wrong type (%#)', async (fields, doc, message) => {
      const name = `bad${Math.random().toString(36).slice(2, 8)}`
      expect((await create({ name, enable_nested_fields: true, fields })).status).toBe(201)
      const response = await add(name, doc)
      expect(response.status).toBe(400)
      expect(response.json()).toEqual({ message })
    })

    it('merges a partial update into the stored object', async () => {
      await create({
        name: 'people',
        enable_nested_fields: true,
        fields: [
          { name: 'contributors', type: 'object' },
          { name: 'title', type: 'string' },
        ],
      })
      await add('people', {
        id: '0',
        title: 'Title Alpha',
        contributors: { first_name: 'John', last_name: 'Galt' },
      })
      await ts.request('PATCH', '/collections/people/documents/0', {
        body: { contributors: { last_name: 'Shaw' } },
      })
      expect((await search('people', { q: 'shaw', query_by: 'contributors' })).found).toBe(1)
      expect((await search('people', { q: 'john', query_by: 'contributors.first_name' })).found).toBe(1)
      expect((await search('people', { q: 'galt', query_by: 'contributors' })).found).toBe(0)
    })

    it('accepts an empty object[] array', async () => {
      await create({
        name: 'addresses',
        enable_nested_fields: true,
        fields: [{ name: 'addresses', type: 'object[]' }],
      })
      expect((await add('addresses', { addresses: [] })).status).toBe(201)
      expect((await add('addresses', { addresses: [{ street: 'foobar' }] })).status).toBe(201)
    })
  })

  describe('dotted paths in search parameters', () => {
    const where = (predicate: (c: NestedCar) => boolean) =>
      nestedCars
        .filter(predicate)
        .sort((a, b) => b.price - a.price)
        .map((c) => c.id)
    const ids = (body: Body) => body.hits.map((h) => h.document.id)

    it('filters, sorts and facets on nested values', async () => {
      const diesel = await search('cars', {
        q: '*',
        filter_by: 'specs.fuel:=Diesel && specs.engine.cylinders:>=4',
        sort_by: 'price:desc',
        facet_by: 'dealer.state,specs.features',
      })
      const expected = nestedCars.filter((c) => c.specs.fuel === 'Diesel' && c.specs.engine.cylinders >= 4)
      expect(ids(diesel)).toEqual(where((c) => expected.includes(c)))
      const count = (values: string[]) => {
        const out: Record<string, number> = {}
        for (const v of values) out[v] = (out[v] ?? 0) + 1
        return out
      }
      const facet = (name: string) =>
        Object.fromEntries(
          diesel.facet_counts.find((f) => f.field_name === name)!.counts.map((c) => [c.value, c.count]),
        )
      expect(facet('dealer.state')).toEqual(count(expected.map((c) => c.dealer.state)))
      expect(facet('specs.features')).toEqual(count(expected.flatMap((c) => c.specs.features)))
      const byLitres = await search('cars', { q: '*', sort_by: 'specs.engine.litres:asc,price:asc' })
      expect(ids(byLitres)).toEqual(
        [...nestedCars]
          .sort((a, b) => a.specs.engine.litres - b.specs.engine.litres || a.price - b.price)
          .map((c) => c.id),
      )
    })

    it('searches an object field by its strings, and one nested field alone', async () => {
      expect(ids(await search('cars', { q: 'brisbane', query_by: 'dealer', sort_by: 'price:desc' }))).toEqual(
        where((c) => c.dealer.name.startsWith('Brisbane')),
      )
      expect(
        ids(await search('cars', { q: 'qld', query_by: 'dealer.state', sort_by: 'price:desc' })),
      ).toEqual(where((c) => c.dealer.state === 'QLD'))
      const missing = await ts.request(
        'GET',
        `/collections/cars/documents/search?${query({ q: 'x', query_by: 'nope' })}`,
      )
      expect(missing.json()).toEqual({ message: 'Could not find a field named `nope` in the schema.' })
    })

    it('groups by a nested field', async () => {
      const body = await search('cars', {
        q: '*',
        group_by: 'dealer.name',
        group_limit: 1,
        sort_by: 'price:desc',
      })
      const names = [...new Set([...nestedCars].sort((a, b) => b.price - a.price).map((c) => c.dealer.name))]
      expect(body.grouped_hits!.map((g) => g.group_key)).toEqual(names.map((n) => [n]))
    })

    it('returns nested documents, pruned by dotted include_fields and exclude_fields', async () => {
      const included = await search('cars', {
        q: '*',
        filter_by: 'id:n1',
        include_fields: 'title,specs.engine.cylinders,dealer',
      })
      expect(included.hits[0]!.document).toEqual({
        title: 'Toyota HiLux SR5',
        specs: { engine: { cylinders: 4 } },
        dealer: { name: 'Parramatta Toyota', state: 'NSW' },
      })
      const excluded = await search('cars', {
        q: '*',
        filter_by: 'id:n1',
        exclude_fields: 'specs,category,dealer.name',
      })
      expect(excluded.hits[0]!.document).toEqual({
        id: 'n1',
        title: 'Toyota HiLux SR5',
        price: 52990,
        dealer: { state: 'NSW' },
      })
    })
  })
})
