import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { yards } from './fixtures/geo-places.ts'
import { adapterClient, type InstantSearchRequest } from './helpers/adapter.ts'
import { sortMeters, withinRadius } from './helpers/haversine.ts'
import { startTestServer, type TestServer } from './helpers/server.ts'

// InstantSearch's geo parameters, as the adapter turns them into Typesense filters (its geoLocationField),
// against an independent haversine over the fixture.

describe('typesense-instantsearch-adapter geo search', () => {
  let ts: TestServer
  let search: (requests: InstantSearchRequest[]) => ReturnType<ReturnType<typeof adapterClient>>

  beforeAll(async () => {
    ts = await startTestServer({ load: false })
    await ts.request('POST', '/collections', {
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
    await ts.request('POST', '/collections/yards/documents/import', {
      body: yards.map((y) => JSON.stringify(y)).join('\n'),
      contentType: 'text/plain',
    })
    search = adapterClient(ts, {
      geoLocationField: 'location',
      additionalSearchParameters: { query_by: 'name' },
    })
  })
  afterAll(() => ts.close())

  it('filters around a point (aroundLatLng + aroundRadius) and sorts by distance through a sort index', async () => {
    const parramatta: [number, number] = [-33.8148, 151.0017]
    const [result] = await search([
      {
        indexName: 'yards/sort/location(-33.8148,151.0017):asc',
        params: { query: '', aroundLatLng: '-33.8148,151.0017', aroundRadius: 60000, hitsPerPage: 20 },
      },
    ])
    const expected = yards
      .filter((y) => withinRadius(y.location, parramatta, 60000))
      .sort((a, b) => sortMeters(a.location, parramatta) - sortMeters(b.location, parramatta))
    expect(result!.nbHits).toBe(expected.length)
    expect(result!.hits.map((h) => h.objectID)).toEqual(expected.map((y) => y.id))
    expect(result!.hits[0]!._geoloc).toEqual({ lat: expected[0]!.location[0], lng: expected[0]!.location[1] })
    expect(result!.hits.map((h) => h.geo_distance_meters!.location)).toEqual(
      expected.map((y) => sortMeters(y.location, parramatta)),
    )
  })

  it('filters inside a bounding box (insideBoundingBox), with a facet refinement', async () => {
    // Greater Sydney: the adapter sends the box as a four-corner polygon; its edges are great circles, and
    // every yard here is well inside or well outside them.
    const box = [-34.2, 150.5, -33.5, 151.4]
    const [result] = await search([
      {
        indexName: 'yards',
        params: { query: '', insideBoundingBox: [box], facets: ['make'], hitsPerPage: 20 },
      },
    ])
    const inside = yards.filter(
      (y) =>
        y.location[0] >= box[0]! &&
        y.location[0] <= box[2]! &&
        y.location[1] >= box[1]! &&
        y.location[1] <= box[3]!,
    )
    expect(result!.hits.map((h) => h.objectID).sort()).toEqual(inside.map((y) => y.id).sort())
    const makes: Record<string, number> = {}
    for (const y of inside) makes[y.make] = (makes[y.make] ?? 0) + 1
    expect(result!.facets!.make).toEqual(makes)
    const [fords] = await search([
      { indexName: 'yards', params: { query: '', insideBoundingBox: [box], facetFilters: [['make:Ford']] } },
    ])
    expect(fords!.hits.map((h) => h.objectID)).toEqual(
      inside.filter((y) => y.make === 'Ford').map((y) => y.id),
    )
  })
})
