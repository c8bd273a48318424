/**
 * Location maps (forms document): "A map, either embedded or a static image." "Map settings per slug:
 * latitude, longitude, zoom." "Map settings (latitude, longitude, zoom) are set for bunbury-volkswagen and
 * beachside-volkswagen. Map zoom is 19." The dealer's settings override its group's field by field; the
 * centre they set applies to the primary location's map, every other location is mapped where it is.
 */

export const MAP_DEFAULT_ZOOM = 19
/** The deepest zoom standard web map tiles offer. */
export const MAP_MAX_ZOOM = 19

export type MapStyle = 'embedded' | 'static'

export interface MapSettings {
  style: MapStyle
  latitude: number | null
  longitude: number | null
  zoom: number
}

export interface StoredMapSettings {
  style?: string | null
  latitude?: number | null
  longitude?: number | null
  zoom?: number | null
}

export interface MapView {
  style: MapStyle
  lat: number
  lng: number
  zoom: number
}

/** Group settings, then the dealer's, field by field; the platform default is an embedded map at zoom 19. */
export function mergeMapSettings(...layers: readonly (StoredMapSettings | null | undefined)[]): MapSettings {
  const merged: MapSettings = { style: 'embedded', latitude: null, longitude: null, zoom: MAP_DEFAULT_ZOOM }
  for (const layer of layers) {
    if (!layer) continue
    if (layer.style === 'embedded' || layer.style === 'static') merged.style = layer.style
    if (isLatitude(layer.latitude) && isLongitude(layer.longitude)) {
      merged.latitude = layer.latitude
      merged.longitude = layer.longitude
    }
    if (typeof layer.zoom === 'number' && Number.isFinite(layer.zoom))
      merged.zoom = Math.min(MAP_MAX_ZOOM, Math.max(1, Math.round(layer.zoom)))
  }
  return merged
}

/** Where a location's map is centred, or null when neither the settings nor the location has a position. */
export function locationMapView(
  location: { primary: boolean; geo: { lat: number; lng: number } | null },
  settings: MapSettings,
): MapView | null {
  const override =
    location.primary && settings.latitude !== null && settings.longitude !== null
      ? { lat: settings.latitude, lng: settings.longitude }
      : null
  const centre = override ?? location.geo
  if (!centre || !isLatitude(centre.lat) || !isLongitude(centre.lng)) return null
  return { style: settings.style, lat: centre.lat, lng: centre.lng, zoom: settings.zoom }
}

/** The embeddable map page for an iframe (no key needed), with a marker at the centre. */
export function embeddedMapUrl(view: MapView): string {
  return `https://maps.google.com/maps?${new URLSearchParams({
    q: `${view.lat},${view.lng}`,
    z: String(view.zoom),
    output: 'embed',
  })}`
}

export const MAP_TILE_SIZE = 256

export interface StaticMapTiles {
  /** 3 × 3 tiles, row by row, the centre position's tile in the middle. */
  tiles: { url: string; column: number; row: number }[]
  /** The centre position in pixels from the top left of the 768 × 768 mosaic. */
  marker: { x: number; y: number }
}

/**
 * A static map as standard Web Mercator tiles: the tile holding the position and its eight neighbours,
 * and where in that mosaic the position falls, so the page can centre it with plain CSS.
 */
export function staticMapTiles(
  view: MapView,
  tileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
): StaticMapTiles {
  const scale = 2 ** view.zoom
  const latRadians = (view.lat * Math.PI) / 180
  const worldX = ((view.lng + 180) / 360) * scale
  const worldY = ((1 - Math.log(Math.tan(latRadians) + 1 / Math.cos(latRadians)) / Math.PI) / 2) * scale
  const tileX = Math.floor(worldX)
  const tileY = Math.floor(worldY)
  const tiles: StaticMapTiles['tiles'] = []
  for (let row = 0; row < 3; row++) {
    for (let column = 0; column < 3; column++) {
      const x = (((tileX + column - 1) % scale) + scale) % scale
      const y = tileY + row - 1
      if (y < 0 || y >= scale) continue
      tiles.push({
        url: tileUrl.replace('{z}', String(view.zoom)).replace('{x}', String(x)).replace('{y}', String(y)),
        column,
        row,
      })
    }
  }
  return {
    tiles,
    marker: {
      x: Math.round((worldX - tileX + 1) * MAP_TILE_SIZE),
      y: Math.round((worldY - tileY + 1) * MAP_TILE_SIZE),
    },
  }
}

function isLatitude(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= -85 && value <= 85
}

function isLongitude(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= -180 && value <= 180
}
