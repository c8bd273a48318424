import { sitePageQuery } from '@forecourt/content/queries'
import type { Site } from '@forecourt/content/sites'
import type { SanityClient } from '@sanity/client'

/** Pages that live at the top level; every other information page is under /pages/. */
export const topLevelPageSlugs = ['privacy-policy', 'terms-and-conditions', 'careers', 'about-us'] as const

export function contentPagePath(slug: string): string {
  return (topLevelPageSlugs as readonly string[]).includes(slug) ? `/${slug}` : `/pages/${slug}`
}

export async function siteContentPage(client: SanityClient, site: Site, slug: string) {
  const groupId = site.kind === 'dealer' ? site.content.group?.id : undefined
  return client.fetch(sitePageQuery, { slug, siteIds: [site.content.id, ...(groupId ? [groupId] : [])] })
}
