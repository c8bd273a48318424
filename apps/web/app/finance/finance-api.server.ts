import { customerFailureMessages } from '@forecourt/domain/finance/journey'
import { QUOTE_FAILED_MESSAGE } from '@forecourt/domain/finance/quote'
import { leadPhone } from '@forecourt/domain/leads/contact-rules'
import { FinanceProviderError } from '@forecourt/finance/finance-provider'
import { consumeRateLimit } from '@forecourt/leads/rate-limit'
import type { RouterContextProvider } from 'react-router'
import type { z } from 'zod'
import { jsonAnswer } from '~/api/request-body.server'
import { clientAddressContext, servicesContext, siteContext } from '~/context'
import { findSiteCarOrNull } from '~/leads/lead-car.server'
import { postRefusal } from '~/post-refusal.server'
import { serverLogger } from '~server/logger'
import { createCustomerRequestSchema, quoteRequestSchema } from './finance-api-schema'
import { createCustomerForLead } from './finance-customer.server'
import { findFinanceLead } from './finance-journey.server'
import { rateHintOf } from './finance-quote.server'

const HOUR_MS = 60 * 60_000

type Args = { request: Request; context: Readonly<RouterContextProvider> }

const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? 'The body is not valid.'

/** The JSON body; a post the server refused (post-refusal.server.ts) is not read: its refusal is the error. */
async function readJson({
  request,
  context,
}: Args): Promise<{ ok: true; body: unknown } | { ok: false; error: string; status: 400 | 403 }> {
  const refusal = postRefusal(context)
  if (refusal) return { ok: false, error: refusal, status: 403 }
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json')
    return { ok: false, error: 'Send the body as JSON (Content-Type: application/json).', status: 400 }
  try {
    return { ok: true, body: JSON.parse(await request.text()) }
  } catch {
    return { ok: false, error: 'The body is not valid JSON.', status: 400 }
  }
}

export const financeApiLoader = () => jsonAnswer({ error: 'Send this with POST.' }, 405, { Allow: 'POST' })

/**
 * `POST /api/youx/quote` (spec section 7): `{ selfAssessedCreditScore, purchasePrice, loanTerm, year, vin,
 * nvic, whoIsHelping }` → `{ weeklyRepaymentAmount, advertisedRate, comparisonRate }`. A malformed body
 * is a 400 naming the field; more than FINANCE_QUOTES_PER_IP_PER_HOUR from one address (counted in the
 * database, across instances: with a broker each quote is a broker request) a 429 with Retry-After; a
 * provider failure a 502 with the spec's 'Failed to get YouX quick quote' (or the provider's own error).
 */
export async function quoteAction({ request, context }: Args) {
  const site = context.get(siteContext)
  if (!site?.settings.features.finance) return jsonAnswer({ error: 'No finance on this website.' }, 404)
  const read = await readJson({ request, context })
  if (!read.ok) return jsonAnswer({ error: read.error }, read.status)
  const parsed = quoteRequestSchema.safeParse(read.body)
  if (!parsed.success) return jsonAnswer({ error: firstIssue(parsed.error) }, 400)
  const { car_id: carId, ...quoteRequest } = parsed.data
  const services = context.get(servicesContext)
  const address = context.get(clientAddressContext)
  const verdict = await consumeRateLimit(services.database.db, `finance-quote:ip:${address}`, {
    limit: services.config.finance.quotesPerIpPerHour,
    windowMs: HOUR_MS,
  })
  if (!verdict.allowed) {
    return jsonAnswer(
      {
        error: 'Too many quotes have been asked for from your connection. Please try again in a few minutes.',
      },
      429,
      { 'Retry-After': String(verdict.retryAfterSeconds) },
    )
  }
  const car = carId ? await findSiteCarOrNull(services, site, carId) : null
  try {
    const quote = await services.finance.quote(quoteRequest, rateHintOf(car))
    return jsonAnswer({ ...quote })
  } catch (error) {
    serverLogger().error({ err: error }, 'A finance quote failed')
    const providerMessage = error instanceof FinanceProviderError ? error.providerMessage : null
    return jsonAnswer({ error: providerMessage ?? QUOTE_FAILED_MESSAGE }, 502)
  }
}

/**
 * `POST /api/youx/create-customer` (spec section 7): `{ data: {…, phoneNumber, …}, additionalData: {
 * lead_id, … } }` → `{ redirectUrl }` or `{ error }`. Only for a finance enquiry of this website that
 * was sent with its phone verified, and for that phone; the amounts and the car are the stored lead's.
 * The customer is created once per lead, whoever asks and however often.
 */
export async function createCustomerAction({ request, context }: Args) {
  const site = context.get(siteContext)
  if (!site?.settings.features.finance) return jsonAnswer({ error: 'No finance on this website.' }, 404)
  const read = await readJson({ request, context })
  if (!read.ok) return jsonAnswer({ error: read.error }, read.status)
  const parsed = createCustomerRequestSchema.safeParse(read.body)
  if (!parsed.success) return jsonAnswer({ error: firstIssue(parsed.error) }, 400)
  const journey = await findFinanceLead(context, site, parsed.data.additionalData.lead_id)
  const phone = leadPhone(parsed.data.data.phoneNumber, { mobileOnly: true })
  const verified =
    journey?.lead.status === 'submitted' && phone && journey.lead.fields.phone_verified === phone
  if (!journey || !verified) {
    return jsonAnswer(
      { error: 'No verified finance enquiry of this website has that lead_id and phone number.' },
      404,
    )
  }
  const fields = journey.lead.fields
  const result = await createCustomerForLead(context, journey, {
    firstName: journey.lead.name ?? '',
    lastName: typeof fields.last_name === 'string' ? fields.last_name : '',
    email: journey.lead.email ?? '',
    phoneNumber: phone,
    postCode: typeof fields.postcode === 'string' ? fields.postcode : null,
    subscribe: fields.subscribe === true,
  })
  if (result.ok) return jsonAnswer({ redirectUrl: result.redirectUrl })
  const [error] = customerFailureMessages(result, journey.dealer.name ?? site.content.name ?? 'the dealer')
  return jsonAnswer({ error }, result.kind === 'rejected' ? 422 : 502)
}
