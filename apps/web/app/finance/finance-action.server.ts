import type { Site } from '@forecourt/content/sites'
import { customerFailureMessages } from '@forecourt/domain/finance/journey'
import { LEAD_CATEGORIES } from '@forecourt/domain/leads/categories'
import { REQUIRED_FIELD_MESSAGE } from '@forecourt/domain/leads/contact-rules'
import { leadEventId } from '@forecourt/domain/leads/event-ids'
import { UNEXPECTED_ERROR_MESSAGE } from '@forecourt/domain/leads/multi-step-lead'
import type { LeadInput } from '@forecourt/leads/lead-store'
import type { RouterContextProvider } from 'react-router'
import { z } from 'zod'
import { checkPhoneCode, codeMessage, sendPhoneCode } from '~/accounts/phone-code.server'
import type { Shopper } from '~/accounts/shopper-session.server'
import {
  type LeadActionArgs,
  type LeadStepOutcome,
  leadFormAction,
  leadFormStep,
} from '~/leads/lead-action.server'
import type { LeadCar } from '~/leads/lead-car.server'
import { attributionOf, leadChannelsOf, leadDealer } from '~/leads/lead-post.server'
import { recordLeadStep, submitLeadStep } from '~/leads/lead-steps.server'
import { pageUrl } from '~/page-url'
import { serverLogger } from '~server/logger'
import { createCustomerForLead } from './finance-customer.server'
import {
  type FinanceJourney,
  financeStepHref,
  financeVisit,
  findFinanceLead,
  verifiedPhone,
} from './finance-journey.server'
import {
  FINANCE_INTENTS,
  type FinanceEstimate,
  financeDetailsSchema,
  financeEstimateSchema,
} from './finance-schema'
import { financeTarget } from './finance-target.server'

/**
 * The finance form's posts (the lead pipeline, `lead-action.server.ts`), by the button pressed:
 *
 * - 'estimate' (step 1, 'Get A Personalised Quote'): the open 'Finance Enquiry' lead with the amount,
 *   term and credit score (going back to step 1 updates it); on to step 2.
 * - 'send-code' (step 2, 'Send Code' / 'Resend Code'): the details onto the lead, then the code texted
 *   to the mobile; back to step 2 with the code field enabled ('Code sent!').
 * - 'submit' (step 2): "1. Verify the code. 2. Submit the lead and create the finance customer in
 *   parallel. 3. On success, navigate to the returned redirectUrl." The lead is stored whatever the
 *   provider answers; a retry after a failure needs no new code and creates no second customer.
 */

type Context = Readonly<RouterContextProvider>

export async function financeAction(args: LeadActionArgs) {
  const { request, context } = args
  const { site, shopper } = await financeVisit(request, context)
  const url = pageUrl(request)
  return leadFormAction(args, {
    category: LEAD_CATEGORIES.finance,
    step: async ({ formData }) => {
      const intent = formData.get('intent')
      const journey = await findFinanceLead(context, site, formData.get('lead_id'))
      if (intent === FINANCE_INTENTS.sendCode || intent === FINANCE_INTENTS.submit) {
        if (!journey || (intent === FINANCE_INTENTS.sendCode && journey.lead.status !== 'open')) {
          return lostJourney()
        }
        return intent === FINANCE_INTENTS.sendCode
          ? sendCodeStep(context, site, url, journey)
          : submitStep(context, site, shopper, journey)
      }
      const open = journey?.lead.status === 'open' ? journey : null
      const car = await financeTarget(context, site, url)
      return leadFormStep({
        schema: financeEstimateSchema,
        name: 'a finance estimate',
        // A new journey's lead counts against the limits; going back to step 1 does not.
        rateLimitPhone: () => (open ? false : null),
        run: (value) => recordEstimate(context, site, url, { open, car, formData }, value),
      })
    },
  })
}

