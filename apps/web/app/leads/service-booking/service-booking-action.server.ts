import type { Site } from '@forecourt/content/sites'
import { enquiryOptIn } from '@forecourt/domain/leads/enquiry-form'
import { leadEventId } from '@forecourt/domain/leads/event-ids'
import { UNEXPECTED_ERROR_MESSAGE } from '@forecourt/domain/leads/multi-step-lead'
import { OTHER_MAKE } from '@forecourt/domain/leads/service-booking-vehicle'
import type { LeadInput, LeadStepUpdate } from '@forecourt/leads/lead-store'
import { redirect } from 'react-router'
import { z } from 'zod'
import { pageUrl } from '~/page-url'
import { type LeadStepOutcome, leadFormAction, leadFormStep, UNKNOWN_DEALERSHIP } from '../lead-action.server'
import { attributionOf, leadChannelsOf, leadDealer, leadRateLimit } from '../lead-post.server'
import { readJourneyLead, recordLeadStep, submitLeadStep } from '../lead-steps.server'
import { findSiteLead } from '../site-lead.server'
import {
  detailsStepSchema,
  LEAD_ID_FIELD,
  STEP_FIELD,
  serviceStepSchema,
  vehicleStepSchema,
} from './service-booking-schema'
import {
  type Args,
  type Context,
  dealerMakes,
  dealerToday,
  detailsSetup,
  hasVehicle,
  type Journey,
  PAGE_ID,
  SERVICE_BOOKING_CATEGORY,
  SERVICE_BOOKING_FIELDS,
  serviceBookingPath,
  serviceBookingStep,
  serviceLocationsOf,
  serviceSetup,
  vehicleSetup,
} from './service-booking-setup.server'

/** `POST /service/booking` (the lead pipeline, `lead-action.server.ts`): the step the posted `step` names. */
export async function serviceBookingAction(args: Args) {
  const { request, context } = args
  return leadFormAction(args, {
    category: SERVICE_BOOKING_CATEGORY,
    step: async ({ site, formData }) => {
      const location = pageUrl(request).searchParams.get('location')
      const step = serviceBookingStep(formData.get(STEP_FIELD))
      if (step === 1) return detailsStep(context, site, formData, location)
      const journey = await findSiteLead(context, site, formData.get(LEAD_ID_FIELD))
      if (step === 2 && journey?.lead.status === 'open') {
        return vehicleStep(context, site, journey, location)
      }
      if (step === 3 && journey) return serviceStep(context, site, journey, location)
      // A later step posted without its journey's lead: the spec's 'An unexpected error occured' (400).
      return leadFormStep({
        schema: z.object({}),
        name: 'a service booking step',
        refusal: () => ({ formError: UNEXPECTED_ERROR_MESSAGE }),
        rateLimitPhone: () => false,
        run: async () => ({ formError: UNEXPECTED_ERROR_MESSAGE }),
      })
    },
  })
}

function detailsStep(context: Context, site: Site, formData: FormData, location: string | null) {
  return leadFormStep({
    schema: detailsStepSchema(detailsSetup(site)),
    name: 'a service booking step',
    rateLimitPhone: () => false,
    run: async (value): Promise<LeadStepOutcome> => {
      const dealer = leadDealer(site, value.dealership_slug)
      if (!dealer) return UNKNOWN_DEALERSHIP
      // Going back to step 1 keeps the journey's lead; a new journey (or a new dealership) starts a new one.
      const existing = await readJourneyLead(context, dealer.id, formData.get(LEAD_ID_FIELD))
      const continuing = existing?.status === 'open' ? existing : null
      if (!continuing) {
        const refusal = await leadRateLimit(context, value.phone)
        if (refusal) {
          return {
            formError: refusal.message,
            status: 429,
            headers: { 'Retry-After': String(refusal.retryAfterSeconds) },
          }
        }
      }
      const answers = {
        name: value.name,
        email: value.email,
        phone: value.phone,
        optIn: enquiryOptIn({ opt_in: value.opt_in }),
        // The consent line: continuing means agreeing to the privacy policy.
        consent: true,
        fields: value.dealership_slug ? { [SERVICE_BOOKING_FIELDS.dealership]: value.dealership_slug } : {},
      }
      const picked = serviceLocationsOf(site, dealer).find((candidate) => candidate.id === location)
      const lead: LeadInput | LeadStepUpdate = continuing
        ? answers
        : {
            dealerId: dealer.id,
            // A location picked on the service page files the lead with that service centre from the start.
            locationId: picked?.id ?? null,
            category: SERVICE_BOOKING_CATEGORY,
            subcategory: null,
            // A service booking is about the shopper's own car, not a car in stock: the "Default form" id, 22.
            leadEventId: leadEventId({ kind: 'enquiry' }),
            ...answers,
            message: null,
            carId: null,
            stockNumber: null,
            vehicleMake: null,
            vehicleModel: null,
            carType: null,
            vehicleStatus: null,
            manufacturerSlug: null,
            pageId: PAGE_ID,
            attribution: attributionOf(formData),
          }
      const result = await recordLeadStep(context, {
        dealerId: dealer.id,
        postedLeadId: continuing?.id ?? null,
        event: 'first_step',
        lead,
        payload: { step: 1, name: 'Your details' },
      })
      if (!result.ok) return { formError: result.error }
      return { next: serviceBookingPath(2, result.leadId, location) }
    },
  })
}

