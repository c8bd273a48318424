import type { Page } from '@playwright/test'

/** The static maps' tile server (packages/domain/src/locations/map.ts). */
export const MAP_TILES = 'https://tile.openstreetmap.org/**'

// One transparent 1 × 1 PNG, standing in for the map server's tiles on this offline machine.
const tile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

/** Answers the page's map tile requests as the tile server would, without leaving the machine. */
export function serveMapTiles(page: Page) {
  return page.route(MAP_TILES, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: tile }),
  )
}
