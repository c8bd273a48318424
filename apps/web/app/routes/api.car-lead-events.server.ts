import { LEAD_CATEGORIES } from '@forecourt/domain/leads/categories'
import { leadEventId } from '@forecourt/domain/leads/event-ids'
import { consumeRateLimit } from '@forecourt/leads/rate-limit'
import type { RouterContextProvider } from 'react-router'
import { z } from 'zod'
import { currentShopper } from '~/accounts/shopper-session.server'
import { jsonAnswer, readRequestBody } from '~/api/request-body.server'
import { servicesContext, siteContext } from '~/context'
import { findSiteCar } from '~/leads/lead-car.server'
import { leadChannelsOf, leadDealer, storeSubmittedLead } from '~/leads/lead-post.server'
import { serverLogger } from '~server/logger'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

const DAY_MS = 24 * 60 * 60_000

const bodySchema = z.object({
  car_id: z.string().trim().min(1, 'car_id is required.').max(64),
  event: z.enum(['favourite', 'print'], { error: "event must be 'favourite' or 'print'." }),
})

const categories = { favourite: LEAD_CATEGORIES.favourite, print: LEAD_CATEGORIES.print } as const

/**
 * `POST /api/leads/car-events` `{ car_id, event }`: a signed-in shopper favourited a car (the spec's
 * "Favourite" lead, event 39) or printed its page ("Print", event 61), sent to the dealer as a lead with
 * the shopper's account details (ADR 053). An anonymous shopper has no contact to send: 401, nothing
 * stored. One lead per shopper, car and event a day: a shopper toggling the heart is one lead, and a
 * repeat answers `{ sent: false }`. JSON in and out; same-origin and size checks run before this.
 */
export async function carLeadEventAction({ request, context }: Args) {
  const site = context.get(siteContext)
  if (!site) return jsonAnswer({ error: 'No dealer website at this address.' }, 404)
  const read = await readRequestBody(
    { request, context },
    { keys: ['car_id', 'event'], noun: 'the car_id and event' },
  )
  if (!read.ok) return jsonAnswer({ error: read.error }, read.status)
  const parsed = bodySchema.safeParse(read.body)
  if (!parsed.success) {
    return jsonAnswer({ error: parsed.error.issues.map((issue) => issue.message).join(' ') }, 400)
  }
  const { car_id: carId, event } = parsed.data
  const shopper = await currentShopper(request, context)
  if (!shopper) return jsonAnswer({ error: 'Sign in first: only a signed-in shopper sends this.' }, 401)
  const services = context.get(servicesContext)
  try {
    const car = await findSiteCar(services, site, carId)
    const dealer = car ? leadDealer(site, car.dealershipSlug) : null
    if (!car || !dealer) return jsonAnswer({ error: 'We could not find that car on this website.' }, 404)
    const once = await consumeRateLimit(services.database.db, `car-event:${event}:${shopper.id}:${car.id}`, {
      limit: 1,
      windowMs: DAY_MS,
    })
    if (!once.allowed) return jsonAnswer({ sent: false })
    const leadId = await storeSubmittedLead(
      context,
      {
        dealerId: dealer.id,
        locationId: car.locationId,
        category: categories[event],
        subcategory: null,
        leadEventId: leadEventId({ kind: event, car: { car_type: car.carType, tag: car.tag } }),
        name: [shopper.firstName, shopper.lastName].filter(Boolean).join(' '),
        email: shopper.email,
        phone: shopper.phone,
        message: null,
        carId: car.id,
        stockNumber: car.stockNumber,
        vehicleMake: car.make,
        vehicleModel: car.model,
        carType: car.carType,
        vehicleStatus: car.status,
        manufacturerSlug: null,
        pageId: `car:${car.slug ?? car.id}`.slice(0, 120),
        // Nothing was agreed to here: the lead records what the shopper did, with their account's details.
        optIn: false,
        consent: false,
        fields: { signed_in_shopper: true },
        attribution: null,
      },
      leadChannelsOf(dealer),
    )
    return jsonAnswer({ sent: true, lead_id: leadId })
  } catch (error) {
    serverLogger().error({ err: error }, `Recording a ${event} lead failed`)
    return jsonAnswer({ error: 'This could not be recorded right now.' }, 503, { 'Retry-After': '30' })
  }
}
