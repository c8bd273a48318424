import type { Site } from '@forecourt/content/sites'
import { siteIndexPage } from '@forecourt/domain/site/site-index-page'
import { BROWSER_SEARCH_PATH } from '@forecourt/search/browser-search/browser-search-path'
import { vehiclesCollection } from '@forecourt/search/collections/vehicles'
import type { RouterContextProvider } from 'react-router'
import type { QuickSearchData } from '~/components/quick-search'
import { servicesContext, siteContext } from '~/context'
import { loadHomeContent } from '~/home/home-content.server'
import { pageUrl } from '~/page-url'
import { siteAddress, siteUrl } from '~/site-url.server'
import { serverLogger } from '~server/logger'

export async function loadHome(context: Readonly<RouterContextProvider>, request: Request) {
  const { sites, config } = context.get(servicesContext)
  const site = context.get(siteContext)
  const linkTo = (target: { slug: string | null; domains?: string[] | null }) =>
    siteUrl(target, request.headers.get('host'), config)

  if (!site) {
    const resolution = await sites.resolve(request.headers.get('host'))
    const directory = resolution.kind === 'platform' ? resolution.directory : []
    const { page, pageCount, start, end } = siteIndexPage(
      directory.length,
      pageUrl(request).searchParams.get('page'),
    )
    return {
      kind: 'platform' as const,
      page,
      pageCount,
      total: directory.length,
      sites: directory.slice(start, end).map((entry) => ({
        name: entry.name ?? entry.slug ?? '',
        kind: entry.kind,
        url: linkTo(entry),
      })),
    }
  }

  const [stock, content] = await Promise.all([
    loadStockShortcuts(context, site),
    loadHomeContent(context.get(servicesContext), site),
  ])
  const canonicalUrl = siteAddress(context, '/')
  if (site.kind === 'group') {
    return {
      kind: 'group' as const,
      name: site.content.name ?? '',
      canonicalUrl,
      stats: (site.content.statsBanner ?? []).map((stat) => ({
        value: stat.value ?? '',
        label: stat.label ?? '',
      })),
      stock,
      dealers: site.content.dealers.map((dealer) => ({
        id: dealer.id,
        name: dealer.name ?? '',
        url: linkTo(dealer),
      })),
      ...content,
    }
  }
  return {
    kind: 'dealer' as const,
    name: site.content.name ?? '',
    canonicalUrl,
    makes: site.content.makes ?? [],
    stock,
    ...content,
  }
}

/** Popular makes and body types shown as tiles. */
const TILE_COUNT = 12

/** The quick search and the make and body tiles; left out (null) while the search service is down. */
async function loadStockShortcuts(context: Readonly<RouterContextProvider>, site: Site) {
  const { siteStock } = context.get(servicesContext)
  try {
    const catalogue = await siteStock.catalogue(site)
    const tiles = (kind: 'make' | 'body', counts: Record<string, number>) =>
      Object.entries(counts)
        .slice(0, TILE_COUNT)
        .map(([value, count]) => ({ kind, value, count }))
    return {
      quickSearch: {
        makes: [...catalogue.makes].sort((a, b) => a.localeCompare(b, 'en')),
        models: [...catalogue.models].sort((a, b) =>
          `${a.make} ${a.model}`.localeCompare(`${b.make} ${b.model}`, 'en'),
        ),
        bodies: [...catalogue.bodies].sort((a, b) => a.localeCompare(b, 'en')),
        total: catalogue.total,
        search: {
          url: BROWSER_SEARCH_PATH,
          apiKey: siteStock.access(site).apiKey,
          indexName: vehiclesCollection.name,
        },
      } satisfies QuickSearchData,
      makeTiles: tiles('make', catalogue.counts.make),
      bodyTiles: tiles('body', catalogue.counts.body),
    }
  } catch (error) {
    serverLogger().error({ err: error }, 'Stock shortcuts unavailable')
    return null
  }
}
