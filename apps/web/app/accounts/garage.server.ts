import { watchlistOf } from '@forecourt/accounts/watchlist'
import type { Site } from '@forecourt/content/sites'
import { leads } from '@forecourt/db/schema'
import { garagePathOf } from '@forecourt/domain/accounts/shopper-gating'
import { garagePriceChange } from '@forecourt/domain/lists/garage-price-change'
import { formatAud } from '@forecourt/domain/vehicle-card/price'
import { and, desc, eq, inArray } from 'drizzle-orm'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { servicesContext } from '~/context'
import { findSiteCars } from '~/leads/lead-car.server'
import { pageUrl } from '~/page-url'
import { openJourneys } from '~/purchase/purchase-journeys.server'
import { dealerTimeZone } from '~/reservations/dealer-time-zone.server'
import { garageReservations } from './garage-reservations.server'
import { accountScope, requireShopper } from './shopper-session.server'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

const RECENT_LEADS = 10

export interface GarageCar {
  id: string
  title: string
  path: string | null
  imageUrl: string | null
  /** Today's price, or the price when saved for a car no longer listed. */
  priceText: string | null
  state: 'available' | 'sold' | 'reserved' | 'gone'
  change: ReturnType<typeof garagePriceChange>
}

/** The dealers whose leads this site shows: its own, or on a group site every dealer of the group. */
const siteDealerIds = (site: Site) =>
  site.kind === 'dealer' ? [site.content.id] : site.content.dealers.map((dealer) => dealer.id)

/**
 * `/my-garage` (or the brand path a site's setting names, such as /mymotorama): always gated. The
 * shopper's saved cars with today's price and status (sold and reserved cars stay, marked), the change
 * since saving, and their recent enquiries and bookings with this site's dealers.
 */
export async function loadGarage({ request, context }: Args) {
  const { site } = accountScope(context)
  const path = garagePathOf(site.settings)
  const requested = pageUrl(request).pathname
  if (requested !== path) {
    if (requested === '/my-garage') throw redirect(path)
    throw data({ reason: 'not-found' }, { status: 404 })
  }
  const shopper = await requireShopper(request, context, 'my-garage')
  const services = context.get(servicesContext)
  const db = services.database.db
  const [entries, reserved, journeys, recent] = await Promise.all([
    watchlistOf(db, shopper.id),
    garageReservations(db, shopper, siteDealerIds(site), services.reservations.links, (dealerId) =>
      dealerTimeZone(site, dealerId),
    ),
    openJourneys(db, shopper.id, siteDealerIds(site)),
    db
      .select({
        id: leads.id,
        category: leads.category,
        subcategory: leads.subcategory,
        vehicleMake: leads.vehicleMake,
        vehicleModel: leads.vehicleModel,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(
        and(
          eq(leads.phone, shopper.phone),
          eq(leads.status, 'submitted'),
          inArray(leads.dealerId, siteDealerIds(site)),
        ),
      )
      .orderBy(desc(leads.createdAt))
      .limit(RECENT_LEADS),
  ])
  const cars = await findSiteCars(
    services,
    site,
    entries.map((entry) => entry.carId),
  ).catch(() => null)
  const garage: GarageCar[] = entries
    .filter((entry) => !cars || cars.has(entry.carId) || entry.websiteSlug === site.content.slug)
    .map((entry) => {
      const car = cars?.get(entry.carId)
      if (!car) {
        return {
          id: entry.carId,
          title: 'A car you saved',
          path: null,
          imageUrl: null,
          priceText: entry.savedPrice ? formatAud(entry.savedPrice) : null,
          state: 'gone',
          change: { kind: 'unknown' },
        }
      }
      return {
        id: car.id,
        title: car.title,
        path: car.slug ? `/cars/${car.slug}` : null,
        imageUrl: car.imageUrl,
        priceText: car.price > 0 ? formatAud(car.price) : null,
        state: car.status === 'sold' ? 'sold' : car.reserved ? 'reserved' : 'available',
        change: garagePriceChange(entry.savedPrice, car.price),
      }
    })
  return {
    siteName: site.content.name ?? '',
    path,
    shopper: { firstName: shopper.firstName, phone: shopper.phone },
    cars: garage,
    reservations: reserved,
    purchases: journeys.map((journey) => ({
      id: journey.id,
      carTitle: journey.carTitle,
      href: `/checkout-journey?${new URLSearchParams({ car_id: journey.carPath.replace(/^\/cars\//, '') })}`,
    })),
    searchUnavailable: cars === null,
    recent: recent.map((lead) => ({
      id: lead.id,
      what: [lead.category, lead.subcategory].filter(Boolean).join(': '),
      vehicle: [lead.vehicleMake, lead.vehicleModel].filter(Boolean).join(' ') || null,
      date: lead.createdAt.toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' }),
    })),
  }
}
