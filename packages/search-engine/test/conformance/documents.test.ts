import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/server.ts'

const schema = {
  name: 'cars',
  fields: [
    { name: 'make', type: 'string', facet: true },
    { name: 'year', type: 'int32' },
    { name: 'price', type: 'float' },
    { name: 'tags', type: 'string[]', optional: true },
    { name: 'certified', type: 'bool', optional: true },
  ],
  default_sorting_field: 'year',
}

const lines = (docs: unknown[]) => docs.map((d) => (typeof d === 'string' ? d : JSON.stringify(d))).join('\n')

describe('documents API', () => {
  let ts: TestServer
  beforeEach(async () => {
    await ts?.close()
    ts = await startTestServer({ load: false })
    await ts.request('POST', '/collections', { body: schema })
  })
  afterAll(() => ts.close())

  const importLines = async (docs: unknown[], params = '') => {
    const response = await ts.request('POST', `/collections/cars/documents/import${params}`, {
      body: lines(docs),
      contentType: 'text/plain',
    })
    expect(response.status).toBe(200)
    return response.text.split('\n').map((l) => JSON.parse(l) as Record<string, unknown>)
  }
  const get = async (id: string) => (await ts.request('GET', `/collections/cars/documents/${id}`)).json()

  it('returns one result line per document, failing bad lines alone', async () => {
    const badLine = '{"id": "x", "make": '
    const results = await importLines([
      { id: 'a', make: 'Toyota', year: 2020, price: 1 },
      { id: 'b', make: 'Mazda', year: 'twenty', price: 2 },
      { id: 'c', year: 2021, price: 3 },
      { id: 'd', make: 'Ford', price: 4 },
      badLine,
      { id: 5, make: 'Kia', year: 2022, price: 5 },
      { id: '', make: 'Kia', year: 2022, price: 5 },
      { id: 'e', make: 'Kia', year: 2022, price: 'cheap' },
      { id: 'f', make: 'Kia', year: 2022, price: 1, tags: 'not-a-list' },
      { id: 'g', make: 'Kia', year: 2022, price: 1, tags: ['ok', 7] },
      { id: 'h', make: 'Kia', year: 2022, price: 1, certified: 'yes' },
      { id: 'i', make: 'Kia', year: 2022, price: 1, tags: null },
    ])
    expect(results).toEqual([
      { success: true },
      {
        success: false,
        code: 400,
        error: 'Field `year` must be an int32.',
        document: lines([{ id: 'b', make: 'Mazda', year: 'twenty', price: 2 }]),
      },
      {
        success: false,
        code: 400,
        error: 'Field `make` has been declared in the schema, but is not found in the document.',
        document: lines([{ id: 'c', year: 2021, price: 3 }]),
      },
      {
        success: false,
        code: 400,
        error: 'Field `year` has been declared as a default sorting field, but is not found in the document.',
        document: lines([{ id: 'd', make: 'Ford', price: 4 }]),
      },
      { success: false, code: 400, error: expect.stringMatching(/^Bad JSON: /), document: badLine },
      expect.objectContaining({
        success: false,
        code: 400,
        error: "Document's `id` field should be a string.",
      }),
      expect.objectContaining({ success: false, code: 400, error: 'The `id` should not be empty.' }),
      expect.objectContaining({ success: false, code: 400, error: 'Field `price` must be a float.' }),
      expect.objectContaining({ success: false, code: 400, error: 'Field `tags` must be an array.' }),
      expect.objectContaining({
        success: false,
        code: 400,
        error: 'Field `tags` must be an array of string.',
      }),
      expect.objectContaining({ success: false, code: 400, error: 'Field `certified` must be a bool.' }),
      { success: true },
    ])
    expect(await get('a')).toEqual({ id: 'a', make: 'Toyota', year: 2020, price: 1 })
    // A null optional field is removed from the stored document.
    expect(await get('i')).toEqual({ id: 'i', make: 'Kia', year: 2022, price: 1 })
  })

  it('coerces values with dirty_values=coerce_or_reject and drops them with coerce_or_drop', async () => {
    const coerced = await importLines(
      [{ id: 'a', make: 'Toyota', year: '2020', price: '10.5', certified: 'true', tags: [1] }],
      '?dirty_values=coerce_or_reject',
    )
    expect(coerced).toEqual([{ success: true }])
    expect(await get('a')).toEqual({
      id: 'a',
      make: 'Toyota',
      year: 2020,
      price: 10.5,
      certified: true,
      tags: ['1'],
    })
    const dropped = await importLines(
      [
        { id: 'b', make: 'Mazda', year: 2021, price: 1, certified: { yes: true } },
        { id: 'c', make: 'Mazda', year: 2021, price: 1, certified: 'maybe' },
      ],
      '?dirty_values=coerce_or_drop',
    )
    // Typesense drops an uncoercible optional value, but a string that is not true/false is always an error.
    expect(dropped).toEqual([
      { success: true },
      expect.objectContaining({ success: false, error: 'Field `certified` must be a bool.' }),
    ])
    expect(await get('b')).toEqual({ id: 'b', make: 'Mazda', year: 2021, price: 1 })
  })

  it('implements create, upsert, update and emplace', async () => {
    await importLines([{ id: 'a', make: 'Toyota', year: 2020, price: 1, tags: ['x'] }])
    expect(await importLines([{ id: 'a', make: 'Toyota', year: 2020, price: 1 }])).toEqual([
      expect.objectContaining({ success: false, code: 409, error: 'A document with id a already exists.' }),
    ])
    expect(await importLines([{ id: 'a', make: 'Toyota', year: 2021, price: 2 }], '?action=upsert')).toEqual([
      { success: true },
    ])
    expect(await get('a')).toEqual({ id: 'a', make: 'Toyota', year: 2021, price: 2 })
    expect(await importLines([{ id: 'a', price: 3 }], '?action=update')).toEqual([{ success: true }])
    expect(await get('a')).toEqual({ id: 'a', make: 'Toyota', year: 2021, price: 3 })
    expect(await importLines([{ id: 'zz', price: 3 }, { price: 1 }], '?action=update')).toEqual([
      expect.objectContaining({ success: false, code: 404, error: 'Could not find a document with id: zz' }),
      expect.objectContaining({
        success: false,
        code: 400,
        error: 'For update, the `id` key must be provided.',
      }),
    ])
    expect(
      await importLines(
        [
          { id: 'a', price: 4 },
          { id: 'b', make: 'Kia', year: 2019, price: 9 },
          { id: 'c', price: 9 },
        ],
        '?action=emplace',
      ),
    ).toEqual([{ success: true }, { success: true }, expect.objectContaining({ success: false, code: 400 })])
    expect(await get('a')).toEqual({ id: 'a', make: 'Toyota', year: 2021, price: 4 })
    expect(await get('b')).toEqual({ id: 'b', make: 'Kia', year: 2019, price: 9 })
  })

  it('returns ids or documents when asked', async () => {
    expect(await importLines([{ make: 'Kia', year: 2019, price: 9 }], '?return_id=true')).toEqual([
      { success: true, id: expect.any(String) },
    ])
    expect(await importLines([{ id: 'q', make: 'Kia', year: 2019, price: 9 }], '?return_doc=true')).toEqual([
      { success: true, document: { id: 'q', make: 'Kia', year: 2019, price: 9 } },
    ])
  })

  it('answers a feed sent again line for line, unchanged or not, text outside ASCII included', async () => {
    const feed = [
      { id: 'a', make: 'Škoda', year: 2020, price: 1 },
      { id: 'b', make: 'Citroën', year: 2021, price: 2 },
    ]
    await importLines(feed, '?action=upsert')
    const again = await importLines([feed[0], { ...feed[1], price: 3 }, '{"id": "c", '], '?action=upsert')
    expect(again).toEqual([
      { success: true },
      { success: true },
      { success: false, error: expect.stringMatching(/^Bad JSON/), code: 400, document: '{"id": "c", ' },
    ])
    expect(await get('a')).toEqual(feed[0])
    expect(await get('b')).toEqual({ ...feed[1], price: 3 })
  })

  it('rejects bad import parameters', async () => {
    const bad = await ts.request('POST', '/collections/cars/documents/import?action=merge', { body: '{}' })
    expect(bad.status).toBe(400)
    expect(bad.json()).toEqual({ message: 'Parameter `action` must be a create|update|upsert.' })
    const missing = await ts.request('POST', '/collections/nope/documents/import', { body: '{}' })
    expect(missing.status).toBe(404)
    expect(missing.json()).toEqual({ message: 'Collection not found' })
  })

  it('creates, fetches, patches and deletes single documents', async () => {
    const created = await ts.request('POST', '/collections/cars/documents', {
      body: { id: 'p', make: 'Ford', year: 2018, price: 7 },
    })
    expect(created.status).toBe(201)
    expect(created.json()).toEqual({ id: 'p', make: 'Ford', year: 2018, price: 7 })
    const duplicate = await ts.request('POST', '/collections/cars/documents', {
      body: { id: 'p', make: 'Ford', year: 2018, price: 7 },
    })
    expect(duplicate.status).toBe(409)
    expect(duplicate.json()).toEqual({ message: 'A document with id p already exists.' })
    const upserted = await ts.request('POST', '/collections/cars/documents?action=upsert', {
      body: { id: 'p', make: 'Ford', year: 2019, price: 8 },
    })
    expect(upserted.status).toBe(201)
    const patched = await ts.request('PATCH', '/collections/cars/documents/p', { body: { price: 9 } })
    expect(patched.status).toBe(200)
    expect(patched.json()).toEqual({ id: 'p', make: 'Ford', year: 2019, price: 9 })
    const wrongId = await ts.request('PATCH', '/collections/cars/documents/p', {
      body: { id: 'other', price: 9 },
    })
    expect(wrongId.json()).toEqual({
      message: 'The `id` of the resource does not match the `id` in the JSON body.',
    })
    const badType = await ts.request('PATCH', '/collections/cars/documents/p', { body: { year: 'x' } })
    expect(badType.status).toBe(400)
    expect(badType.json()).toEqual({ message: 'Field `year` must be an int32.' })
    expect((await ts.request('GET', '/collections/cars/documents/p?include_fields=make')).json()).toEqual({
      make: 'Ford',
    })
    const deleted = await ts.request('DELETE', '/collections/cars/documents/p')
    expect(deleted.json()).toEqual({ id: 'p', make: 'Ford', year: 2019, price: 9 })
    const gone = await ts.request('GET', '/collections/cars/documents/p')
    expect(gone.status).toBe(404)
    expect(gone.json()).toEqual({ message: 'Could not find a document with id: p' })
    expect((await ts.request('DELETE', '/collections/cars/documents/p')).status).toBe(404)
    expect((await ts.request('POST', '/collections/cars/documents', { body: '{nope' })).json()).toEqual({
      message: 'Bad JSON.',
    })
  })

  it('deletes and updates by filter', async () => {
    await importLines([
      { id: 'a', make: 'Toyota', year: 2018, price: 1 },
      { id: 'b', make: 'Toyota', year: 2022, price: 1 },
      { id: 'c', make: 'Mazda', year: 2022, price: 1 },
    ])
    const updated = await ts.request('PATCH', '/collections/cars/documents?filter_by=year:2022', {
      body: { price: 5 },
    })
    expect(updated.json()).toEqual({ num_updated: 2 })
    expect(await get('c')).toMatchObject({ price: 5 })
    const deleted = await ts.request('DELETE', '/collections/cars/documents?filter_by=make:Toyota')
    expect(deleted.json()).toEqual({ num_deleted: 2 })
    const remaining = await ts.request('GET', '/collections/cars/documents/search?q=*')
    expect((remaining.json() as { found: number }).found).toBe(1)
    const missing = await ts.request('DELETE', '/collections/cars/documents')
    expect(missing.status).toBe(400)
    expect(missing.json()).toEqual({ message: 'Parameter `filter_by` must be provided.' })
    const bad = await ts.request('DELETE', '/collections/cars/documents?filter_by=nope:1')
    expect(bad.json()).toEqual({ message: 'Could not find a filter field named `nope` in the schema.' })
    const truncated = await ts.request('DELETE', '/collections/cars/documents?truncate=true')
    expect(truncated.json()).toEqual({ num_deleted: 1 })
  })

  it('exports documents as JSON lines', async () => {
    await importLines([
      { id: 'a', make: 'Toyota', year: 2018, price: 1 },
      { id: 'b', make: 'Mazda', year: 2022, price: 1 },
    ])
    const exported = await ts.request('GET', '/collections/cars/documents/export?filter_by=make:Mazda')
    expect(exported.text).toBe(JSON.stringify({ id: 'b', make: 'Mazda', year: 2022, price: 1 }))
  })
})
