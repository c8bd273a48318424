import { type CodeAllowance, issueSignInCode, verifySignInCode } from '@forecourt/accounts/phone-codes'
import { sendSignInCode } from '@forecourt/accounts/shopper-outbox'
import type { ShopperMessagePurpose } from '@forecourt/db/schema'
import {
  CODE_SEND_FAILED_MESSAGE,
  CODE_SEND_TIMEOUT_MESSAGE,
  codeRejectionMessage,
  resendWaitMessage,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '@forecourt/domain/accounts/verification-code'
import { consumeRateLimit, peekRateLimit } from '@forecourt/leads/rate-limit'
import type { RouterContextProvider } from 'react-router'
import { clientAddressContext, servicesContext } from '~/context'
import { siteAddress } from '~/site-url.server'
import { serverLogger } from '~server/logger'
import { accountScope } from './shopper-session.server'

/**
 * One-time codes texted to a shopper's mobile, for signing in and for the finance journey's phone
 * verification (spec: "POST /api/rate-limit | Called before the SMS code is sent"; 'Too many
 * verification attempts. Please try again later.'). Codes are the accounts package's: hashed, 10 minutes,
 * 5 tries, 30 s between sends, per website (or group) and phone.
 */

type Context = Readonly<RouterContextProvider>

const HOUR_MS = 60 * 60_000

export type SendCodeResult =
  | { ok: true; resendInSeconds: number }
  | {
      ok: false
      message: string
      status: 429 | 503
      retryAfterSeconds: number | null
      resendInSeconds: number
    }

/** The hourly allowances a code's sending uses up: per address, and per phone in the account scope. */
export function codeAllowanceLimits(context: Context, phone: string): (readonly [string, number])[] {
  const { phone: perPhone, ip: perIp } = context.get(servicesContext).config.accounts.codesPerHour
  const { scope } = accountScope(context)
  return [
    [`sign-in:ip:${context.get(clientAddressContext)}`, perIp],
    [`sign-in:phone:${scope}:${phone}`, perPhone],
  ]
}

/**
 * Whether a code may be sent to this phone now, using nothing up (the spec's "POST /api/rate-limit …
 * called before the SMS code is sent"): the longest wait in seconds when it may not.
 */
export async function codeAllowanceWait(context: Context, phone: string): Promise<number | null> {
  const { db } = context.get(servicesContext).database
  let wait: number | null = null
  for (const [key, limit] of codeAllowanceLimits(context, phone)) {
    const verdict = await peekRateLimit(db, key, { limit, windowMs: HOUR_MS })
    if (!verdict.allowed) wait = Math.max(wait ?? 0, verdict.retryAfterSeconds)
  }
  return wait
}

export async function sendPhoneCode(
  context: Context,
  input: {
    phone: string
    purpose: Extract<ShopperMessagePurpose, 'sign_in_code' | 'finance_code'>
    text: (code: string) => string
  },
): Promise<SendCodeResult> {
  const services = context.get(servicesContext)
  const { site, scope } = accountScope(context)
  // Counted only for a code that is sent: a request refused as too soon uses up no one's allowance.
  const allowance: CodeAllowance = async (tx) => {
    for (const [key, limit] of codeAllowanceLimits(context, input.phone)) {
      const verdict = await consumeRateLimit(tx, key, { limit, windowMs: HOUR_MS })
      if (!verdict.allowed) return { retryAfterSeconds: verdict.retryAfterSeconds }
    }
    return null
  }
  const slug = site.content.slug ?? ''
  const issued = await issueSignInCode(services.database.db, {
    accountScope: scope,
    phone: input.phone,
    websiteSlug: slug,
    dealershipSlug: slug,
    secret: services.accounts.secret,
    policy: services.accounts.codePolicy,
    allowance,
  })
  if (!issued.ok) {
    // At least a second: a Retry-After of 0 would say 'now'.
    const wait = Math.max(1, issued.retryAfterSeconds)
    return issued.reason === 'limited'
      ? {
          ok: false,
          message: TOO_MANY_ATTEMPTS_MESSAGE,
          status: 429,
          retryAfterSeconds: wait,
          resendInSeconds: 0,
        }
      : {
          ok: false,
          message: resendWaitMessage(wait),
          status: 429,
          retryAfterSeconds: wait,
          resendInSeconds: wait,
        }
  }
  const delivery = await sendSignInCode(services.database.db, services.accounts.smsSender, {
    channel: 'sms',
    purpose: input.purpose,
    recipient: input.phone,
    body: input.text(issued.code),
    redactedBody: input.text('******'),
    accountScope: scope,
    websiteSlug: slug,
    idempotencyKey: `${input.purpose}:${issued.verificationId}`,
  })
  if (!delivery.sent) {
    serverLogger().error({ err: delivery.error }, 'A verification code could not be sent')
    const message = delivery.timedOut ? CODE_SEND_TIMEOUT_MESSAGE : CODE_SEND_FAILED_MESSAGE
    return { ok: false, message, status: 503, retryAfterSeconds: null, resendInSeconds: 0 }
  }
  return { ok: true, resendInSeconds: Math.ceil(services.accounts.codePolicy.resendAfterMs / 1000) }
}

/**
 * The SMS text: the code, what it is for, and the line phones read to fill the code in by themselves
 * (`@host #code`, bound to the site's own address from its configuration, never a request header).
 */
export function codeMessage(context: Context, siteName: string, purpose: string) {
  const host = URL.parse(siteAddress(context, '/'))?.host
  return (code: string) =>
    `${code} is your ${siteName} ${purpose} code. It expires in 10 minutes.${host ? `\n\n@${host} #${code}` : ''}`
}

export type CheckCodeResult =
  | { ok: true; verificationId: string }
  /** `retryAfterSeconds` with a 429 (a locked code): when a new code may be asked for, at the latest. */
  | { ok: false; message: string; status: 400 | 429; retryAfterSeconds?: number }

/** Checks a code for this website's phone without signing anyone in (the finance journey). */
export async function checkPhoneCode(
  context: Context,
  phone: string,
  code: string,
): Promise<CheckCodeResult> {
  const services = context.get(servicesContext)
  const { scope } = accountScope(context)
  const verdict = await verifySignInCode(services.database.db, {
    accountScope: scope,
    phone,
    code,
    secret: services.accounts.secret,
    policy: services.accounts.codePolicy,
  })
  if (verdict.ok) return verdict
  const message = codeRejectionMessage(verdict.reason)
  if (verdict.reason !== 'locked') return { ok: false, message, status: 400 }
  return { ok: false, message, status: 429, retryAfterSeconds: lockedCodeWaitSeconds(context) }
}

/** A locked code's 429 says when a new code may be asked for at the latest: the pause between codes. */
export function lockedCodeWaitSeconds(context: Context): number {
  return Math.ceil(context.get(servicesContext).accounts.codePolicy.resendAfterMs / 1000)
}
