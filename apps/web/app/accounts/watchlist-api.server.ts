import { removeCar, saveCar } from '@forecourt/accounts/watchlist'
import { safeRedirectPath } from '@forecourt/domain/accounts/safe-redirect'
import { leadPhone } from '@forecourt/domain/leads/contact-rules'
import { formText } from '@forecourt/domain/leads/form-text'
import { FAVOURITES_OFFER_LIMIT } from '@forecourt/domain/lists/saved-cars'
import { type RouterContextProvider, redirect } from 'react-router'
import { z } from 'zod'
import { jsonAnswer, readRequestBody } from '~/api/request-body.server'
import { servicesContext } from '~/context'
import { findSiteCar, findSiteCars } from '~/leads/lead-car.server'
import { accountScope, currentShopper } from './shopper-session.server'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/** Spec: "POST /api/watchlist/save-car | body phone_number, car_id | response has success". */
const watchlistBody = z.object({
  phone_number: formText({ error: 'phone_number is required.' }).trim().min(1, 'phone_number is required.'),
  car_id: formText({ error: 'car_id is required.' }).trim().min(1, 'car_id is required.').max(64),
  redirect: formText().optional(),
})

export const WATCHLIST_MESSAGES = {
  signIn: 'Please sign in to save cars to your watchlist.',
  otherPhone: 'This watchlist belongs to another phone number.',
  unknownCar: 'We could not find that car on this website.',
  sold: 'This car has been sold, so it cannot be saved.',
  unavailable: 'Your watchlist is unavailable right now. Please try again.',
} as const

/**
 * `POST /api/watchlist/save-car` and `/api/watchlist/remove-car`: the signed-in shopper's watchlist on this
 * site. JSON calls get `{ success }` (with `error` when it failed); a form posted without JavaScript is
 * sent back to its `redirect` path.
 */
export async function watchlistAction({ request, context }: Args, change: 'save' | 'remove') {
  const services = context.get(servicesContext)
  const { site } = accountScope(context)
  const read = await readRequestBody(
    { request, context },
    {
      keys: ['phone_number', 'car_id', 'redirect'],
      noun: 'the phone_number and car_id',
    },
  )
  if (!read.ok) return jsonAnswer({ success: false, error: read.error }, read.status)
  const parsed = watchlistBody.safeParse(read.body)
  if (!parsed.success) {
    return jsonAnswer(
      { success: false, error: parsed.error.issues.map((issue) => issue.message).join(' ') },
      400,
    )
  }
  const answer = (status: number, error?: string) =>
    read.kind === 'form' && !error
      ? redirect(safeRedirectPath(parsed.data.redirect), 303)
      : jsonAnswer(error ? { success: false, error } : { success: true }, status)

  const shopper = await currentShopper(request, context)
  if (!shopper) return answer(401, WATCHLIST_MESSAGES.signIn)
  if (leadPhone(parsed.data.phone_number, { mobileOnly: true }) !== shopper.phone) {
    return answer(403, WATCHLIST_MESSAGES.otherPhone)
  }
  const db = services.database.db
  if (change === 'remove') {
    await removeCar(db, { userId: shopper.id, carId: parsed.data.car_id })
    return answer(200)
  }
  let car: Awaited<ReturnType<typeof findSiteCar>>
  try {
    car = await findSiteCar(services, site, parsed.data.car_id)
  } catch {
    return answer(503, WATCHLIST_MESSAGES.unavailable)
  }
  if (!car) return answer(404, WATCHLIST_MESSAGES.unknownCar)
  if (car.status === 'sold') return answer(409, WATCHLIST_MESSAGES.sold)
  await saveCar(db, {
    userId: shopper.id,
    websiteSlug: site.content.slug ?? '',
    car: { id: car.id, dealerId: car.dealershipId, price: car.price, status: car.status },
  })
  return answer(200)
}

const favouritesBody = z.object({
  phone_number: z.string().trim().min(1, 'phone_number is required.'),
  car_ids: z
    .array(z.string().trim().min(1).max(64))
    .min(1, 'car_ids lists no car.')
    .max(FAVOURITES_OFFER_LIMIT, `car_ids lists more than ${FAVOURITES_OFFER_LIMIT} cars.`),
})

/**
 * `POST /api/watchlist/save-cars` `{ phone_number, car_ids }`: the shopper's browser favourites, added to
 * their watchlist when they accept the offer after signing in (ADR 050). Favourites live in the browser,
 * so only a script posts here: JSON in, `{ success, added, notAdded }` out. A car this site does not list,
 * or a sold one, is not added and is named in `notAdded`.
 */
export async function saveFavouritesAction({ request, context }: Args) {
  const services = context.get(servicesContext)
  const { site } = accountScope(context)
  const read = await readRequestBody({ request, context }, { keys: [], noun: 'the phone_number and car_ids' })
  if (!read.ok) return jsonAnswer({ success: false, error: read.error }, read.status)
  const parsed = favouritesBody.safeParse(read.body)
  if (!parsed.success) {
    return jsonAnswer(
      { success: false, error: parsed.error.issues.map((issue) => issue.message).join(' ') },
      400,
    )
  }
  const shopper = await currentShopper(request, context)
  if (!shopper) return jsonAnswer({ success: false, error: WATCHLIST_MESSAGES.signIn }, 401)
  if (leadPhone(parsed.data.phone_number, { mobileOnly: true }) !== shopper.phone) {
    return jsonAnswer({ success: false, error: WATCHLIST_MESSAGES.otherPhone }, 403)
  }
  const ids = [...new Set(parsed.data.car_ids)]
  let cars: Awaited<ReturnType<typeof findSiteCars>>
  try {
    cars = await findSiteCars(services, site, ids)
  } catch {
    return jsonAnswer({ success: false, error: WATCHLIST_MESSAGES.unavailable }, 503)
  }
  const added: string[] = []
  const notAdded: string[] = []
  for (const id of ids) {
    const car = cars.get(id)
    if (!car || car.status === 'sold') {
      notAdded.push(id)
      continue
    }
    await saveCar(services.database.db, {
      userId: shopper.id,
      websiteSlug: site.content.slug ?? '',
      car: { id: car.id, dealerId: car.dealershipId, price: car.price, status: car.status },
    })
    added.push(id)
  }
  return jsonAnswer({ success: true, added, notAdded })
}
