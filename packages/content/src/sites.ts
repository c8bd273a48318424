import { type MapSettings, mergeMapSettings } from '@forecourt/domain/locations/map'
import { mergeSiteSettings, type SiteSettings, type SiteSettingsLayer } from '@forecourt/domain/site/settings'
import { mergeSiteTheme, type SiteTheme } from '@forecourt/domain/site/theme'
import type { SanityClient } from '@sanity/client'
import { dealerSiteQuery, groupSiteQuery, locationPointsQuery, siteDirectoryQuery } from './queries.ts'
import type { DealerSiteQueryResult, GroupSiteQueryResult, SiteDirectoryQueryResult } from './sanity.types.ts'

export type SiteDirectoryEntry = SiteDirectoryQueryResult[number]
export type DealerSiteContent = NonNullable<DealerSiteQueryResult>
export type GroupSiteContent = NonNullable<GroupSiteQueryResult>
export type SiteLocation = DealerSiteContent['locations'][number]

/** A website with its group configuration merged in: what every page of a tenant renders from. */
export type Site = (
  | { kind: 'dealer'; content: DealerSiteContent }
  | { kind: 'group'; content: GroupSiteContent }
) & { theme: SiteTheme; settings: SiteSettings; map: MapSettings }

export async function fetchSiteDirectory(client: SanityClient): Promise<SiteDirectoryEntry[]> {
  return client.fetch(siteDirectoryQuery)
}

/** The website with this slug (dealer or group), as a request for it would resolve it; null for none. */
export async function fetchSiteBySlug(client: SanityClient, slug: string): Promise<Site | null> {
  const entry = (await fetchSiteDirectory(client)).find((candidate) => candidate.slug === slug)
  return entry ? fetchSite(client, entry) : null
}

/** Location id -> its coordinates in the Studio, for every location that has them. */
export async function fetchLocationPoints(
  client: SanityClient,
): Promise<Map<string, { lat: number; lng: number }>> {
  const rows = await client.fetch(locationPointsQuery)
  const points = new Map<string, { lat: number; lng: number }>()
  for (const { id, lat, lng } of rows) {
    if (typeof lat === 'number' && typeof lng === 'number') points.set(id, { lat, lng })
  }
  return points
}

export async function fetchSite(
  client: SanityClient,
  entry: Pick<SiteDirectoryEntry, 'kind' | 'slug'>,
): Promise<Site | null> {
  if (!entry.slug) return null
  if (entry.kind === 'dealer') {
    const content = await client.fetch(dealerSiteQuery, { slug: entry.slug })
    if (!content) return null
    return {
      kind: 'dealer',
      content,
      theme: mergeSiteTheme(content.group?.theme, content.theme),
      settings: mergeSiteSettings(
        content.group?.settings as SiteSettingsLayer | null | undefined,
        content.settings as SiteSettingsLayer | null | undefined,
      ),
      map: mergeMapSettings(content.group?.mapSettings, content.mapSettings),
    }
  }
  const content = await client.fetch(groupSiteQuery, { slug: entry.slug })
  if (!content) return null
  return {
    kind: 'group',
    content,
    theme: mergeSiteTheme(content.theme),
    settings: mergeSiteSettings(content.settings as SiteSettingsLayer | null | undefined),
    map: mergeMapSettings(content.mapSettings),
  }
}