async function vehicleStep(context: Context, site: Site, journey: Journey, location: string | null) {
  const { lead, dealer } = journey
  const today = dealerToday(serviceLocationsOf(site, dealer))
  const setup = vehicleSetup(await dealerMakes(context, site, dealer), today)
  return leadFormStep({
    schema: vehicleStepSchema(setup),
    name: 'a service booking step',
    rateLimitPhone: () => false,
    run: async (value): Promise<LeadStepOutcome> => {
      const make = value.vehicle_make === OTHER_MAKE ? value.vehicle_make_other : value.vehicle_make
      const result = await recordLeadStep(context, {
        dealerId: dealer.id,
        postedLeadId: lead.id,
        event: 'first_step',
        lead: {
          vehicleMake: make ?? null,
          vehicleModel: value.vehicle_model,
          fields: {
            [SERVICE_BOOKING_FIELDS.vehicleYear]: value.vehicle_year,
            [SERVICE_BOOKING_FIELDS.vehicleRego]: value.vehicle_rego,
          },
        },
        payload: { step: 2, name: 'Your vehicle' },
      })
      if (!result.ok) return { formError: result.error }
      return { next: serviceBookingPath(3, result.leadId, location) }
    },
  })
}

function serviceStep(context: Context, site: Site, journey: Journey, location: string | null) {
  const { lead, dealer } = journey
  if (lead.status === 'open' && !hasVehicle(lead)) return redirect(serviceBookingPath(2, lead.id, location))
  const locations = serviceLocationsOf(site, dealer)
  const setup = serviceSetup(site, locations, dealerToday(locations))
  const optional = (name: string, answer: string | undefined) => (answer ? { [name]: answer } : {})
  return leadFormStep({
    schema: serviceStepSchema(setup),
    name: 'a service booking',
    // A booking already sent is not counted again (the shopper submitted twice).
    rateLimitPhone: () => (lead.status === 'open' ? lead.phone : false),
    run: async (value): Promise<LeadStepOutcome> => {
      const serviceLocation =
        locations.find((candidate) => candidate.id === value.location) ??
        (locations.length === 1 ? locations[0] : undefined)
      const result = await submitLeadStep(context, {
        dealerId: dealer.id,
        postedLeadId: lead.id,
        channels: leadChannelsOf(dealer),
        lead: {
          locationId: serviceLocation?.id ?? lead.locationId,
          message: value.message ?? null,
          fields: {
            ...optional(SERVICE_BOOKING_FIELDS.serviceInterval, value.service_interval),
            [SERVICE_BOOKING_FIELDS.preferredDate]: value.preferred_date,
            ...optional(SERVICE_BOOKING_FIELDS.serviceLocation, serviceLocation?.name ?? undefined),
            ...optional(SERVICE_BOOKING_FIELDS.street, value.street),
            ...optional(SERVICE_BOOKING_FIELDS.suburb, value.suburb),
            ...optional(SERVICE_BOOKING_FIELDS.state, value.state),
            ...optional(SERVICE_BOOKING_FIELDS.postcode, value.postcode),
          },
        },
      })
      if (!result.ok) return { formError: result.error }
      return { sent: { category: SERVICE_BOOKING_CATEGORY, leadId: result.leadId } }
    },
  })
}
