import { data, type RouterContextProvider } from 'react-router'
import { brandDirectory, brandSections } from '~/brands/brand-directory.server'
import { servicesContext, siteContext } from '~/context'
import { siteAddress } from '~/site-url.server'

/** `/brands`: a group website's brand directory by section. */
export async function loadBrands(context: Readonly<RouterContextProvider>) {
  const site = context.get(siteContext)
  const directory = site && (await brandDirectory(context.get(servicesContext).content, site))
  if (!site || !directory) throw data(null, 404)
  return {
    siteName: site.content.name ?? '',
    canonicalUrl: siteAddress(context, '/brands'),
    stats: site.kind === 'group' ? (site.content.statsBanner ?? []) : [],
    sections: brandSections
      .map((section) => ({
        ...section,
        entries: directory.filter((entry) => entry.category === section.category),
      }))
      .filter((section) => section.entries.length > 0),
  }
}
