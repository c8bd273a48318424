import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Vehicle, vehicles } from '../fixtures/vehicles.ts'
import { type SearchBody, search, startTestServer, type TestServer } from '../helpers/server.ts'

// Typesense orders facet values by count (desc), then shorter values first, then values in descending byte
// order (collection.h `facet_count_str_compare`), and caps them at `max_facet_values` (default 10).
function expectedCounts(values: string[], max = 10) {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts.entries()]
    .map(([value, count]) => ({ value, count }))
    .sort(
      (a, b) =>
        b.count - a.count ||
        a.value.length - b.value.length ||
        (a.value < b.value ? 1 : a.value > b.value ? -1 : 0),
    )
    .slice(0, max)
    .map(({ value, count }) => ({ count, highlighted: value, value }))
}

function numericStats(values: number[]) {
  const sum = values.reduce((a, b) => a + b, 0)
  return {
    min: Math.min(...values),
    max: Math.max(...values),
    sum,
    avg: sum / values.length,
    total_values: new Set(values).size,
  }
}

describe('facets', () => {
  let ts: TestServer
  beforeAll(async () => {
    ts = await startTestServer()
  })
  afterAll(() => ts.close())

  const facet = async (params: Record<string, string | number>, field: string) => {
    const response = await search(ts, { q: '*', ...params })
    expect(response.status).toBe(200)
    const body = response.json() as SearchBody
    return body.facet_counts.find((f) => f.field_name === field)!
  }

  it('counts string values in Typesense order with the default cap of 10', async () => {
    const result = await facet({ facet_by: 'make' }, 'make')
    expect(result.counts).toEqual(expectedCounts(vehicles.map((v) => v.make)))
    expect(result.stats).toEqual({ total_values: new Set(vehicles.map((v) => v.make)).size })
    expect(result).toMatchObject({ field_name: 'make', sampled: false })
  })

  it('honours max_facet_values', async () => {
    const result = await facet({ facet_by: 'location', max_facet_values: 2 }, 'location')
    expect(result.counts).toEqual(
      expectedCounts(
        vehicles.map((v) => v.location),
        2,
      ),
    )
  })

  it('counts each value of an array field', async () => {
    const result = await facet({ facet_by: 'tags', max_facet_values: 20 }, 'tags')
    expect(result.counts).toEqual(
      expectedCounts(
        vehicles.flatMap((v) => v.tags),
        20,
      ),
    )
  })

  it('reports min, max, sum, avg and total_values for numeric facets', async () => {
    const result = await facet({ facet_by: 'price' }, 'price')
    expect(result.stats).toEqual(numericStats(vehicles.map((v) => v.price)))
  })

  it('computes counts and stats over the filtered results only', async () => {
    const result = await facet({ facet_by: 'year,make', filter_by: 'body:=Ute' }, 'year')
    const utes = vehicles.filter((v) => v.body === 'Ute')
    expect(result.counts).toEqual(expectedCounts(utes.map((v) => String(v.year))))
    expect(result.stats).toEqual(numericStats(utes.map((v) => v.year)))
  })

  it('formats float facet values like Typesense (6 significant digits) and skips missing values', async () => {
    const result = await facet({ facet_by: 'rating', max_facet_values: 50 }, 'rating')
    const ratings = vehicles.flatMap((v) => (v.rating === undefined ? [] : [v.rating]))
    expect(result.counts).toEqual(
      expectedCounts(
        ratings.map((r) => String(r)),
        50,
      ),
    )
    expect(result.stats.total_values).toBe(new Set(ratings).size)
    expect(result.stats.min).toBeCloseTo(Math.min(...ratings), 5)
    expect(result.stats.max).toBeCloseTo(Math.max(...ratings), 5)
  })

  it('facets booleans as "true"/"false" without numeric stats', async () => {
    const result = await facet({ facet_by: 'certified' }, 'certified')
    expect(result.counts).toEqual(expectedCounts(vehicles.map((v) => String(v.certified))))
    expect(result.stats).toEqual({ total_values: 2 })
  })

  it('sorts facet values alphabetically with sort_by: _alpha', async () => {
    const asc = await facet({ facet_by: 'body(sort_by: _alpha:asc)' }, 'body')
    expect(asc.counts.map((c) => c.value)).toEqual([...new Set(vehicles.map((v) => v.body))].sort())
    const desc = await facet({ facet_by: 'body(sort_by: _alpha:desc)' }, 'body')
    expect(desc.counts.map((c) => c.value)).toEqual(
      [...new Set(vehicles.map((v) => v.body))].sort().reverse(),
    )
  })

  it('returns empty counts when nothing matches', async () => {
    const result = await facet({ facet_by: 'make', filter_by: 'year:>3000' }, 'make')
    expect(result.counts).toEqual([])
    expect(result.stats).toEqual({ total_values: 0 })
  })

  it('expands a prefix wildcard in facet_by', async () => {
    const response = await search(ts, { q: '*', facet_by: 'co*' })
    const names = (response.json() as SearchBody).facet_counts.map((f) => f.field_name).sort()
    expect(names).toEqual(['colour', 'condition'])
  })

  describe('facet_query', () => {
    const byMake = (make: string) => vehicles.filter((v) => v.make === make).length

    it('prefix-matches facet values, highlights the prefix and defaults per_page to 0', async () => {
      const response = await search(ts, { q: '*', facet_by: 'make', facet_query: 'make:to' })
      const body = response.json() as SearchBody
      expect(body.hits).toEqual([])
      expect(body.facet_counts[0]!.counts).toEqual([
        { count: byMake('Toyota'), highlighted: '<mark>To</mark>yota', value: 'Toyota' },
      ])
    })

    it('tolerates typos', async () => {
      const result = await facet({ facet_by: 'make', facet_query: 'make:toyta' }, 'make')
      expect(result.counts.map((c) => c.value)).toEqual(['Toyota'])
    })

    it('matches several words of a value', async () => {
      const result = await facet({ facet_by: 'make', facet_query: 'make:land r' }, 'make')
      expect(result.counts).toEqual([
        {
          count: byMake('Land Rover'),
          highlighted: '<mark>Land</mark> <mark>R</mark>over',
          value: 'Land Rover',
        },
      ])
    })

    it('only considers values of the matching documents', async () => {
      const result = await facet(
        { facet_by: 'make', facet_query: 'make:to', filter_by: 'body:=Hatch' },
        'make',
      )
      expect(result.counts).toEqual([
        {
          count: vehicles.filter((v) => v.make === 'Toyota' && v.body === 'Hatch').length,
          highlighted: '<mark>To</mark>yota',
          value: 'Toyota',
        },
      ])
    })

    it('keeps hits when per_page is given', async () => {
      const response = await search(ts, { q: '*', facet_by: 'make', facet_query: 'make:ma', per_page: 3 })
      expect((response.json() as SearchBody).hits).toHaveLength(3)
    })
  })

  const errors: [Record<string, string>, number, string][] = [
    [{ facet_by: 'nope' }, 404, 'Could not find a facet field named `nope` in the schema.'],
    [{ facet_by: 'title' }, 404, 'Could not find a facet field named `title` in the schema.'],
    [
      { facet_by: 'make', facet_query: 'toyota' },
      400,
      'Facet query must be in the `facet_field: value` format.',
    ],
    [
      { facet_query: 'make:to' },
      400,
      'The `facet_query` parameter is supplied without a `facet_by` parameter.',
    ],
    [
      { facet_by: 'make', facet_query: 'model:hi' },
      400,
      'Facet query refers to a facet field `model` that is not part of `facet_by` parameter.',
    ],
    [{ facet_by: 'ma*x*' }, 404, 'Only prefix matching with a wildcard is allowed.'],
  ]

  it.each(errors)('rejects %j', async (params, status, message) => {
    const response = await search(ts, { q: '*', ...params })
    expect(response.status).toBe(status)
    expect(response.json()).toEqual({ message })
  })
})

export type { Vehicle }
