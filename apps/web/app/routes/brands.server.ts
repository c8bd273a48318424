import { data, type RouterContextProvider } from 'react-router'
import { brandDirectory, brandSections } from '~/brands/brand-directory.server'
import { servicesContext, siteContext } from '~/context'

/** `/brands`: a group website's brand directory by section. */
export async function loadBrands(context: Readonly<RouterContextProvider>, request: Request) {
  const site = context.get(siteContext)
  const directory = site && (await brandDirectory(context.get(servicesContext).content, site))
  if (!site || !directory) throw data(null, 404)
  return {
    siteName: site.content.name ?? '',
    canonicalUrl: `${new URL(request.url).origin}/brands`,
    stats: site.kind === 'group' ? (site.content.statsBanner ?? []) : [],
    sections: brandSections
      .map((section) => ({
        ...section,
        entries: directory.filter((entry) => entry.category === section.category),
      }))
      .filter((section) => section.entries.length > 0),
  }
}
