import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Vehicle, vehicles } from '../fixtures/vehicles.ts'
import { ids, type SearchBody, search, startTestServer, type TestServer } from '../helpers/server.ts'

// Typesense breaks ties on the sort keys by insertion order, latest first (topster.h compares seq ids).
const insertion = (v: Vehicle) => vehicles.indexOf(v)
const byKeys =
  (...keys: ((a: Vehicle, b: Vehicle) => number)[]) =>
  (a: Vehicle, b: Vehicle) => {
    for (const key of keys) {
      const c = key(a, b)
      if (c !== 0) return c
    }
    return insertion(b) - insertion(a)
  }
const asc = (f: (v: Vehicle) => number) => (a: Vehicle, b: Vehicle) => f(a) - f(b)
const desc = (f: (v: Vehicle) => number) => (a: Vehicle, b: Vehicle) => f(b) - f(a)
const order = (compare: (a: Vehicle, b: Vehicle) => number) => [...vehicles].sort(compare).map((v) => v.id)

/** Missing numbers sort last whatever the order, unless `missing_values: first`. */
const missingLast =
  (f: (v: Vehicle) => number | undefined, direction: 1 | -1, missingFirst = false) =>
  (a: Vehicle, b: Vehicle) => {
    const va = f(a)
    const vb = f(b)
    if (va === undefined || vb === undefined) {
      if (va === vb) return 0
      return (va === undefined ? 1 : -1) * (missingFirst ? -1 : 1)
    }
    return direction * (va - vb)
  }

/** Missing strings count as the highest value (last ascending, first descending) unless overridden. */
const stringKey = (direction: 1 | -1, missing: 'first' | 'last' | undefined) => (a: Vehicle, b: Vehicle) => {
  const va = a.colour
  const vb = b.colour
  if (va === undefined || vb === undefined) {
    if (va === vb) return 0
    const first = missing === undefined ? direction === -1 : missing === 'first'
    return (va === undefined ? -1 : 1) * (first ? 1 : -1)
  }
  return va === vb ? 0 : direction * (va < vb ? -1 : 1)
}

describe('sort_by', () => {
  let ts: TestServer
  beforeAll(async () => {
    ts = await startTestServer()
  })
  afterAll(() => ts.close())

  const cases: [string, Record<string, string>, string[]][] = [
    ['default: default_sorting_field desc, latest first on ties', {}, order(byKeys(desc((v) => v.price)))],
    ['year:asc', { sort_by: 'year:asc' }, order(byKeys(asc((v) => v.year)))],
    [
      'year:desc,km:asc',
      { sort_by: 'year:desc,km:asc' },
      order(
        byKeys(
          desc((v) => v.year),
          asc((v) => v.km),
        ),
      ),
    ],
    [
      'year:DESC, price:ASC',
      { sort_by: 'year:DESC, price:ASC' },
      order(
        byKeys(
          desc((v) => v.year),
          asc((v) => v.price),
        ),
      ),
    ],
    [
      'rating:asc puts missing values last',
      { sort_by: 'rating:asc' },
      order(byKeys(missingLast((v) => v.rating, 1))),
    ],
    [
      'rating:desc puts missing values last',
      { sort_by: 'rating:desc' },
      order(byKeys(missingLast((v) => v.rating, -1))),
    ],
    [
      'rating(missing_values: first):asc',
      { sort_by: 'rating(missing_values: first):asc' },
      order(byKeys(missingLast((v) => v.rating, 1, true))),
    ],
    [
      'rating(missing_values:first):desc',
      { sort_by: 'rating(missing_values:first):desc' },
      order(byKeys(missingLast((v) => v.rating, -1, true))),
    ],
    ['colour:asc (string, missing last)', { sort_by: 'colour:asc' }, order(byKeys(stringKey(1, undefined)))],
    [
      'colour:desc (string, missing first)',
      { sort_by: 'colour:desc' },
      order(byKeys(stringKey(-1, undefined))),
    ],
    [
      'colour(missing_values: last):desc',
      { sort_by: 'colour(missing_values: last):desc' },
      order(byKeys(stringKey(-1, 'last'))),
    ],
    [
      'certified:desc,price:asc',
      { sort_by: 'certified:desc,price:asc' },
      order(
        byKeys(
          desc((v) => (v.certified ? 1 : 0)),
          asc((v) => v.price),
        ),
      ),
    ],
    [
      '_eval(make:Ford):desc,price:asc',
      { sort_by: '_eval(make:Ford):desc,price:asc' },
      order(
        byKeys(
          desc((v) => (v.make === 'Ford' ? 1 : 0)),
          asc((v) => v.price),
        ),
      ),
    ],
  ]

  it.each(cases)('%s', async (_name, params, expected) => {
    const response = await search(ts, { q: '*', per_page: 250, ...params })
    expect(response.status).toBe(200)
    expect(ids(response.json())).toEqual(expected)
  })

  it('ranks a text query by text match, then the explicit sort field', async () => {
    const response = await search(ts, { q: 'toyota', query_by: 'make', sort_by: 'year:asc', per_page: 250 })
    const toyotas = vehicles.filter((v) => v.make === 'Toyota')
    expect(ids(response.json())).toEqual([...toyotas].sort(byKeys(asc((v) => v.year))).map((v) => v.id))
  })

  const errors: [string, number, string][] = [
    ['a:asc,b:asc,c:asc,d:asc', 400, 'Only upto 3 sort fields are allowed.'],
    ['nope:asc', 404, 'Could not find a field named `nope` in the schema for sorting.'],
    ['title:asc', 404, 'Could not find a field named `title` in the schema for sorting.'],
    ['tags:asc', 404, 'Could not find a field named `tags` in the schema for sorting.'],
    ['price:up', 400, 'Order for field` price` should be either ASC or DESC.'],
    ['price', 400, 'Parameter `sort_by` is malformed.'],
    ['rating(missing_values: middle):asc', 400, 'Bad syntax for sorting field `rating`'],
  ]

  it.each(errors)('rejects sort_by=%s', async (sortBy, status, message) => {
    const response = await search(ts, { q: '*', sort_by: sortBy })
    expect(response.status).toBe(status)
    expect(response.json()).toEqual({ message })
  })

  it('refuses a fourth sort key once _text_match is added to three', async () => {
    const response = await search(ts, { q: 'toyota', query_by: 'make', sort_by: 'year:asc,price:asc,km:asc' })
    expect(response.status).toBe(200)
    const wildcardThree = await search(ts, { q: '*', sort_by: 'year:asc,price:asc,_text_match:desc' })
    expect(wildcardThree.status).toBe(200)
  })
})

