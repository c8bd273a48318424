import { keptCarNotice } from '@forecourt/domain/lists/saved-car-lists'
import { data, type RouterContextProvider } from 'react-router'
import { findKeptCars, KEPT_CARS_LIMIT } from '~/lists/kept-cars.server'
import { listsSite } from '~/lists/lists-site.server'
import { pageUrl } from '~/page-url'
import { vehicleCardView } from '~/search/vehicle-card-view'
import type { VehicleHit } from '~/search/vehicle-hit'
import { serverLogger } from '~server/logger'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

export type KeptCarsList = 'favourites' | 'recently-viewed'

const titles: Record<KeptCarsList, string> = {
  favourites: 'Your favourites',
  'recently-viewed': 'Recently viewed',
}

/**
 * `/favourites` and `/recently-viewed` (issue 33): the page, server-rendered, says what the list is; the
 * list itself is in this browser's storage, so the page's script asks this same loader, with
 * `?cars={id},{id},…`, how each kept car stands on THIS site today (for sale, sold, taken off the site,
 * or not listed here), and lists them. Favourites answer only where the dealer has them on.
 */
export async function loadKeptCarsPage({ request, context }: Args) {
  const url = pageUrl(request)
  const list: KeptCarsList = url.pathname === '/favourites' ? 'favourites' : 'recently-viewed'
  const site = listsSite(context, list === 'favourites' ? 'favourites' : null)
  const ids = (url.searchParams.get('cars') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .slice(0, KEPT_CARS_LIMIT)
  let kept: Awaited<ReturnType<typeof findKeptCars>>
  try {
    kept = await findKeptCars(context, site, ids)
  } catch (error) {
    serverLogger().error({ err: error }, 'Kept cars lookup failed')
    throw data({ reason: 'search-unavailable' }, { status: 503 })
  }
  const now = new Date()
  const soldTag = site.settings.soldTagLabel
  const cars = Object.fromEntries(
    ids.map((id) => {
      const listed = kept.listed.get(id)
      if (listed) {
        const card = vehicleCardView({ ...listed, objectID: listed.id } as VehicleHit, site.settings, now)
        const sold = !(listed.status === 'in_stock' || listed.status === 'coming_soon')
        return [
          id,
          {
            title: listed.name,
            href: card.href,
            imageUrl: card.images.kind === 'photos' ? card.images.primaryUrl : null,
            price: card.price.kind === 'hidden' ? null : card.price.text,
            ...keptCarNotice(sold ? 'sold' : listed.reserved ? 'reserved' : 'available', soldTag),
          },
        ]
      }
      const departed = kept.departed.get(id)
      return [
        id,
        {
          title: departed?.name ?? null,
          href: departed?.slug ? `/cars/${departed.slug}` : null,
          imageUrl: null,
          price: null,
          ...keptCarNotice(departed ? 'departed' : 'unknown', soldTag),
        },
      ]
    }),
  )
  return {
    siteName: site.content.name ?? '',
    list,
    title: titles[list],
    compare: site.settings.features.compare,
    cars,
  }
}

export type KeptCarsPageData = Awaited<ReturnType<typeof loadKeptCarsPage>>
