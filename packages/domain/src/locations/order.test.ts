import { describe, expect, it } from 'vitest'
import { byDistance, distanceKm, filterLocations, locationBlocks, orderLocations } from './order.ts'

const locations = [
  { id: 'parts', locationType: 'parts', geo: { lat: -33.87, lng: 151.21 } },
  { id: 'service', locationType: 'service', geo: { lat: -31.95, lng: 115.86 } },
  { id: 'sales', locationType: 'sales', primary: true, geo: { lat: -37.81, lng: 144.96 } },
  { id: 'yard', locationType: 'sales', geo: null },
]
const ids = (list: readonly { id: string }[]) => list.map((location) => location.id)

describe('location grids and blocks', () => {
  it('"Sales and service locations are ordered sales first, then service, then parts"', () => {
    expect(ids(orderLocations(locations))).toEqual(['sales', 'yard', 'service', 'parts'])
  })

  it('"some sites use a fixed order"', () => {
    expect(ids(orderLocations(locations, ['service', 'parts']))).toEqual([
      'service',
      'parts',
      'sales',
      'yard',
    ])
  })

  it('filters the grid by "service-only, sales, parts or non-parts"', () => {
    expect(ids(filterLocations(locations, 'service-only'))).toEqual(['service'])
    expect(ids(filterLocations(locations, 'sales'))).toEqual(['sales', 'yard'])
    expect(ids(filterLocations(locations, 'parts'))).toEqual(['parts'])
    expect(ids(filterLocations(locations, 'non-parts'))).toEqual(['service', 'sales', 'yard'])
  })

  it('filters blocks by "primary, sales, service, parts, service-and-parts, all, or a location id"', () => {
    expect(ids(locationBlocks(locations, 'primary'))).toEqual(['sales'])
    expect(ids(locationBlocks(locations, 'service-and-parts'))).toEqual(['parts', 'service'])
    expect(ids(locationBlocks(locations, { id: 'yard' }))).toEqual(['yard'])
    expect(locationBlocks(locations, 'all')).toHaveLength(4)
  })
})

describe('nearest location', () => {
  it('measures great-circle distance with an earth radius of 6371 km', () => {
    // Sydney to Melbourne is about 714 km as the crow flies.
    expect(distanceKm({ lat: -33.87, lng: 151.21 }, { lat: -37.81, lng: 144.96 })).toBeCloseTo(713.8, 0)
  })

  it('orders locations nearest first, those without coordinates last', () => {
    const fromAdelaide = byDistance(locations, { lat: -34.93, lng: 138.6 })
    expect(ids(fromAdelaide.map((entry) => entry.location))).toEqual(['sales', 'parts', 'service', 'yard'])
    expect(fromAdelaide[3]?.km).toBeNull()
  })
})
