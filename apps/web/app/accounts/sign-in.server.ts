import { parseWithZod } from '@conform-to/zod/v4'
import { saveCar } from '@forecourt/accounts/watchlist'
import { safeRedirectPath } from '@forecourt/domain/accounts/safe-redirect'
import { parseSignInType, type SignInType } from '@forecourt/domain/accounts/shopper-gating'
import { signInCopy } from '@forecourt/domain/accounts/sign-in-copy'
import { codeRejectionMessage } from '@forecourt/domain/accounts/verification-code'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { servicesContext } from '~/context'
import { findSiteCarOrNull } from '~/leads/lead-car.server'
import { readFormOrRefusal } from '~/leads/lead-post.server'
import { pageUrl } from '~/page-url'
import { codeMessage, lockedCodeWaitSeconds, sendPhoneCode } from './phone-code.server'
import { accountScope, currentShopper, type Shopper, shopperAuth } from './shopper-session.server'
import { SIGN_IN_INTENTS, type SignInDetails, signInCodeSchema, signInDetailsSchema } from './sign-in-schema'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

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
  const params = signInParams(pageUrl(request))
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
  const post = await readFormOrRefusal({ request, context })
  if (post.refused) return post.refused
  const { formData } = post
  return formData.get('intent') === SIGN_IN_INTENTS.verify
    ? verifyCode({ request, context }, formData)
    : sendCode({ request, context }, formData)
}

async function sendCode({ context }: Args, formData: FormData) {
  const { site } = accountScope(context)
  const submission = parseWithZod(formData, { schema: signInDetailsSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), codeStep: null }, { status: 400 })
  }
  const details = submission.value
  const sent = await sendPhoneCode(context, {
    phone: details.mobile,
    purpose: 'sign_in_code',
    text: codeMessage(context, site.content.name ?? 'your dealer', 'sign-in'),
  })
  if (!sent.ok) {
    const codeStep = sent.resendInSeconds > 0 ? { details, resendInSeconds: sent.resendInSeconds } : null
    return data(
      { result: submission.reply({ formErrors: [sent.message] }), codeStep },
      {
        status: sent.status,
        headers: sent.retryAfterSeconds ? { 'Retry-After': String(sent.retryAfterSeconds) } : undefined,
      },
    )
  }
  return data({
    result: submission.reply(),
    codeStep: { details, resendInSeconds: sent.resendInSeconds } satisfies CodeStep,
  })
}

async function verifyCode({ request, context }: Args, formData: FormData) {
  const { scope } = accountScope(context)
  const params = signInParams(pageUrl(request))
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
      response.reason === 'locked'
        ? { status: 429, headers: { 'Retry-After': String(lockedCodeWaitSeconds(context)) } }
        : { status: 400 },
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