/** A step posted without its journey's lead: the spec's "Multi-step lead with no lead_id". */
const lostJourney = () =>
  leadFormStep({
    schema: z.object({}),
    name: 'a finance step',
    refusal: () => ({ formError: UNEXPECTED_ERROR_MESSAGE }),
    rateLimitPhone: () => false,
    run: async () => ({ formError: UNEXPECTED_ERROR_MESSAGE }),
  })

async function recordEstimate(
  context: Context,
  site: Site,
  url: URL,
  posted: { open: FinanceJourney | null; car: LeadCar | null; formData: FormData },
  value: FinanceEstimate,
): Promise<LeadStepOutcome> {
  const { open, car, formData } = posted
  const estimate = {
    amount: value.amount,
    term: value.term,
    selfAssessedCreditScore: value.selfAssessedCreditScore,
    ...(value.whoIsHelping && site.settings.financeStaffAssisted ? { whoIsHelping: value.whoIsHelping } : {}),
  }
  if (open) {
    const result = await recordLeadStep(context, {
      dealerId: open.dealer.id,
      postedLeadId: open.lead.id,
      event: 'first_step',
      lead: { fields: estimate },
      payload: { step: 1, name: 'Quick Estimate' },
    })
    if (!result.ok) return { formError: result.error }
    return { next: financeStepHref(url, 2, result.leadId) }
  }
  const dealer = leadDealer(site, car?.dealershipSlug ?? defaultDealership(site, url))
  if (!dealer) return { formError: UNEXPECTED_ERROR_MESSAGE }
  const lead: LeadInput = {
    dealerId: dealer.id,
    locationId: car?.locationId ?? null,
    category: LEAD_CATEGORIES.finance,
    subcategory: null,
    // A finance enquiry about a car is that car's enquiry event (14, 15 or 17); about no car, 22.
    leadEventId: leadEventId({ kind: 'enquiry', car: car ? { car_type: car.carType, tag: car.tag } : null }),
    carId: car?.id ?? null,
    stockNumber: car?.stockNumber ?? null,
    vehicleMake: car?.make ?? null,
    vehicleModel: car?.model ?? null,
    carType: car?.carType ?? null,
    vehicleStatus: car?.status ?? null,
    manufacturerSlug: null,
    pageId: url.pathname.slice(1),
    fields: {
      ...estimate,
      ...(car ? { vin: car.vin, year: car.year, price: car.price } : {}),
      ...(dealer.slug && site.kind === 'group' ? { dealership_slug: dealer.slug } : {}),
    },
    attribution: attributionOf(formData),
  }
  const result = await recordLeadStep(context, {
    dealerId: dealer.id,
    postedLeadId: null,
    event: 'first_step',
    lead,
    payload: { step: 1, name: 'Quick Estimate' },
  })
  if (!result.ok) return { formError: result.error }
  return { next: financeStepHref(url, 2, result.leadId) }
}

/** A group website's finance lead goes to the dealership the address prefers, else its first dealership. */
function defaultDealership(site: Site, url: URL): string | null {
  if (site.kind === 'dealer') return null
  const preferred = url.searchParams.get('preferredDealership')?.toLowerCase()
  const dealers = site.content.dealers
  return (dealers.find((dealer) => dealer.slug === preferred) ?? dealers[0])?.slug ?? null
}

function detailsOf(value: {
  name: string
  last_name: string
  email: string
  phone: string
  postcode?: string
  subscribe: boolean
}) {
  return {
    answers: {
      name: value.name,
      email: value.email,
      phone: value.phone,
      optIn: value.subscribe,
      // Asking for the code or the pre-approval means agreeing to the privacy policy (the consent line).
      consent: true,
      fields: { last_name: value.last_name, postcode: value.postcode || null, subscribe: value.subscribe },
    },
    customer: {
      firstName: value.name,
      lastName: value.last_name,
      email: value.email,
      phoneNumber: value.phone,
      postCode: value.postcode || null,
      subscribe: value.subscribe,
    },
  }
}

