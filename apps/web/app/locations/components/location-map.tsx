import { embeddedMapUrl, MAP_TILE_SIZE, type MapView, staticMapTiles } from '@forecourt/domain/locations/map'
import { useEffect, useRef, useState } from 'react'
import type { LocationView } from '../location-view.server'

const MAP_HEIGHT = 320

/**
 * A location's map, embedded or as a static image per the site's map settings. The address and a
 * directions link always sit under it, so a map that cannot load still leaves the shopper a way there; a
 * static map that fails says so instead of showing broken tiles.
 */
export function LocationMap({
  location,
  id = 'location-map',
  deferred = false,
}: {
  location: Pick<LocationView, 'name' | 'map' | 'addressLines' | 'directionsUrl'>
  id?: string
  /** Holds the map's place empty (same size) until the page is ready to load it. */
  deferred?: boolean
}) {
  if (!location.map) return null
  return (
    <figure id={id} className="mt-4">
      {deferred ? (
        <div className="rounded-lg border border-line bg-line" style={{ height: MAP_HEIGHT }} />
      ) : location.map.style === 'static' ? (
        <StaticMap map={location.map} name={location.name} />
      ) : (
        <iframe
          src={embeddedMapUrl(location.map)}
          title={`Map of ${location.name}`}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="w-full rounded-lg border border-line bg-line"
          style={{ height: MAP_HEIGHT }}
        />
      )}
      <figcaption className="mt-2 text-sm">
        <span className="text-ink-muted">{location.addressLines.join(', ')}</span>
        {location.directionsUrl ? (
          <>
            {' · '}
            <a href={location.directionsUrl} target="_blank" rel="noreferrer" className="underline">
              Directions<span className="sr-only"> to {location.name} (opens in a new tab)</span>
            </a>
          </>
        ) : null}
      </figcaption>
    </figure>
  )
}

function StaticMap({ map, name }: { map: MapView; name: string }) {
  const { tiles, marker } = staticMapTiles(map)
  const [failed, setFailed] = useState(false)
  const mosaic = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // A tile that failed before hydration fired its error event before React listened for it.
    const images = mosaic.current?.querySelectorAll('img') ?? []
    if ([...images].some((image) => image.complete && image.naturalWidth === 0)) setFailed(true)
  }, [])
  if (failed) {
    return (
      <p className="flex items-center justify-center rounded-lg border border-line bg-surface-raised p-6 text-center text-ink-muted">
        The map could not be loaded. Use the address and directions below.
      </p>
    )
  }
  return (
    <div
      role="img"
      aria-label={`Map of ${name}`}
      className="relative overflow-hidden rounded-lg border border-line bg-line"
      style={{ height: MAP_HEIGHT }}
    >
      <div
        ref={mosaic}
        className="absolute"
        style={{
          width: MAP_TILE_SIZE * 3,
          height: MAP_TILE_SIZE * 3,
          left: `calc(50% - ${marker.x}px)`,
          top: `calc(50% - ${marker.y}px)`,
        }}
      >
        {tiles.map((tile) => (
          <img
            key={`${tile.column}-${tile.row}`}
            src={tile.url}
            alt=""
            width={MAP_TILE_SIZE}
            height={MAP_TILE_SIZE}
            loading="lazy"
            onError={() => setFailed(true)}
            className="absolute max-w-none"
            style={{ left: tile.column * MAP_TILE_SIZE, top: tile.row * MAP_TILE_SIZE }}
          />
        ))}
      </div>
      <span
        aria-hidden="true"
        className="absolute top-1/2 left-1/2 size-5 -translate-x-1/2 -translate-y-full rounded-full border-2 border-white bg-red-700 shadow"
      />
      <small className="absolute right-1 bottom-1 bg-white/85 px-1 text-xs text-ink">
        © OpenStreetMap contributors
      </small>
    </div>
  )
}
