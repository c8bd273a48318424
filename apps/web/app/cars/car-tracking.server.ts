import { phoneReveals, vehicleViews } from '@forecourt/db/schema'
import { formText } from '@forecourt/domain/leads/form-text'
import { and, eq } from 'drizzle-orm'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { z } from 'zod'
import { jsonAnswer, readRequestBody } from '~/api/request-body.server'
import { servicesContext, siteContext } from '~/context'
import { findSiteCar } from '~/leads/lead-car.server'
import { serverLogger } from '~server/logger'
import type { AppServices } from '~server/services'
import { carPagePhone } from './car-phone.server'
import { carVisitor } from './car-visitor.server'

type AppDatabase = AppServices['database']['db']
type Args = { request: Request; context: Readonly<RouterContextProvider> }

const carId = formText()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'car_id must be a stock id.')

/** The phone-reveal tracking call (stock document section 7): "body car_id, dealership_id, website_id". */
const phoneRevealSchema = z.object({
  car_id: carId,
  dealership_id: formText().trim().min(1, 'dealership_id is required.').max(100),
  website_id: formText().trim().min(1, 'website_id is required.').max(100),
})

const vehicleViewSchema = z.object({ car_id: carId })

const TRACKING_UNAVAILABLE = 'This could not be recorded just now. Please try again shortly.'

/**
 * Stores a view or a reveal unless this visitor's is already there today: whether it counted, or null
 * when the database could not store it.
 */
async function store(
  { context }: Args,
  write: (db: AppDatabase) => Promise<readonly unknown[]>,
): Promise<boolean | null> {
  try {
    return (await write(context.get(servicesContext).database.db)).length > 0
  } catch (error) {
    serverLogger().error({ err: error }, 'Storing a car page event failed')
    return null
  }
}

const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? 'The body is not valid.'

async function siteCarFor({ context }: Args, id: string) {
  const site = context.get(siteContext)
  if (!site) return { site: null, car: null }
  return { site, car: await findSiteCar(context.get(servicesContext), site, id) }
}

/**
 * `POST /api/phone-reveals`: records that a shopper revealed the phone number on a car page, and answers
 * with the number: the page carries it masked only (ADR 046). The website and dealership in the body must
 * be this site's and the car's (the tenant comes from the Host header). A browser form (no JavaScript) is
 * sent back to the car page, which shows the number to whoever revealed it. Counted once per visitor, car
 * and day: `counted` says whether this one did.
 */
export async function phoneRevealAction(args: Args) {
  const read = await readRequestBody(args, {
    keys: ['car_id', 'dealership_id', 'website_id'],
    noun: 'the reveal',
  })
  if (!read.ok) return jsonAnswer({ error: read.error }, read.status)
  const parsed = phoneRevealSchema.safeParse(read.body)
  if (!parsed.success) return jsonAnswer({ error: firstIssue(parsed.error) }, 400)
  const { car_id, dealership_id, website_id } = parsed.data
  const { site, car } = await siteCarFor(args, car_id)
  if (!site) return jsonAnswer({ error: 'No dealer website at this address.' }, 404)
  if (!car) return jsonAnswer({ error: 'No such car on this website.' }, 404)
  if (website_id !== site.content.id || dealership_id !== car.dealershipId) {
    return jsonAnswer(
      { error: 'website_id and dealership_id must be this website and the car’s dealer.' },
      400,
    )
  }
  const counted = await store(args, (db) =>
    db
      .insert(phoneReveals)
      .values({
        carId: car.id,
        dealerId: car.dealershipId,
        websiteId: site.content.id,
        ...carVisitor(args.context),
      })
      .onConflictDoNothing()
      .returning({ id: phoneReveals.id }),
  )
  if (counted === null) return jsonAnswer({ error: TRACKING_UNAVAILABLE }, 503, { 'Retry-After': '30' })
  if (read.kind === 'form') return redirect(`/cars/${car.slug ?? car.id}?phone=shown`, 303)
  return jsonAnswer({ success: true, counted, phone: carPagePhone(site, car) })
}

/**
 * `POST /api/vehicle-views`: counts a view of a car page (sent by the browser after it renders), once per
 * visitor and day: `counted` says whether this one did.
 */
export async function vehicleViewAction(args: Args) {
  const read = await readRequestBody(args, { keys: ['car_id'], noun: 'the view', beacon: true })
  if (!read.ok) return jsonAnswer({ error: read.error }, read.status)
  const parsed = vehicleViewSchema.safeParse(read.body)
  if (!parsed.success) return jsonAnswer({ error: firstIssue(parsed.error) }, 400)
  const { site, car } = await siteCarFor(args, parsed.data.car_id)
  if (!site) return jsonAnswer({ error: 'No dealer website at this address.' }, 404)
  if (!car) return jsonAnswer({ error: 'No such car on this website.' }, 404)
  const counted = await store(args, (db) =>
    db
      .insert(vehicleViews)
      .values({ carId: car.id, dealerId: car.dealershipId, ...carVisitor(args.context) })
      .onConflictDoNothing()
      .returning({ id: vehicleViews.id }),
  )
  if (counted === null) return jsonAnswer({ error: TRACKING_UNAVAILABLE }, 503, { 'Retry-After': '30' })
  return jsonAnswer({ success: true, counted })
}

/** Whether this visitor's reveal of the car's number is recorded today: the page may then show it. */
export async function revealedToday(context: Args['context'], carId: string): Promise<boolean> {
  const { visitor, day } = carVisitor(context)
  const [found] = await context
    .get(servicesContext)
    .database.db.select({ id: phoneReveals.id })
    .from(phoneReveals)
    .where(and(eq(phoneReveals.carId, carId), eq(phoneReveals.visitor, visitor), eq(phoneReveals.day, day)))
    .limit(1)
  return Boolean(found)
}

/** Both APIs take POST only. */
export function postOnly(): never {
  throw data({ error: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } })
}
