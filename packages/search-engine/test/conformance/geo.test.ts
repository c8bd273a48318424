import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { indianCompanies, kulluPlaces, type Place, parisPlaces, yards } from '../fixtures/geo-places.ts'
import { sortMeters, withinRadius } from '../helpers/haversine.ts'
import { query, startTestServer, type TestServer } from '../helpers/server.ts'

// Expected values come from the assertions of Typesense's geo tests (same fixtures) and from a haversine
// written in the test (helpers/haversine.ts), never from the engine.

interface GeoHit {
  document: { id: string }
  geo_distance_meters?: Record<string, number>
}
interface GeoBody {
  found: number
  hits: GeoHit[]
}

const byPointsDesc = (list: { id: string; points: number }[]) =>
  [...list].sort((a, b) => b.points - a.points).map((p) => p.id)

describe('geopoint fields', () => {
  let ts: TestServer
  const search = async (collection: string, params: Record<string, string | number>) =>
    ts.request(
      'GET',
      `/collections/${collection}/documents/search?${query({ q: '*', per_page: 250, ...params })}`,
    )
  const hits = async (collection: string, params: Record<string, string | number>) => {
    const response = await search(collection, params)
    expect(response.status, response.text).toBe(200)
    return response.json() as GeoBody
  }
  const ids = (body: GeoBody) => body.hits.map((h) => h.document.id)

  const create = async (name: string, type: string, docs: object[]) => {
    const created = await ts.request('POST', '/collections', {
      body: {
        name,
        fields: [
          { name: 'title', type: 'string' },
          { name: 'loc', type },
          { name: 'points', type: 'int32' },
        ],
        default_sorting_field: 'points',
      },
    })
    expect(created.status, created.text).toBe(201)
    const imported = await ts.request('POST', `/collections/${name}/documents/import`, {
      body: docs.map((d) => JSON.stringify(d)).join('\n'),
      contentType: 'text/plain',
    })
    expect(imported.text).not.toContain('"success":false')
  }

  beforeAll(async () => {
    ts = await startTestServer({ load: false })
    await create('paris', 'geopoint', parisPlaces)
    await create('kullu', 'geopoint', kulluPlaces)
    await create('companies', 'geopoint[]', indianCompanies)
    const yardsCreated = await ts.request('POST', '/collections', {
      body: {
        name: 'yards',
        fields: [
          { name: 'name', type: 'string' },
          { name: 'make', type: 'string', facet: true },
          { name: 'price', type: 'int32' },
          { name: 'location', type: 'geopoint' },
        ],
      },
    })
    expect(yardsCreated.status).toBe(201)
    await ts.request('POST', '/collections/yards/documents/import', {
      body: yards.map((y) => JSON.stringify(y)).join('\n'),
      contentType: 'text/plain',
    })
  })
  afterAll(() => ts.close())

  describe('schema', () => {
    it('makes geopoint fields sortable and refuses `sort: false`', async () => {
      const summary = (await ts.request('GET', '/collections/paris')).json() as {
        fields: { name: string; type: string; sort: boolean }[]
      }
      expect(summary.fields.find((f) => f.name === 'loc')).toMatchObject({ type: 'geopoint', sort: true })
      const refused = await ts.request('POST', '/collections', {
        body: { name: 'x', fields: [{ name: 'loc', type: 'geopoint', sort: false }] },
      })
      expect(refused.status).toBe(400)
      expect(refused.json()).toEqual({
        message:
          'The `sort` property of the field `loc` having `geopoint` type cannot be `false`. The sort index is used during GeoSearch.',
      })
    })

    it.each(['geopoint', 'geopoint[]'])('refuses a %s default sorting field', async (type) => {
      const response = await ts.request('POST', '/collections', {
        body: { name: 'coll_geo', fields: [{ name: 'location', type }], default_sorting_field: 'location' },
      })
      expect(response.status).toBe(400)
      expect(response.json()).toEqual({ message: 'Default sorting field cannot be of type geopoint.' })
    })
  })

  describe('document values', () => {
    const add = (collection: string, doc: object, dirty = 'reject') =>
      ts.request('POST', `/collections/${collection}/documents?dirty_values=${dirty}`, { body: doc })

    it.each([
      [['48.91', '2.33'], 'reject', 'Field `loc` must be a geopoint.'],
      ['foobar', 'reject', 'Field `loc` must be a 2 element array: [lat, lng].'],
      [[48.91], 'reject', 'Field `loc` must be a 2 element array: [lat, lng].'],
      [['foo', 'bar'], 'coerce_or_reject', 'Field `loc` must be a geopoint.'],
      [['2.33', 'bar'], 'coerce_or_reject', 'Field `loc` must be a geopoint.'],
    ])('refuses %j under %s', async (loc, dirty, message) => {
      const response = await add('paris', { id: 'bad', title: 'x', points: 1, loc }, dirty)
      expect(response.status).toBe(400)
      expect(response.json()).toEqual({ message })
    })

    it('coerces numeric strings to floats under coerce_or_reject', async () => {
      const response = await add(
        'paris',
        { id: 'coerced', title: 'x', points: 1, loc: ['48.91', '2.33'] },
        'coerce_or_reject',
      )
      expect(response.status).toBe(201)
      expect((response.json() as { loc: number[] }).loc).toEqual([Math.fround(48.91), Math.fround(2.33)])
      await ts.request('DELETE', '/collections/paris/documents/coerced')
    })

    it.each([
      [[['48.91', '2.33']], 'reject', 'Field `loc` must be an array of geopoint.'],
      ['foobar', 'reject', 'Field `loc` must be an array.'],
      [['48.91', '2.33'], 'reject', 'Field `loc` must contain 2 element arrays: [ [lat, lng],... ].'],
      [[['foo', 'bar']], 'coerce_or_reject', 'Field `loc` must be an array of geopoint.'],
    ])('refuses geopoint[] value %j under %s', async (loc, dirty, message) => {
      const response = await add('companies', { id: 'bad', title: 'x', points: 1, loc }, dirty)
      expect(response.status).toBe(400)
      expect(response.json()).toEqual({ message })
    })
  })

  describe('radius filters', () => {
    const expectRadius = (places: Place[], center: [number, number], meters: number) =>
      byPointsDesc(places.filter((p) => withinRadius(p.loc, center, meters)))

    const paris: [string, [number, number], number, string[]][] = [
      // [filter, center, metres, ids Typesense's test asserts]
      [
        'loc: (48.90615915923891, 2.3435897727061175, 3 km)',
        [48.90615915923891, 2.3435897727061175],
        3000,
        ['1'],
      ],
      [
        'loc: (48.910544830985785, 2.337218333651177, 2 km)',
        [48.910544830985785, 2.337218333651177],
        2000,
        [],
      ],
      [
        'loc: (48.85825332869331, 2.303816427653377, 1 mi)',
        [48.85825332869331, 2.303816427653377],
        1609.34,
        ['6', '5', '3'],
      ],
      [
        'loc: ([48.90615915923891, 2.3435897727061175], radius: 3 km)',
        [48.90615915923891, 2.3435897727061175],
        3000,
        ['1'],
      ],
      [
        'loc: ([48.85825332869331, 2.303816427653377], radius: 1 mi)',
        [48.85825332869331, 2.303816427653377],
        1609.34,
        ['6', '5', '3'],
      ],
      [
        'loc: [([48.910544830985785, 2.337218333651177], radius: 2 km)]',
        [48.910544830985785, 2.337218333651177],
        2000,
        [],
      ],
    ]

    it.each(paris)('%s', async (filter, center, meters, asserted) => {
      const body = await hits('paris', { filter_by: filter })
      expect(ids(body)).toEqual(asserted)
      expect(ids(body)).toEqual(expectRadius(parisPlaces, center, meters))
    })

    it('covers every place with a large radius, in old and new syntax', async () => {
      for (const filter of [
        'loc: (48.910544830985785, 2.337218333651177, 20 km)',
        'loc: ([48.910544830985785, 2.337218333651177], radius: 20 km, exact_filter_radius: 50 km)',
      ]) {
        expect((await hits('paris', { filter_by: filter })).found).toBe(10)
      }
    })

    it('ORs two radius filters and lists of radius filters', async () => {
      const near = (c: [number, number]) => parisPlaces.filter((p) => withinRadius(p.loc, c, 1000))
      const expected = byPointsDesc([...near([48.90615, 2.34358]), ...near([48.8462, 2.34515])])
      expect(expected).toHaveLength(2)
      const or = await hits('paris', {
        filter_by: 'loc: (48.90615, 2.34358, 1 km) || loc: (48.8462, 2.34515, 1 km)',
      })
      expect(ids(or)).toEqual(expected)
      const list = await hits('paris', {
        filter_by: 'loc: [([48.90615, 2.34358], radius: 1 km), ([48.8462, 2.34515], radius: 1 km)]',
      })
      expect(ids(list)).toEqual(expected)
    })

    it('filters geopoint[] fields by any of their points', async () => {
      const companies = async (filter: string) => ids(await hits('companies', { filter_by: filter }))
      const anyWithin = (c: [number, number], meters: number) =>
        byPointsDesc(indianCompanies.filter((co) => co.loc.some((p) => withinRadius(p, c, meters))))
      expect(await companies('loc: (13.12631, 80.20252, 100km)')).toEqual(['1', '0'])
      expect(anyWithin([13.12631, 80.20252], 100000)).toEqual(['1', '0'])
      expect(await companies('loc: (13.62601, 79.39559, 10 km)')).toEqual([])
      expect(await companies('loc: (21.20714729927276, 78.99153966917213, 1000 km)')).toHaveLength(4)
      expect(await companies('loc: (12.98941, 80.23073, 1mi)')).toEqual(['0'])
      expect(
        await companies('loc: ([13.12631, 80.20252], radius: 100km, exact_filter_radius: 100km)'),
      ).toEqual(['1', '0'])
    })

    it('combines with other filters and a text query', async () => {
      const center: [number, number] = [-33.8148, 151.0017]
      const body = await hits('yards', {
        q: 'toyota',
        query_by: 'name',
        filter_by: 'location:(-33.8148, 151.0017, 100 km) && price:<45000',
      })
      const expected = yards
        .filter((y) => y.make === 'Toyota' && y.price < 45000 && withinRadius(y.location, center, 100000))
        .map((y) => y.id)
      expect(ids(body).sort()).toEqual(expected.sort())
      expect(expected.length).toBeGreaterThan(0)
    })

    const errors: [string, string][] = [
      [
        'loc: (NaN, nan, 1 mi)',
        'Value of filter field `loc`: must be in the `(-44.50, 170.29, 0.75 km)` or (56.33, -65.97, 23.82, -127.82) format.',
      ],
      [
        'loc: ([NaN, nan], radius: 1 mi)',
        'Value of filter field `loc`: must be in the `([-44.50, 170.29], radius: 0.75 km, exact_filter_radius: 5 km)` or ([56.33, -65.97, 23.82, -127.82], exact_filter_radius: 7 km) format.',
      ],
      [
        'loc: ([48.85825332869331, 2.303816427653377])',
        'Value of filter field `loc`: must be in the `([-44.50, 170.29], radius: 0.75 km, exact_filter_radius: 5 km)` or ([56.33, -65.97, 23.82, -127.82], exact_filter_radius: 7 km) format.',
      ],
      [
        'loc: ([56.33, -65.97, 23.82, -127.82], exact_filter_radius: 7k)',
        'Unit must be either `km` or `mi`.',
      ],
      ['loc: (48.9, 2.3, 2 m)', 'Unit must be either `km` or `mi`.'],
      [
        'loc: (10, 20, 11, 12, 14, 16, 10, 20, 11, 40)',
        'Polygon is invalid: Edge 2 has duplicate vertex with edge 4',
      ],
      [
        'loc: (28.7040592, 77.10249019999999, 28.7040592, 77.10249019999999, 28.7040592, 77.10249019999999, 28.7040592, 77.10249019999999)',
        'Polygon is invalid: Edge 0 is degenerate (duplicate vertex)',
      ],
    ]

    it.each(errors)('refuses %s with 400', async (filter, message) => {
      const response = await search('paris', { filter_by: filter })
      expect(response.status).toBe(400)
      expect(response.json()).toEqual({ message })
    })
  })

  describe('polygon filters', () => {
    it('keeps the places inside, whichever way the polygon winds', async () => {
      const counterClockwise =
        'loc: (48.875223042424125,2.323509661928681, 48.85745408145392, 2.3267084486160856, ' +
        '48.859636574404355,2.351469427048221, 48.87756059389807, 2.3443610121873206)'
      const clockwise =
        'loc: (48.87756059389807, 2.3443610121873206, 48.859636574404355,2.351469427048221, ' +
        '48.85745408145392, 2.3267084486160856, 48.875223042424125,2.323509661928681)'
      for (const filter of [counterClockwise, clockwise]) {
        expect(ids(await hits('paris', { filter_by: filter }))).toEqual(['8', '4', '0'])
      }
      const newSyntax =
        'loc: ([48.875223042424125, 2.323509661928681, 48.85745408145392, 2.3267084486160856, ' +
        '48.859636574404355, 2.351469427048221, 48.87756059389807, 2.3443610121873206], exact_filter_radius: 5 km)'
      expect(ids(await hits('paris', { filter_by: newSyntax }))).toEqual(['8', '4', '0'])
    })

    it('accepts a valid polygon with nothing inside and a polygon spanning the equator', async () => {
      expect((await hits('paris', { filter_by: 'loc: (10, 20, 11, 12, 14, 16, 10, 20)' })).found).toBe(0)
      const collection = 'south_america'
      await ts.request('POST', '/collections', {
        body: { name: collection, fields: [{ name: 'loc', type: 'geopoint' }] },
      })
      await ts.request('POST', `/collections/${collection}/documents/import`, {
        body: ['{"id":"0","loc":[4.48615,-71.38049]}', '{"id":"1","loc":[-8.48587,-71.02892]}'].join('\n'),
        contentType: 'text/plain',
      })
      const body = await hits(collection, {
        filter_by: 'loc: (13.3163, -82.3585, -29.134, -82.3585, -29.134, -59.8528, 13.3163, -59.8528)',
      })
      expect(body.found).toBe(2)
    })
  })

  describe('sorting by distance', () => {
    const reference: [number, number] = [48.84442912268208, 2.3490714964332353]
    const parisByDistance = [...parisPlaces]
      .sort((a, b) => sortMeters(a.loc, reference) - sortMeters(b.loc, reference))
      .map((p) => p.id)

    it('sorts ascending and reports geo_distance_meters', async () => {
      const body = await hits('paris', {
        filter_by: 'loc: (48.84442912268208, 2.3490714964332353, 20km)',
        sort_by: 'loc(48.84442912268208, 2.3490714964332353):asc',
      })
      expect(ids(body)).toEqual(['9', '7', '4', '5', '3', '8', '0', '6', '1', '2'])
      expect(ids(body)).toEqual(parisByDistance)
      expect(body.hits.slice(0, 3).map((h) => h.geo_distance_meters!.loc)).toEqual([348, 900, 1973])
      for (const hit of body.hits) {
        const p = parisPlaces.find((x) => x.id === hit.document.id)!
        expect(hit.geo_distance_meters).toEqual({ loc: sortMeters(p.loc, reference) })
      }
    })

    it('sorts descending without a filter', async () => {
      const body = await hits('paris', { sort_by: 'loc(48.84442912268208, 2.3490714964332353):desc' })
      expect(ids(body)).toEqual([...parisByDistance].reverse())
    })

    it('counts distances under exclude_radius as 0', async () => {
      const sort = (option: string) =>
        hits('kullu', {
          filter_by: 'loc: (32.24348, 77.1893, 20 km)',
          sort_by: `loc(32.24348, 77.1893${option}):asc,points:desc`,
        })
      const six = kulluPlaces.slice(0, 6)
      await ts.request('DELETE', '/collections/kullu/documents?filter_by=points:>5')
      const excluded = await sort(', exclude_radius: 1km')
      expect(ids(excluded)).toEqual(['2', '1', '0', '3', '4', '5'])
      const expectedExcluded = [...six].sort((a, b) => {
        const da = Math.max(0, sortMeters(a.loc, [32.24348, 77.1893]))
        const db = sortMeters(b.loc, [32.24348, 77.1893])
        const ea = da < 1000 ? 0 : da
        const eb = db < 1000 ? 0 : db
        return ea - eb || b.points - a.points
      })
      expect(ids(excluded)).toEqual(expectedExcluded.map((p) => p.id))
      expect(excluded.hits.slice(0, 3).map((h) => h.geo_distance_meters!.loc)).toEqual([0, 0, 0])
      expect(ids(await sort(''))).toEqual(['1', '2', '0', '3', '4', '5'])
      await ts.request('POST', '/collections/kullu/documents/import', {
        body: kulluPlaces
          .slice(6)
          .map((p) => JSON.stringify(p))
          .join('\n'),
        contentType: 'text/plain',
      })
    })

    it('buckets distances by precision and still reports the exact distance', async () => {
      const body = await hits('kullu', {
        filter_by: 'loc: (32.24348, 77.1893, 20 km)',
        sort_by: 'loc(32.24348, 77.1893, precision: 0.9 km):asc,points:desc',
      })
      expect(ids(body)).toEqual(['6', '2', '1', '0', '3', '4', '7', '5'])
      expect(body.hits.map((h) => h.geo_distance_meters!.loc)).toEqual([
        726, 461, 460, 467, 1786, 2007, 3556, 3299,
      ])
      const bucket = (p: Place) => Math.ceil(sortMeters(p.loc, [32.24348, 77.1893]) / 900)
      const expected = [...kulluPlaces].sort((a, b) => bucket(a) - bucket(b) || b.points - a.points)
      expect(ids(body)).toEqual(expected.map((p) => p.id))
    })

    it('sorts geopoint[] documents by their nearest point', async () => {
      const body = await hits('companies', { sort_by: 'loc(13.12631, 80.20252):asc,points:desc' })
      const nearest = (c: (typeof indianCompanies)[number]) =>
        Math.min(...c.loc.map((p) => sortMeters(p, [13.12631, 80.20252])))
      const expected = [...indianCompanies].sort((a, b) => nearest(a) - nearest(b)).map((c) => c.id)
      expect(ids(body)).toEqual(expected)
      expect(body.hits.map((h) => h.geo_distance_meters!.loc)).toEqual(
        expected.map((id) => nearest(indianCompanies.find((c) => c.id === id)!)),
      )
    })

    it('finds cars near a suburb, nearest first, with a text query', async () => {
      const parramatta: [number, number] = [-33.8148, 151.0017]
      const body = await hits('yards', {
        q: '*',
        filter_by: 'location:(-33.8148, 151.0017, 50 km)',
        sort_by: 'location(-33.8148, 151.0017):asc',
      })
      const expected = yards
        .filter((y) => withinRadius(y.location, parramatta, 50000))
        .sort((a, b) => sortMeters(a.location, parramatta) - sortMeters(b.location, parramatta))
      expect(ids(body)).toEqual(expected.map((y) => y.id))
      expect(body.hits.map((h) => h.geo_distance_meters!.location)).toEqual(
        expected.map((y) => sortMeters(y.location, parramatta)),
      )
    })

    const errors: [string, number, string][] = [
      ['loc(,2.3490714964332353):asc', 400, 'Bad syntax for sorting field `loc`'],
      ['loc(x, y):asc', 400, 'Bad syntax for sorting field `loc`'],
      ['loc(:asc', 404, 'Could not find a field named `loc(` in the schema for sorting.'],
      ['loc):asc', 404, 'Could not find a field named `loc)` in the schema for sorting.'],
      ['l():asc', 404, 'Could not find a field named `l` in the schema for sorting.'],
      ['loc(32.24348, 77.1893, exclude_radius 1 km):asc', 400, 'Bad syntax for sorting field `loc`'],
      [
        'loc(32.24348, 77.1893, exclude_radius: 1 meter):asc',
        400,
        "Sort field's parameter unit must be either `km` or `mi`.",
      ],
      [
        'loc(32.24348, 77.1893, exclude_radius: -10 km):asc',
        400,
        "Sort field's parameter must be a positive number.",
      ],
      ['loc(32.24348, 77.1893, exclude_radius: 10 km 20 mi):asc', 400, 'Bad syntax for sorting field `loc`'],
      [
        'loc(32.24348, 77.1893, exclude_radius: 1k):asc',
        400,
        "Sort field's parameter unit must be either `km` or `mi`.",
      ],
      ['loc(32.24348, 77.1893, exclude_radius: 5):asc', 400, 'Bad syntax for sorting field `loc`'],
      ['loc(32.24348, 77.1893, precision 1 km):asc', 400, 'Bad syntax for sorting field `loc`'],
      [
        'loc(32.24348, 77.1893, precision: -10 km):asc',
        400,
        "Sort field's parameter must be a positive number.",
      ],
    ]

    it.each(errors)('refuses sort_by=%s', async (sortBy, status, message) => {
      const response = await search('paris', { sort_by: sortBy })
      expect(response.status).toBe(status)
      expect(response.json()).toEqual({ message })
    })
  })
})
