import type { Site } from '@forecourt/content/sites'
import { topLevelPageSlugs } from '@forecourt/domain/site/content-page-path'
import {
  isInformationPagePath,
  type SiteLinkTargets,
  switchedOffPaths,
} from '@forecourt/domain/site/link-targets'
import type { SanityClient } from '@sanity/client'
import { siteContentPagePaths } from './content-page.server'

const topLevelPagePaths = topLevelPageSlugs.map((slug) => `/${slug}`)

/**
 * Which of its own pages a website's menu and footer may link (issue 18, link integrity): the information
 * pages published for it, read only when one of `urls` is an information page, and the pages its settings
 * switch off. `onUnavailable` hears when content could not be read.
 */
export async function siteLinkTargets(
  client: SanityClient,
  site: Site,
  urls: readonly string[],
  onUnavailable: () => void = () => {},
): Promise<SiteLinkTargets> {
  let publishedPagePaths: string[] | null = []
  if (urls.some((url) => isInformationPagePath(url, topLevelPagePaths))) {
    try {
      publishedPagePaths = await siteContentPagePaths(client, site)
    } catch {
      // Content is unreachable: the links stay, since the pages cannot be told apart.
      publishedPagePaths = null
      onUnavailable()
    }
  }
  return { publishedPagePaths, topLevelPagePaths, switchedOffPaths: switchedOffPaths(site.settings) }
}
