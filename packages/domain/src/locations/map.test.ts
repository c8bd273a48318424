import { describe, expect, it } from 'vitest'
import { embeddedMapUrl, locationMapView, MAP_DEFAULT_ZOOM, mergeMapSettings, staticMapTiles } from './map.ts'

const sydney = { lat: -33.8869, lng: 151.1763 }

describe('map settings', () => {
  it('"Map zoom is 19": an embedded map at zoom 19 unless a dealer or group says otherwise', () => {
    expect(MAP_DEFAULT_ZOOM).toBe(19)
    expect(mergeMapSettings()).toEqual({ style: 'embedded', latitude: null, longitude: null, zoom: 19 })
  })

  it('"Map settings per slug: latitude, longitude, zoom": the dealer overrides its group field by field', () => {
    const group = { style: 'static', zoom: 17 }
    const dealer = { latitude: -33.3271, longitude: 115.6414, zoom: null }
    expect(mergeMapSettings(group, dealer)).toEqual({
      style: 'static',
      latitude: -33.3271,
      longitude: 115.6414,
      zoom: 17,
    })
  })

  it('ignores a half-set or impossible position and keeps zoom within what map tiles offer', () => {
    expect(mergeMapSettings({ latitude: -33.3, longitude: null })).toMatchObject({ latitude: null })
    expect(mergeMapSettings({ latitude: -95, longitude: 115 })).toMatchObject({ latitude: null })
    expect(mergeMapSettings({ zoom: 25 }).zoom).toBe(19)
    expect(mergeMapSettings({ zoom: 0 }).zoom).toBe(1)
    expect(mergeMapSettings({ style: 'satellite' }).style).toBe('embedded')
  })
})

describe('location map view', () => {
  const settings = mergeMapSettings({ latitude: -33.3271, longitude: 115.6414 })

  it("centres the primary location's map where the settings say", () => {
    expect(locationMapView({ primary: true, geo: sydney }, settings)).toEqual({
      style: 'embedded',
      lat: -33.3271,
      lng: 115.6414,
      zoom: 19,
    })
  })

  it('maps every other location where it is, and none without a position', () => {
    expect(locationMapView({ primary: false, geo: sydney }, settings)).toMatchObject(sydney)
    expect(locationMapView({ primary: false, geo: null }, settings)).toBeNull()
    expect(locationMapView({ primary: true, geo: null }, mergeMapSettings())).toBeNull()
  })

  it('embeds the map at the centre and zoom', () => {
    expect(embeddedMapUrl({ style: 'embedded', ...sydney, zoom: 19 })).toBe(
      'https://maps.google.com/maps?q=-33.8869%2C151.1763&z=19&output=embed',
    )
  })
})

describe('static map tiles', () => {
  it('picks the Web Mercator tile holding the position and its eight neighbours', () => {
    // Zoom 1: the world is 2 × 2 tiles; Sydney is in the south-east one (x 1, y 1).
    const { tiles, marker } = staticMapTiles({ style: 'static', ...sydney, zoom: 1 }, '{z}/{x}/{y}')
    expect(tiles.map((tile) => tile.url)).toEqual(['1/0/0', '1/1/0', '1/0/0', '1/0/1', '1/1/1', '1/0/1'])
    // x: (151.1763 + 180) / 360 × 2 = 1.8399 -> 0.8399 of a tile into the middle column.
    expect(marker.x).toBe(Math.round(1.8399 * 256))
    expect(marker.y).toBeGreaterThan(256)
    expect(marker.y).toBeLessThan(512)
  })

  it('at zoom 19 the centre tile is the one a map server names for the position', () => {
    const { tiles, marker } = staticMapTiles({ style: 'static', lat: 0, lng: 0, zoom: 19 }, '{z}/{x}/{y}')
    expect(tiles).toHaveLength(9)
    expect(tiles[4]).toEqual({ url: '19/262144/262144', column: 1, row: 1 })
    expect(marker).toEqual({ x: 256, y: 256 })
  })
})