function sendCodeStep(context: Context, site: Site, url: URL, journey: FinanceJourney) {
  const setup = { postcodeRequired: site.settings.financePostcodeRequired, codeRequired: false }
  return leadFormStep({
    schema: financeDetailsSchema(setup, 'send-code'),
    name: 'finance details',
    // Codes have their own limits (per phone and per address), counted as the code is sent.
    rateLimitPhone: () => false,
    run: async (value): Promise<LeadStepOutcome> => {
      const recorded = await recordLeadStep(context, {
        dealerId: journey.dealer.id,
        postedLeadId: journey.lead.id,
        event: 'first_step',
        lead: detailsOf(value).answers,
        payload: { step: 2, name: 'Your Details' },
      })
      if (!recorded.ok) return { formError: recorded.error }
      const sent = await sendPhoneCode(context, {
        phone: value.phone,
        purpose: 'finance_code',
        text: codeMessage(context, site.content.name ?? 'your dealer', 'finance verification'),
      })
      if (!sent.ok) {
        return {
          formError: sent.message,
          status: sent.status,
          headers: sent.retryAfterSeconds ? { 'Retry-After': String(sent.retryAfterSeconds) } : undefined,
        }
      }
      return { next: financeStepHref(url, 2, journey.lead.id, { codeSent: true }) }
    },
  })
}

function submitStep(context: Context, site: Site, shopper: Shopper | null, journey: FinanceJourney) {
  const alreadyVerified = Boolean(shopper) || typeof journey.lead.fields.phone_verified === 'string'
  const setup = { postcodeRequired: site.settings.financePostcodeRequired, codeRequired: !alreadyVerified }
  return leadFormStep({
    schema: financeDetailsSchema(setup, 'submit'),
    name: 'a finance enquiry',
    // A retry of a sent enquiry (the provider failed) is not counted again.
    rateLimitPhone: (value) => (journey.lead.status === 'open' ? value.phone : false),
    run: async (value): Promise<LeadStepOutcome> => {
      // 1. Verify the code (unless this phone is already proven).
      let verification: string | null = null
      if (!verifiedPhone(shopper, journey, value.phone)) {
        if (!value.code) return { fieldErrors: { code: [REQUIRED_FIELD_MESSAGE] } }
        const checked = await checkPhoneCode(context, value.phone, value.code)
        if (!checked.ok) {
          const headers = checked.retryAfterSeconds
            ? { 'Retry-After': String(checked.retryAfterSeconds) }
            : undefined
          return { fieldErrors: { code: [checked.message] }, status: checked.status, headers }
        }
        verification = checked.verificationId
      }
      // 2. Submit the lead and create the finance customer in parallel.
      const { answers, customer } = detailsOf(value)
      const [lead, created] = await Promise.allSettled([
        submitLeadStep(context, {
          dealerId: journey.dealer.id,
          postedLeadId: journey.lead.id,
          channels: leadChannelsOf(journey.dealer),
          lead: {
            ...answers,
            fields: {
              ...answers.fields,
              phone_verified: value.phone,
              ...(verification ? { verification_id: verification } : {}),
            },
          },
        }),
        createCustomerForLead(context, journey, customer),
      ])
      if (lead.status === 'rejected') throw lead.reason
      if (!lead.value.ok) return { formError: lead.value.error }
      if (created.status === 'rejected') {
        serverLogger().error({ err: created.reason }, 'Creating a finance customer failed')
      }
      const result = created.status === 'fulfilled' ? created.value : null
      if (!result?.ok) {
        const failure = result ?? { kind: 'unavailable' as const, providerMessage: null }
        return {
          formError: customerFailureMessages(
            failure,
            journey.dealer.name ?? site.content.name ?? 'the dealer',
          ),
          status: 502,
        }
      }
      // 3. On to the lender's application.
      return { redirect: result.redirectUrl }
    },
  })
}
