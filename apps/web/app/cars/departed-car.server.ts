import type { Site } from '@forecourt/content/sites'
import { departedNotice, vehicleNoun } from '@forecourt/domain/vehicle-page/availability'
import { findDepartedBySlug } from '@forecourt/search/departed-vehicle'
import type { RouterContextProvider } from 'react-router'
import { similarCards } from '~/cars/similar-cards.server'
import { servicesContext } from '~/context'
import { siteDealerships } from '~/search/site-stock.server'
import { serverLogger } from '~server/logger'

/**
 * The page of a car of this site's dealers that has left the feed (docs/decisions/045-departed-cars.md):
 * that it is gone, cars like it from today's stock and the way to the search. Null when the slug is no
 * departed car of this site, or the lookup fails (the page is then the plain 404).
 */
export async function departedCarPage(
  context: Readonly<RouterContextProvider>,
  site: Site,
  slug: string,
  now: Date,
) {
  const { search } = context.get(servicesContext)
  const dealers = siteDealerships(site).map((dealer) => dealer.slug)
  let departed: Awaited<ReturnType<typeof findDepartedBySlug>>
  try {
    departed = await findDepartedBySlug(search.searches, dealers, slug)
  } catch (error) {
    serverLogger().warn({ err: error }, 'Departed car lookup failed')
    return null
  }
  if (!departed) return null
  const noun = vehicleNoun(departed.item_type)
  return {
    kind: 'departed' as const,
    siteName: site.content.name ?? '',
    title: departed.name,
    noun,
    notice: departedNotice(departed.name, noun),
    similar: await similarCards(context, site, departed, now),
    searchHref: '/search',
  }
}

export type DepartedCarPage = NonNullable<Awaited<ReturnType<typeof departedCarPage>>>
