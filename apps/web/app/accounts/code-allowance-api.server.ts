import { TOO_MANY_ATTEMPTS_MESSAGE } from '@forecourt/domain/accounts/verification-code'
import { INVALID_MOBILE_MESSAGE, leadPhone } from '@forecourt/domain/leads/contact-rules'
import { consumeRateLimit } from '@forecourt/leads/rate-limit'
import type { RouterContextProvider } from 'react-router'
import { z } from 'zod'
import { jsonAnswer, readRequestBody } from '~/api/request-body.server'
import { clientAddressContext, servicesContext, siteContext } from '~/context'
import { codeAllowanceWait } from './phone-code.server'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/** Asking is itself limited per address, well above a shopper's few codes an hour. */
const ASKS_PER_HOUR = 30
const HOUR_MS = 60 * 60_000

const schema = z.object({ phone: z.string().max(32) })

/**
 * `POST /api/rate-limit` (spec, forms document section 7: "Body: phone. Called before the SMS code is
 * sent"; section 8: "Rate-limit call fails | 'Too many verification attempts. Please try again later.'").
 * Answers whether a code may be sent to this mobile now, from the very allowances the sending uses up,
 * and uses none of them: `{ success: true }`, or a 429 with that message and a Retry-After.
 */
export async function codeAllowanceAction(args: Args) {
  if (!args.context.get(siteContext)) return jsonAnswer({ error: 'No dealer website at this address.' }, 404)
  const read = await readRequestBody(args, { keys: ['phone'], noun: 'the phone' })
  if (!read.ok) return jsonAnswer({ error: read.error }, read.status)
  const { database } = args.context.get(servicesContext)
  const asks = await consumeRateLimit(
    database.db,
    `api:rate-limit:ip:${args.context.get(clientAddressContext)}`,
    { limit: ASKS_PER_HOUR, windowMs: HOUR_MS },
  )
  if (!asks.allowed) return tooMany(asks.retryAfterSeconds)
  const parsed = schema.safeParse(read.body)
  const phone = parsed.success ? leadPhone(parsed.data.phone, { mobileOnly: true }) : null
  if (!phone) return jsonAnswer({ error: INVALID_MOBILE_MESSAGE }, 400)
  const wait = await codeAllowanceWait(args.context, phone)
  return wait === null ? jsonAnswer({ success: true }) : tooMany(wait)
}

const tooMany = (seconds: number) =>
  jsonAnswer({ error: TOO_MANY_ATTEMPTS_MESSAGE }, 429, { 'Retry-After': String(Math.max(1, seconds)) })
