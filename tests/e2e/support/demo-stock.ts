import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '@forecourt/config/repo-root'
import { dealerSettings, groupSettings } from '@forecourt/demo-data/content/site-settings'
import { STOCK_REFERENCE_TIME } from '@forecourt/demo-data/stock/reference-date'
import { demoDealers, locationId } from '@forecourt/demo-data/tenants'
import { isListed, stockVisibility } from '@forecourt/domain/search/stock-visibility'
import { mergeSiteSettings, type SiteSettings } from '@forecourt/domain/site/settings'
import type { VehicleDocument } from '@forecourt/search/collections/vehicles'
import { stockFeedRowSchema } from '@forecourt/search/stock-feed-row'
import { toVehicleDocument } from '@forecourt/search/vehicle-document'
import { e2eDataDir } from './server'

/**
 * The demo feed the end-to-end server ingested, as documents, with each dealer's own listing rules, so a
 * test can work out from the feed what a page must show.
 */

const demoDir = join(repoRoot, e2eDataDir(), 'demo')
let documents: VehicleDocument[] | null = null

function readFeed(file: string): VehicleDocument[] {
  const names = new Map(demoDealers.map((dealer) => [dealer.slug, dealer.name]))
  const points = new Map(
    demoDealers.flatMap((dealer) =>
      dealer.locations.map((location) => [
        locationId(location.slug),
        { lat: location.lat, lng: location.lng },
      ]),
    ),
  )
  return readFileSync(join(demoDir, file), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => stockFeedRowSchema.parse(JSON.parse(line)))
    .map((row) =>
      toVehicleDocument(
        row,
        names.get(row.dealership_slug) ?? row.dealership_slug,
        points.get(row.location.id) ?? null,
      ),
    )
}

export function demoDocuments(): VehicleDocument[] {
  documents ??= readFeed('stock.ndjson')
  return documents
}

/**
 * The dealer's cars that left the feed: in the earlier demo feed, which the server ingested first, and
 * not in today's.
 */
export function departedVehicles(slug: string): (VehicleDocument & { slug: string })[] {
  const today = new Set(demoDocuments().map((vehicle) => vehicle.id))
  return readFeed('stock-earlier.ndjson').filter(
    (vehicle): vehicle is VehicleDocument & { slug: string } =>
      vehicle.dealership_slug === slug && !today.has(vehicle.id) && !!vehicle.slug,
  )
}

export function dealerSiteSettings(slug: string): SiteSettings {
  const dealer = demoDealers.find((candidate) => candidate.slug === slug)
  if (!dealer) throw new Error(`No demo dealer ${slug}`)
  return mergeSiteSettings(groupSettings[dealer.groupSlug], dealerSettings[slug])
}

/**
 * The feed's own clock: ingestion moved its dates so its reference moment fell when ingestion began, so
 * "now" for the feed is the reference plus the time since then.
 */
export function feedNow(): Date {
  const { ingestedAt } = JSON.parse(
    readFileSync(join(repoRoot, e2eDataDir(), 'ingested-at.json'), 'utf8'),
  ) as {
    ingestedAt: number
  }
  return new Date(STOCK_REFERENCE_TIME + (Date.now() - ingestedAt))
}

/** The dealer's listed vehicles matching `where`, as the site lists them now. */
export function listedVehicles(
  slug: string,
  where: (vehicle: VehicleDocument) => boolean,
): VehicleDocument[] {
  const now = feedNow()
  const visibility = stockVisibility(dealerSiteSettings(slug), now)
  return demoDocuments().filter(
    (vehicle) => vehicle.dealership_slug === slug && isListed(vehicle, visibility) && where(vehicle),
  )
}

/** A group portal's listed vehicles matching `where`: its dealers' stock under the group's own rules. */
export function groupListedVehicles(
  groupSlug: string,
  where: (vehicle: VehicleDocument) => boolean,
): VehicleDocument[] {
  const dealers = new Set(
    demoDealers.filter((dealer) => dealer.groupSlug === groupSlug).map((dealer) => dealer.slug),
  )
  const visibility = stockVisibility(mergeSiteSettings(groupSettings[groupSlug]), feedNow())
  return demoDocuments().filter(
    (vehicle) => dealers.has(vehicle.dealership_slug) && isListed(vehicle, visibility) && where(vehicle),
  )
}

/** The value of `key` held by the most vehicles among `vehicles`, with its count. */
export function mostCommon<Key extends keyof VehicleDocument>(
  vehicles: readonly VehicleDocument[],
  key: Key,
): { value: string; count: number } {
  const counts = new Map<string, number>()
  for (const vehicle of vehicles) {
    const value = vehicle[key]
    if (value === null || value === undefined) continue
    counts.set(String(value), (counts.get(String(value)) ?? 0) + 1)
  }
  const [value, count] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? ['', 0]
  return { value, count }
}