describe('paging and response shape', () => {
  let ts: TestServer
  beforeAll(async () => {
    ts = await startTestServer()
  })
  afterAll(() => ts.close())

  const all = order(byKeys(desc((v) => v.price)))

  it('defaults to page 1 with 10 hits', async () => {
    const body = (await search(ts, { q: '*' })).json() as SearchBody & Record<string, unknown>
    expect(body).toMatchObject({
      found: vehicles.length,
      out_of: vehicles.length,
      page: 1,
      search_cutoff: false,
      request_params: { collection_name: 'vehicles', per_page: 10, q: '*' },
    })
    expect(typeof body.search_time_ms).toBe('number')
    expect(ids(body)).toEqual(all.slice(0, 10))
  })

  it('returns the requested page', async () => {
    const body = (await search(ts, { q: '*', page: 3, per_page: 7 })).json() as SearchBody
    expect(body.page).toBe(3)
    expect(ids(body)).toEqual(all.slice(14, 21))
  })

  it('returns no hits past the last page but still the count', async () => {
    const body = (await search(ts, { q: '*', page: 9, per_page: 10 })).json() as SearchBody
    expect(body.hits).toEqual([])
    expect(body.found).toBe(vehicles.length)
  })

  it('accepts offset and limit', async () => {
    const body = (await search(ts, { q: '*', offset: 5, limit: 4 })).json() as SearchBody & { offset: number }
    expect(ids(body)).toEqual(all.slice(5, 9))
    expect(body.offset).toBe(5)
  })

  it('caps results with limit_hits', async () => {
    const body = (await search(ts, { q: '*', per_page: 10, page: 2, limit_hits: 12 })).json() as SearchBody
    expect(ids(body)).toEqual(all.slice(10, 12))
  })

  it('allows 250 per page and rejects 251', async () => {
    expect((await search(ts, { q: '*', per_page: 250 })).status).toBe(200)
    const response = await search(ts, { q: '*', per_page: 251 })
    expect(response.status).toBe(422)
    expect(response.json()).toEqual({ message: 'Only upto 250 hits can be fetched per page.' })
  })

  it('applies include_fields and exclude_fields', async () => {
    const included = (
      await search(ts, { q: '*', include_fields: 'id,make', per_page: 1 })
    ).json() as SearchBody
    expect(Object.keys(included.hits[0]!.document).sort()).toEqual(['id', 'make'])
    const excluded = (
      await search(ts, { q: '*', exclude_fields: 'tags,title', per_page: 1 })
    ).json() as SearchBody
    expect(excluded.hits[0]!.document).not.toHaveProperty('tags')
    expect(excluded.hits[0]!.document).toHaveProperty('make')
    const noTiming = (await search(ts, { q: '*', exclude_fields: 'search_time_ms,out_of' })).json() as object
    expect(noTiming).not.toHaveProperty('search_time_ms')
    expect(noTiming).not.toHaveProperty('out_of')
  })

  const errors: [Record<string, string>, number, string][] = [
    [{}, 400, 'Parameter `q` is required.'],
    [{ q: 'toyota' }, 400, 'No search fields specified for the query.'],
    [{ q: 'toyota', query_by: 'nope' }, 404, 'Could not find a field named `nope` in the schema.'],
    [{ q: 'toyota', query_by: 'year' }, 400, 'Field `year` should be a string or a string array.'],
    [
      { q: 'toyota', query_by: 'make,model', query_by_weights: '1' },
      400,
      'Number of weights in `query_by_weights` does not match number of `query_by` fields.',
    ],
    [
      { q: 'toyota', query_by: 'make,model,badge', num_typos: '1,2' },
      400,
      'Number of values in `num_typos` does not match number of `query_by` fields.',
    ],
    [
      { q: 'toyota', query_by: 'make,model,badge', prefix: 'true,false' },
      400,
      'Number of prefix values in `prefix` does not match number of `query_by` fields.',
    ],
    [{ q: '*', per_page: 'ten' }, 400, 'Parameter `per_page` must be an unsigned integer.'],
    [{ q: '*', page: '-1' }, 400, 'Parameter `page` must be an unsigned integer.'],
  ]

  it.each(errors)('rejects %j', async (params, status, message) => {
    const response = await search(ts, params)
    expect(response.status).toBe(status)
    expect(response.json()).toEqual({ message })
  })

  it('answers 404 for an unknown collection', async () => {
    const response = await ts.request('GET', '/collections/nope/documents/search?q=*')
    expect(response.status).toBe(404)
    expect(response.json()).toEqual({ message: 'Collection not found' })
  })
})
