import { parseWithZod } from '@conform-to/zod/v4'
import { purchaseJourneys } from '@forecourt/db/schema'
import { currentPurchaseStep } from '@forecourt/domain/purchase/journey'
import { appendLeadEvent, submitLead } from '@forecourt/leads/lead-store'
import { eq } from 'drizzle-orm'
import { data, redirect } from 'react-router'
import { servicesContext } from '~/context'
import { confirmationOptions, pokeOutboxes } from '~/leads/lead-confirmation.server'
import { leadChannelsOf, leadDealer, readFormOrRefusal } from '~/leads/lead-post.server'
import { carLeadFields, holdAndPay, refusedAnswer } from '~/reservations/reserve.server'
import { reserveSchema } from '~/reservations/reserve-schema'
import { type Args, deliveryFor, journeyPath, purchaseScope } from './purchase-journey.server'
import {
  findJourney,
  journeyReservation,
  type PurchaseJourney,
  startJourney,
} from './purchase-journeys.server'
import { deliveryStepSchema, PURCHASE_INTENTS, paymentStepSchema, tradeInStepSchema } from './purchase-schema'

type Scope = Awaited<ReturnType<typeof purchaseScope>>

/** The journey for this shopper and car, started (with its lead) if this is their first step. */
async function journeyOf(args: Args, { site, shopper, car }: Scope): Promise<PurchaseJourney> {
  const db = args.context.get(servicesContext).database.db
  const found = await findJourney(db, shopper.id, car.id)
  if (found?.status === 'open') return found
  return startJourney(
    db,
    {
      userId: shopper.id,
      carId: car.id,
      carTitle: car.name,
      carPath: `/cars/${car.slug ?? car.id}`,
      dealerId: car.dealership_id,
      websiteSlug: site.content.slug ?? '',
    },
    {
      ...carLeadFields(car),
      name: shopper.firstName,
      email: shopper.email,
      phone: shopper.phone,
      consent: true,
      fields: { last_name: shopper.lastName },
    },
  )
}

/** Stores a step's answer on the journey, and on its lead for the dealer. */
async function saveStep(
  args: Args,
  journey: PurchaseJourney,
  step: string,
  answer: Partial<PurchaseJourney>,
) {
  const db = args.context.get(servicesContext).database.db
  const [saved] = await db
    .update(purchaseJourneys)
    .set(answer)
    .where(eq(purchaseJourneys.id, journey.id))
    .returning()
  if (journey.leadId) {
    const purchase = purchaseFields(saved!)
    await appendLeadEvent(
      db,
      journey.dealerId,
      journey.leadId,
      'purchase_step',
      { step },
      { fields: { purchase } },
    )
  }
  return saved!
}

/** The journey as the dealer's lead carries it. */
const purchaseFields = (journey: PurchaseJourney) => ({
  reservation_id: journey.reservationId,
  trade_in: journey.tradeIn,
  payment: journey.payment,
  handover: journey.handover,
  delivery_postcode: journey.deliveryPostcode,
  delivery_zone: journey.deliveryZone,
  delivery_price: journey.deliveryPrice,
})

/** Each step's form posts here with its intent; every answer is stored before the next step shows. */
export async function purchaseJourneyAction(args: Args) {
  const scope = await purchaseScope(args)
  const { site, shopper, car, slug } = scope
  const here = journeyPath(slug)
  const post = await readFormOrRefusal(args)
  if (post.refused) return post.refused
  const { formData } = post
  const intent = formData.get('intent')
  const services = args.context.get(servicesContext)

  if (intent === PURCHASE_INTENTS.reserve) {
    const submission = parseWithZod(formData, { schema: reserveSchema })
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
    const outcome = await holdAndPay(args, site, car, submission.value, {
      userId: shopper.id,
      formData,
      returnPath: () => here,
    })
    if (!outcome.ok) return refusedAnswer(submission, outcome)
    const journey = await journeyOf(args, scope)
    await saveStep(args, journey, 'reserve', { reservationId: outcome.reservationId })
    throw redirect(outcome.paymentUrl)
  }

  const journey = await journeyOf(args, scope)
  const reservation = await journeyReservation(services.database.db, journey, shopper.id, car.id)
  if (reservation?.status !== 'paid') throw redirect(here)
  if (!journey.reservationId) await saveStep(args, journey, 'reserve', { reservationId: reservation.id })

  if (intent === PURCHASE_INTENTS.tradeIn) {
    const submission = parseWithZod(formData, { schema: tradeInStepSchema })
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
    await saveStep(args, journey, 'trade-in', {
      tradeIn: submission.value.tradeIn as PurchaseJourney['tradeIn'],
    })
    throw redirect(here)
  }
  if (intent === PURCHASE_INTENTS.payment) {
    const submission = parseWithZod(formData, { schema: paymentStepSchema })
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
    await saveStep(args, journey, 'payment', {
      payment: submission.value.payment as PurchaseJourney['payment'],
    })
    throw redirect(here)
  }
  if (intent === PURCHASE_INTENTS.delivery) {
    const submission = parseWithZod(formData, { schema: deliveryStepSchema })
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
    if (submission.value.handover === 'pickup') {
      await saveStep(args, journey, 'delivery', {
        handover: 'pickup',
        deliveryPostcode: null,
        deliveryZone: null,
        deliveryPrice: null,
      })
      throw redirect(here)
    }
    const quote = deliveryFor(site, submission.value.postcode)
    if (quote.kind === 'error') {
      return data(
        { result: submission.reply({ fieldErrors: { postcode: [quote.message] } }) },
        { status: 400 },
      )
    }
    await saveStep(args, journey, 'delivery', {
      handover: 'delivery',
      deliveryPostcode: quote.postcode,
      deliveryZone: quote.zoneName,
      deliveryPrice: quote.price,
    })
    throw redirect(here)
  }
  if (intent === PURCHASE_INTENTS.confirm) {
    const state = {
      reservationPaid: true,
      tradeIn: journey.tradeIn,
      payment: journey.payment,
      handover: journey.handover,
      confirmed: false,
    }
    if (currentPurchaseStep(state) !== 'review') throw redirect(here)
    const [confirmed] = await services.database.db
      .update(purchaseJourneys)
      .set({ status: 'confirmed', confirmedAt: new Date() })
      .where(eq(purchaseJourneys.id, journey.id))
      .returning()
    if (journey.leadId) {
      await submitLead(
        services.database.db,
        journey.dealerId,
        journey.leadId,
        {
          fields: {
            purchase: { ...purchaseFields(confirmed!), confirmed_at: confirmed!.confirmedAt?.toISOString() },
          },
        },
        leadChannelsOf(leadDealer(site, car.dealership_slug)),
        confirmationOptions(args.context),
      )
      pokeOutboxes(args.context)
    }
    throw redirect(here)
  }
  return data({ message: 'Choose one of the steps.' }, { status: 400 })
}
