import { parseWithZod } from '@conform-to/zod/v4'
import { issueSignInCode } from '@forecourt/accounts/phone-codes'
import { sendSignInCode } from '@forecourt/accounts/shopper-outbox'
import { saveCar } from '@forecourt/accounts/watchlist'
import { safeRedirectPath } from '@forecourt/domain/safe-redirect'
import { parseSignInType, type SignInType } from '@forecourt/domain/shopper-gating'
import { signInCopy } from '@forecourt/domain/sign-in-copy'
import {
  CODE_SEND_FAILED_MESSAGE,
  CODE_SEND_TIMEOUT_MESSAGE,
  codeRejectionMessage,
  resendWaitMessage,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '@forecourt/domain/verification-code'
import { consumeRateLimit } from '@forecourt/leads/rate-limit'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { clientAddressContext, servicesContext } from '~/context'
import { findSiteCarOrNull } from '~/leads/lead-car.server'
import { readLeadForm } from '~/leads/lead-post.server'
import { accountScope, currentShopper, type Shopper, shopperAuth } from './shopper-session.server'
import { SIGN_IN_INTENTS, type SignInDetails, signInCodeSchema, signInDetailsSchema } from './sign-in-schema'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

const HOUR_MS = 60 * 60_000

/** Where a sign-in comes from and goes to: `?type=&redirect=&back=` (and `car_id` for the watchlist). */
export interface SignInParams {
  type: SignInType
  redirect: string
  back: string
  carId: string | null
}

export function signInParams(url: URL): SignInParams {
  return {
    type: parseSignInType(url.searchParams.get('type')),
    redirect: safeRedirectPath(url.searchParams.get('redirect')),
    back: safeRedirectPath(url.searchParams.get('back')),
    carId: url.searchParams.get('car_id'),
  }
}

/** What the page shows after the details were sent: the code step, for this phone. */
export interface CodeStep {
  details: SignInDetails
  /** Whole seconds before another code may be asked for (the resend countdown). */
  resendInSeconds: number
}

export async function loadSignIn({ request, context }: Args) {
  const { site } = accountScope(context)
  const params = signInParams(new URL(request.url))
  // Already signed in on this site: straight on to where the shopper was going.
  const shopper = await currentShopper(request, context)
  if (shopper) {
    await saveRequestedCar(context, shopper, params)
    throw redirect(params.redirect)
  }
  return {
    siteName: site.content.name ?? '',
    params,
    copy: signInCopy(params.type),
  }
}

export async function signInAction({ request, context }: Args) {
  const formData = await readLeadForm(request)
  return formData.get('intent') === SIGN_IN_INTENTS.verify
    ? verifyCode({ request, context }, formData)
    : sendCode({ request, context }, formData)
}

async function sendCode({ request, context }: Args, formData: FormData) {
  const services = context.get(servicesContext)
  const { site, scope } = accountScope(context)
  const submission = parseWithZod(formData, { schema: signInDetailsSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), codeStep: null }, { status: 400 })
  }
  const details = submission.value
  const refuse = (message: string, status: number, codeStep: CodeStep | null, retryAfter?: number) =>
    data(
      { result: submission.reply({ formErrors: [message] }), codeStep },
      { status, headers: retryAfter ? { 'Retry-After': String(retryAfter) } : undefined },
    )

  // Spec: the rate limit is checked before the SMS code is sent; its refusal is 'Too many verification
  // attempts. Please try again later.'
  const { phone: perPhone, ip: perIp } = services.config.accounts.codesPerHour
  for (const [key, limit] of [
    [`sign-in:ip:${context.get(clientAddressContext)}`, perIp],
    [`sign-in:phone:${scope}:${details.mobile}`, perPhone],
  ] as const) {
    const verdict = await consumeRateLimit(services.database.db, key, { limit, windowMs: HOUR_MS })
    if (!verdict.allowed) return refuse(TOO_MANY_ATTEMPTS_MESSAGE, 429, null, verdict.retryAfterSeconds)
  }

  const slug = site.content.slug ?? ''
  const issued = await issueSignInCode(services.database.db, {
    accountScope: scope,
    phone: details.mobile,
    websiteSlug: slug,
    dealershipSlug: slug,
    secret: services.accounts.secret,
    policy: services.accounts.codePolicy,
  })
  if (!issued.ok) {
    const codeStep = { details, resendInSeconds: issued.retryAfterSeconds }
    return refuse(resendWaitMessage(issued.retryAfterSeconds), 429, codeStep, issued.retryAfterSeconds)
  }
  const siteName = site.content.name ?? 'your dealer'
  const host = new URL(request.url).host
  const text = (code: string) =>
    `${code} is your ${siteName} sign-in code. It expires in 10 minutes.\n\n@${host} #${code}`
  const delivery = await sendSignInCode(services.database.db, services.accounts.smsSender, {
    channel: 'sms',
    purpose: 'sign_in_code',
    recipient: details.mobile,
    body: text(issued.code),
    redactedBody: text('******'),
    accountScope: scope,
    websiteSlug: slug,
    idempotencyKey: `sign-in-code:${issued.verificationId}`,
  })
  if (!delivery.sent) {
    console.error('A sign-in code could not be sent:', delivery.error)
    return refuse(delivery.timedOut ? CODE_SEND_TIMEOUT_MESSAGE : CODE_SEND_FAILED_MESSAGE, 503, null)
  }
  const resendInSeconds = Math.ceil(services.accounts.codePolicy.resendAfterMs / 1000)
  return data({ result: submission.reply(), codeStep: { details, resendInSeconds } satisfies CodeStep })
}

