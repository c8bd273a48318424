import { sitePageQuery, sitePageSlugsQuery } from '@forecourt/content/queries'
import type { Site } from '@forecourt/content/sites'
import { type BlockFilter, locationBlocks } from '@forecourt/domain/locations/order'
import { contentPagePath } from '@forecourt/domain/site/content-page-path'
import type { SanityClient } from '@sanity/client'
import { type LocationView, siteLocationViews } from './locations/location-view.server'

/** A website's own id and its group's: pages published for either show on the website. */
function pageSiteIds(site: Site): string[] {
  const groupId = site.kind === 'dealer' ? site.content.group?.id : undefined
  return [site.content.id, ...(groupId ? [groupId] : [])]
}

export async function siteContentPage(client: SanityClient, site: Site, slug: string) {
  return client.fetch(sitePageQuery, { slug, siteIds: pageSiteIds(site) })
}

/** The address of every information page of the website. */
export async function siteContentPagePaths(client: SanityClient, site: Site): Promise<string[]> {
  const slugs = await client.fetch(sitePageSlugsQuery, { siteIds: pageSiteIds(site) })
  return [...new Set(slugs.filter((slug): slug is string => !!slug))].map(contentPagePath)
}

const blockFilters = ['primary', 'sales', 'service', 'parts', 'service-and-parts', 'all'] as const

/** The cards of a page's location block: the site's locations of the chosen kind, or the one chosen. */
export function pageLocationBlock(
  site: Site,
  block: { title: string | null; filter: string | null; locationId: string | null } | null,
): { title: string; locations: LocationView[] } | null {
  if (!block?.filter) return null
  const filter: BlockFilter =
    block.filter === 'location'
      ? { id: block.locationId ?? '' }
      : (blockFilters.find((candidate) => candidate === block.filter) ?? 'all')
  const locations = locationBlocks(siteLocationViews(site, new Date()), filter)
  return locations.length > 0 ? { title: block.title || 'Our Locations', locations } : null
}
