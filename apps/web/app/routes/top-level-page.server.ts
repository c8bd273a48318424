import { topLevelPageSlugs } from '@forecourt/domain/site/content-page-path'
import { data, type RouterContextProvider } from 'react-router'
import { pageLocationBlock, siteContentPage } from '~/content-page.server'
import { servicesContext, siteContext } from '~/context'
import { siteAddress } from '~/site-url.server'
import { loadBrandOverview } from './brand-overview.server'

/**
 * `/{slug}`: a group company's page on a group website (/twg-cars…), or one of the information pages that
 * live at the top level (/privacy-policy, /terms-and-conditions, /careers, /about-us). Anything else is a 404.
 */
export async function loadTopLevelPage(context: Readonly<RouterContextProvider>, slug: string | undefined) {
  const site = context.get(siteContext)
  if (!site || !slug) throw data(null, 404)
  if ((topLevelPageSlugs as readonly string[]).includes(slug)) {
    const page = await siteContentPage(context.get(servicesContext).content, site, slug)
    if (!page) throw data(null, 404)
    const canonicalUrl = siteAddress(context, `/${slug}`)
    return {
      kind: 'page' as const,
      siteName: site.content.name ?? '',
      page,
      locationBlock: pageLocationBlock(site, page.locationBlock),
      canonicalUrl,
    }
  }
  return { kind: 'company' as const, ...(await loadBrandOverview(context, slug, 'company')) }
}
