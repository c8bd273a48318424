import { vehicleViews } from '@forecourt/db/schema'
import { consumeRateLimit } from '@forecourt/leads/rate-limit'
import { findVehicleBySlug } from '@forecourt/search/vehicle-detail'
import { count, eq } from 'drizzle-orm'
import type { RouterContextProvider } from 'react-router'
import { jsonAnswer } from '~/api/request-body.server'
import { clientAddressContext, servicesContext, siteContext } from '~/context'
import { pageUrl } from '~/page-url'
import { serverLogger } from '~server/logger'

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { slug?: string } }

/** A car page asks once a visit: generous for people, a wall for a crawler walking the stock. */
const PER_ADDRESS = { limit: 300, windowMs: 60 * 60_000 }

/**
 * `GET /cars/{slug}/view.json?photos_count&updated_at&website_id` (spec, stock document section 7:
 * "Response: views and car_fields"). `views`: the car's counted page views (once per visitor and day,
 * `POST /api/vehicle-views`); `car_fields`: the two fields the caller sends, as they are now, so a page
 * built from an older copy can tell its photos or details changed. Nothing else about the car. The
 * `website_id` must be this website's: the tenant comes from the Host header, never from the query.
 */
export async function carViewJson({ request, context, params }: Args) {
  const site = context.get(siteContext)
  if (!site) return jsonAnswer({ error: 'No dealer website at this address.' }, 404)
  const services = context.get(servicesContext)
  const limited = await consumeRateLimit(
    services.database.db,
    `api:car-view:ip:${context.get(clientAddressContext)}`,
    PER_ADDRESS,
  )
  if (!limited.allowed) {
    return jsonAnswer({ error: 'Too many requests. Please try again later.' }, 429, {
      'Retry-After': String(limited.retryAfterSeconds),
    })
  }
  const websiteId = pageUrl(request).searchParams.get('website_id')
  if (websiteId !== null && websiteId !== site.content.id) {
    return jsonAnswer({ error: 'website_id must be this website.' }, 400)
  }
  let car: Awaited<ReturnType<typeof findVehicleBySlug>>
  try {
    car = await findVehicleBySlug(
      services.search.searches,
      services.siteStock.access(site).filter,
      params.slug ?? '',
    )
  } catch (error) {
    serverLogger().error({ err: error }, 'Vehicle lookup failed')
    return jsonAnswer({ error: 'Please try again shortly.' }, 503, { 'Retry-After': '30' })
  }
  if (!car) return jsonAnswer({ error: 'No such car on this website.' }, 404)
  const [counted] = await services.database.db
    .select({ views: count() })
    .from(vehicleViews)
    .where(eq(vehicleViews.carId, car.id))
  return jsonAnswer({
    views: counted?.views ?? 0,
    car_fields: {
      photos_count: car.photos_count,
      updated_at: new Date(car.updated_at_timestamp * 1000).toISOString(),
    },
  })
}
