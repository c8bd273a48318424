import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/server.ts'

describe('collections API', () => {
  let ts: TestServer
  beforeAll(async () => {
    ts = await startTestServer({ load: false })
  })
  afterAll(() => ts.close())

  it('creates a collection with Typesense defaults and lists it', async () => {
    const created = await ts.request('POST', '/collections', {
      body: {
        name: 'stock',
        fields: [
          { name: 'title', type: 'string' },
          { name: 'price', type: 'int32', facet: true },
          { name: 'tags', type: 'string[]', optional: true },
        ],
        default_sorting_field: 'price',
        token_separators: ['-'],
      },
    })
    expect(created.status).toBe(201)
    expect(created.json()).toMatchObject({
      name: 'stock',
      num_documents: 0,
      default_sorting_field: 'price',
      enable_nested_fields: false,
      token_separators: ['-'],
      symbols_to_index: [],
      fields: [
        {
          name: 'title',
          type: 'string',
          facet: false,
          optional: false,
          index: true,
          sort: false,
          infix: false,
        },
        { name: 'price', type: 'int32', facet: true, optional: false, index: true, sort: true },
        { name: 'tags', type: 'string[]', facet: false, optional: true, sort: false },
      ],
    })
    expect((await ts.request('GET', '/collections/stock')).json()).toMatchObject({
      name: 'stock',
      num_documents: 0,
    })
    const list = (await ts.request('GET', '/collections')).json() as { name: string }[]
    expect(list.map((c) => c.name)).toContain('stock')
  })

  const errors: [unknown, number, string][] = [
    [{ fields: [] }, 400, 'Parameter `name` is required.'],
    [{ name: '', fields: [] }, 400, 'Parameter `name` must be a non-empty string.'],
    [{ name: 'x' }, 400, 'Parameter `fields` is required.'],
    [
      { name: 'x', fields: [{ name: 'a' }] },
      400,
      'Wrong format for `fields`. It should be an array of objects containing `name`, `type`, `optional` and `facet` properties.',
    ],
    [
      { name: 'x', fields: [{ name: 'a', type: 'text' }] },
      400,
      'Field `a` has an invalid data type `text`, see docs for supported data types.',
    ],
    [
      { name: 'x', fields: [{ name: 'a', type: 'string', facet: 'yes' }] },
      400,
      'The `facet` property of the field `a` should be a boolean.',
    ],
    [
      { name: 'x', fields: [{ name: 'a', type: 'int32' }], default_sorting_field: 'b' },
      400,
      'Default sorting field is defined as `b` but is not found in the schema.',
    ],
    [
      { name: 'x', fields: [{ name: 'a', type: 'int32', optional: true }], default_sorting_field: 'a' },
      400,
      'Default sorting field `a` cannot be an optional field.',
    ],
    [
      { name: 'x', fields: [{ name: 'a', type: 'string' }], default_sorting_field: 'a' },
      400,
      'Default sorting field `a` is not a sortable type.',
    ],
    [
      {
        name: 'x',
        fields: [
          { name: 'a', type: 'string' },
          { name: 'a', type: 'int32' },
        ],
      },
      400,
      'There are duplicate field names in the schema.',
    ],
    [
      { name: 'x', fields: [{ name: 'a', type: 'object' }] },
      400,
      'Type `object` or `object[]` can be used only when nested fields are enabled by setting` enable_nested_fields` to true.',
    ],
    [
      { name: 'x', fields: [{ name: 'a', type: 'string[]', sort: true }] },
      400,
      'Field `a` cannot be a sortable field.',
    ],
    [
      { name: 'x', fields: [], token_separators: ['ab'] },
      400,
      '`token_separators` should be an array of character symbols.',
    ],
  ]

  it.each(errors)('rejects %j', async (body, status, message) => {
    const response = await ts.request('POST', '/collections', { body })
    expect(response.status).toBe(status)
    expect(response.json()).toEqual({ message })
  })

  it('accepts object fields only when nested fields are enabled', async () => {
    const response = await ts.request('POST', '/collections', {
      body: { name: 'n', enable_nested_fields: true, fields: [{ name: 'a', type: 'object' }] },
    })
    expect(response.status).toBe(201)
    expect(response.json()).toMatchObject({
      enable_nested_fields: true,
      fields: [{ name: 'a', type: 'object' }],
    })
  })

  it('refuses a duplicate name and bad JSON', async () => {
    await ts.request('POST', '/collections', { body: { name: 'dup', fields: [] } })
    const again = await ts.request('POST', '/collections', { body: { name: 'dup', fields: [] } })
    expect(again.status).toBe(409)
    expect(again.json()).toEqual({ message: 'A collection with name `dup` already exists.' })
    const bad = await ts.request('POST', '/collections', { body: '{"name":' })
    expect(bad.status).toBe(400)
    expect(bad.json()).toEqual({ message: 'Bad JSON.' })
  })

  it('drops a collection and reports unknown ones', async () => {
    await ts.request('POST', '/collections', { body: { name: 'gone', fields: [] } })
    const dropped = await ts.request('DELETE', '/collections/gone')
    expect(dropped.status).toBe(200)
    expect(dropped.json()).toMatchObject({ name: 'gone' })
    const again = await ts.request('DELETE', '/collections/gone')
    expect(again.status).toBe(404)
    expect(again.json()).toEqual({ message: 'No collection with name `gone` found.' })
    const fetched = await ts.request('GET', '/collections/gone')
    expect(fetched.status).toBe(404)
    expect(fetched.json()).toEqual({ message: 'Collection not found' })
  })

  it('detects field types for `.*` auto and pattern fields', async () => {
    await ts.request('POST', '/collections', {
      body: {
        name: 'auto',
        fields: [
          { name: 'attr_.*', type: 'string*', facet: true },
          { name: '.*', type: 'auto' },
        ],
      },
    })
    const imported = await ts.request('POST', '/collections/auto/documents/import', {
      body: [{ id: '1', title: 'Blue ute', year: 2020, rating: 4.5, attr_seats: 5, tags: ['a'] }]
        .map((d) => JSON.stringify(d))
        .join('\n'),
    })
    expect(imported.text).toBe('{"success":true}')
    const summary = (await ts.request('GET', '/collections/auto')).json() as {
      fields: { name: string; type: string }[]
    }
    const types = Object.fromEntries(summary.fields.map((f) => [f.name, f.type]))
    expect(types).toMatchObject({
      title: 'string',
      year: 'int64',
      rating: 'float',
      attr_seats: 'string',
      tags: 'string[]',
    })
    const found = await ts.request(
      'GET',
      '/collections/auto/documents/search?q=blue&query_by=title&filter_by=year:>2019',
    )
    expect((found.json() as { found: number }).found).toBe(1)
  })

  it('answers the health check without a key and 404 for unknown routes', async () => {
    const health = await ts.request('GET', '/health', { key: null })
    expect(health.status).toBe(200)
    expect(health.json()).toEqual({ ok: true })
    const unknown = await ts.request('GET', '/nope')
    expect(unknown.status).toBe(404)
    expect(unknown.json()).toEqual({ message: 'Not Found' })
  })
})