async function verifyCode({ request, context }: Args, formData: FormData) {
  const { scope } = accountScope(context)
  const params = signInParams(new URL(request.url))
  const submission = parseWithZod(formData, { schema: signInCodeSchema })
  if (submission.status !== 'success') {
    const details = signInDetailsSchema.safeParse(Object.fromEntries(formData))
    const codeStep = details.success ? { details: details.data, resendInSeconds: 0 } : null
    return data({ result: submission.reply(), codeStep }, { status: 400 })
  }
  const { code, mobile, firstName, lastName, email } = submission.value
  const auth = shopperAuth(request, context)
  const { headers, response } = await auth.api.signInWithPhoneCode({
    body: { accountScope: scope, phone: mobile, code, firstName, lastName, email },
    returnHeaders: true,
  })
  if (!response.ok) {
    const codeStep: CodeStep = { details: { mobile, firstName, lastName, email }, resendInSeconds: 0 }
    return data(
      {
        result: submission.reply({ fieldErrors: { code: [codeRejectionMessage(response.reason)] } }),
        codeStep,
      },
      { status: response.reason === 'locked' ? 429 : 400 },
    )
  }
  const shopper: Shopper = { id: response.userId, firstName, lastName, email, phone: mobile }
  await saveRequestedCar(context, shopper, params)
  const answer = new Headers()
  for (const cookie of headers.getSetCookie()) answer.append('Set-Cookie', cookie)
  throw redirect(params.redirect, { headers: answer })
}

/** Signing in from a car's Save button saves that car (one of this site's, not sold). */
async function saveRequestedCar(context: Args['context'], shopper: Shopper, params: SignInParams) {
  if (params.type !== 'watchlist' || !params.carId) return
  const services = context.get(servicesContext)
  const { site } = accountScope(context)
  const car = await findSiteCarOrNull(services, site, params.carId)
  if (!car || car.status === 'sold') return
  await saveCar(services.database.db, {
    userId: shopper.id,
    websiteSlug: site.content.slug ?? '',
    car: { id: car.id, dealerId: car.dealershipId, price: car.price, status: car.status },
  })
}
