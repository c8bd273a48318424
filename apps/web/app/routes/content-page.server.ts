import { contentPagePath } from '@forecourt/domain/site/content-page-path'
import { data, type RouterContextProvider } from 'react-router'
import { pageLocationBlock, siteContentPage } from '~/content-page.server'
import { servicesContext, siteContext } from '~/context'
import { siteAddress } from '~/site-url.server'

/** `/pages/{slug}`: an information page of this website, or a 404 (top-level pages live at /{slug}). */
export async function loadContentPage(context: Readonly<RouterContextProvider>, slug: string | undefined) {
  const site = context.get(siteContext)
  const page = site && slug ? await siteContentPage(context.get(servicesContext).content, site, slug) : null
  if (!site || !page?.slug || contentPagePath(page.slug) !== `/pages/${page.slug}`) throw data(null, 404)
  return {
    siteName: site.content.name ?? '',
    page,
    locationBlock: pageLocationBlock(site, page.locationBlock),
    canonicalUrl: siteAddress(context, contentPagePath(page.slug)),
  }
}
