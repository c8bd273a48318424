import { data, type RouterContextProvider } from 'react-router'
import { brandDirectory } from '~/brands/brand-directory.server'
import { servicesContext, siteContext } from '~/context'
import { siteAddress } from '~/site-url.server'

/**
 * `/{brand}/overview` for brands and `/{company}` for group companies: one directory entry's page, unless
 * the entry skips its page (its tile links out instead). Anything else is a 404.
 */
export async function loadBrandOverview(
  context: Readonly<RouterContextProvider>,
  slug: string | undefined,
  kind: 'brand' | 'company',
) {
  const site = context.get(siteContext)
  const directory = site && (await brandDirectory(context.get(servicesContext).content, site))
  const entry = directory?.find(
    (candidate) =>
      candidate.slug === slug &&
      !candidate.external &&
      (kind === 'company') === (candidate.category === 'groupCompany'),
  )
  if (!site || !entry) throw data(null, 404)
  return {
    siteName: site.content.name ?? '',
    entry,
    canonicalUrl: siteAddress(context, entry.href),
  }
}
