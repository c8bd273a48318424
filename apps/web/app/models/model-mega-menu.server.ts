import type { Site } from '@forecourt/content/sites'
import type { MenuItem } from '@forecourt/domain/site/menu'
import { modelMegaMenu } from '@forecourt/domain/site/model-range'
import type { SanityClient } from '@sanity/client'
import { siteModelRange } from './model-view.server'

/**
 * Fills in the 'modelRange' entries of a header menu with the mega-menu of the site's model range. Without
 * models (or when content cannot be read, which `onUnavailable` hears of) such an entry stays a plain link
 * to its own page.
 */
export async function withModelRangeMenu(
  client: SanityClient,
  site: Site,
  menu: MenuItem[],
  onUnavailable: () => void = () => {},
): Promise<MenuItem[]> {
  if (!menu.some((item) => item.dynamicDropdown === 'modelRange')) return menu
  let models: Awaited<ReturnType<typeof siteModelRange>> = []
  try {
    models = await siteModelRange(client, site)
  } catch {
    // Content is unreachable: the page still renders, with a plain link.
    onUnavailable()
  }
  if (models.length === 0) return menu
  const megaMenu = modelMegaMenu(models, { financeLink: site.settings.megaMenuFinanceLink })
  return menu.map((item) => (item.dynamicDropdown === 'modelRange' ? { ...item, megaMenu } : item))
}
