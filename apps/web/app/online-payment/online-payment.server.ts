import type { Site } from '@forecourt/content/sites'
import { LEAD_CATEGORIES } from '@forecourt/domain/leads/categories'
import { LEAD_EVENT_IDS } from '@forecourt/domain/leads/event-ids'
import {
  centsText,
  ONLINE_PAYMENT_REFERENCE_KINDS,
  ONLINE_PAYMENT_TEXTS,
} from '@forecourt/domain/purchase/online-payment'
import { startLead } from '@forecourt/leads/lead-store'
import type { OnlinePaymentDesk } from '@forecourt/payments/online-payments'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { accountScope, requireShopper } from '~/accounts/shopper-session.server'
import { servicesContext } from '~/context'
import { leadChannelsOf, leadRateLimit, readLeadForm } from '~/leads/lead-post.server'
import { siteAddress } from '~/site-url.server'
import { serverLogger } from '~server/logger'
import {
  type OnlinePaymentFields,
  onlinePaymentSchema,
  REFERENCE_KIND_OPTIONS,
} from './online-payment-schema'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

export const ONLINE_PAYMENT_PATH = '/online-payment'

/**
 * The site and the desk, where the dealer takes online payments and a provider takes them (never the
 * test provider in production: there is then no desk, ADR 044); else there is no such page.
 */
export function payingSite(context: Args['context']): { site: Site; desk: OnlinePaymentDesk } {
  const { site } = accountScope(context)
  const desk = context.get(servicesContext).reservations.onlinePayments
  if (!site.settings.features.onlinePayment || !desk) throw data({ reason: 'not-found' }, { status: 404 })
  return { site, desk }
}

const siteDealers = (site: Site) => (site.kind === 'dealer' ? [site.content] : site.content.dealers)

const limitsOf = (site: Site) => ({
  minimum: site.settings.onlinePaymentMinimum,
  maximum: Math.max(site.settings.onlinePaymentMinimum, site.settings.onlinePaymentMaximum),
})

/** `/online-payment`: always gated; the form with the dealer's limits. */
export async function loadOnlinePayment(args: Args) {
  const { site } = payingSite(args.context)
  const shopper = await requireShopper(args.request, args.context, 'online-payment')
  const limits = limitsOf(site)
  const dealers = siteDealers(site)
  return {
    siteName: site.content.name ?? '',
    firstName: shopper.firstName,
    kinds: REFERENCE_KIND_OPTIONS,
    dealerships:
      dealers.length > 1
        ? dealers.map((dealer) => ({ value: dealer.slug ?? '', label: dealer.name ?? '' }))
        : [],
    limits: { minimum: centsText(limits.minimum * 100), maximum: centsText(limits.maximum * 100) },
    testMode: args.context.get(servicesContext).reservations.embedded !== null,
  }
}

type FieldErrors = Partial<Record<OnlinePaymentFields | 'form', string>>

const refused = (
  errors: FieldErrors,
  values: Record<string, string>,
  status: number,
  headers?: HeadersInit,
) => data({ errors, values }, { status, headers })

/**
 * The form's post: the shopper signed in, the amount within the dealer's limits, the dealer's lead opened,
 * the payment stored and its checkout opened for that amount. The shopper goes to pay; the receipt page
 * is where the provider sends them back.
 */
export async function onlinePaymentAction(args: Args) {
  const { site, desk } = payingSite(args.context)
  const formData = await readLeadForm(args)
  const shopper = await requireShopper(args.request, args.context, 'online-payment')
  const values = Object.fromEntries(
    ['referenceKind', 'reference', 'amount', 'dealership'].map((key) => [
      key,
      String(formData.get(key) ?? ''),
    ]),
  )
  const dealers = siteDealers(site)
  const parsed = onlinePaymentSchema(
    limitsOf(site),
    dealers.map((dealer) => dealer.slug ?? ''),
  ).safeParse(Object.fromEntries(formData))
  if (!parsed.success) {
    const errors: FieldErrors = {}
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form') as OnlinePaymentFields
      errors[field] ??= issue.message
    }
    return refused(errors, values, 400)
  }
  const limited = await leadRateLimit(args.context, shopper.phone)
  if (limited) {
    return refused({ form: limited.message }, values, 429, {
      'Retry-After': String(limited.retryAfterSeconds),
    })
  }
  const { referenceKind, reference, amount: amountCents, dealership } = parsed.data
  const dealer =
    (dealers.length > 1 ? dealers.find((candidate) => candidate.slug === dealership) : dealers[0]) ?? null
  if (!dealer) return refused({ dealership: 'Please choose the dealership.' }, values, 400)
  const services = args.context.get(servicesContext)
  const kindLabel = ONLINE_PAYMENT_REFERENCE_KINDS[referenceKind]
  const origin = siteAddress(args.context, '')
  try {
    const { leadId } = await startLead(services.database.db, {
      dealerId: dealer.id,
      category: LEAD_CATEGORIES.onlinePayment,
      leadEventId: LEAD_EVENT_IDS.defaultForm,
      name: shopper.firstName,
      email: shopper.email,
      phone: shopper.phone,
      message: `${centsText(amountCents)} paid online: ${kindLabel} ${reference}.`,
      consent: true,
      fields: {
        last_name: shopper.lastName,
        reference_kind: referenceKind,
        reference,
        amount_cents: amountCents,
      },
    })
    const { url } = await desk.start(
      {
        userId: shopper.id,
        dealerId: dealer.id,
        websiteSlug: site.content.slug ?? '',
        referenceKind,
        reference,
        amountCents,
        leadId,
        leadChannels: leadChannelsOf(dealer),
        siteName: site.content.name ?? '',
      },
      {
        description: `${kindLabel} ${reference}, ${dealer.name ?? site.content.name ?? ''}`,
        customerEmail: shopper.email || null,
        successUrl: (id) => `${origin}${ONLINE_PAYMENT_PATH}/${id}`,
        cancelUrl: `${origin}${ONLINE_PAYMENT_PATH}`,
      },
    )
    return redirect(url)
  } catch (error) {
    serverLogger().error({ err: error }, 'An online payment could not start')
    return refused({ form: ONLINE_PAYMENT_TEXTS.paymentFailed }, values, 503)
  }
}
