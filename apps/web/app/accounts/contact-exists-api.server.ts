import { accountScopeOf } from '@forecourt/accounts/account-scope'
import { users } from '@forecourt/db/schema'
import { INVALID_MOBILE_MESSAGE, leadPhone } from '@forecourt/domain/leads/contact-rules'
import { consumeRateLimit } from '@forecourt/leads/rate-limit'
import { and, eq } from 'drizzle-orm'
import type { RouterContextProvider } from 'react-router'
import { jsonAnswer } from '~/api/request-body.server'
import { clientAddressContext, servicesContext, siteContext } from '~/context'
import { pageUrl } from '~/page-url'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

const HOUR_MS = 60 * 60_000
/**
 * Hard limits, so the answer cannot be used to list who shops here: a handful of look-ups an hour from
 * one address, and a ceiling for the whole account scope that many addresses together cannot pass.
 */
const PER_ADDRESS = { limit: 5, windowMs: HOUR_MS }
const PER_SCOPE = { limit: 200, windowMs: HOUR_MS }

const TOO_MANY_LOOKUPS = 'Too many requests. Please try again later.'

/**
 * `GET /api/check-if-contact-exists?phone_number={phone}` (spec, forms document section 7: "Response not
 * shown"). Answers the least that is useful before signing in, `{ exists }`: whether this mobile already
 * has an account on this website's account scope (its dealer group), so the sign-in form can skip the
 * details it already has. No session is needed (it is asked before there is one); nothing else about the
 * account is said, and the limits above keep it from being an enumeration service.
 */
export async function contactExistsLoader({ request, context }: Args) {
  const site = context.get(siteContext)
  if (!site) return jsonAnswer({ error: 'No dealer website at this address.' }, 404)
  const { database } = context.get(servicesContext)
  const scope = accountScopeOf(site)
  for (const [key, rule] of [
    [`api:contact-exists:ip:${context.get(clientAddressContext)}`, PER_ADDRESS],
    [`api:contact-exists:scope:${scope}`, PER_SCOPE],
  ] as const) {
    const verdict = await consumeRateLimit(database.db, key, rule)
    if (!verdict.allowed) {
      return jsonAnswer({ error: TOO_MANY_LOOKUPS }, 429, {
        'Retry-After': String(verdict.retryAfterSeconds),
      })
    }
  }
  const phone = leadPhone(pageUrl(request).searchParams.get('phone_number')?.slice(0, 32) ?? '', {
    mobileOnly: true,
  })
  if (!phone) return jsonAnswer({ error: INVALID_MOBILE_MESSAGE }, 400)
  const [found] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountScope, scope), eq(users.phoneNumber, phone)))
    .limit(1)
  return jsonAnswer({ exists: Boolean(found) })
}
