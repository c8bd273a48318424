import type { Site } from '@forecourt/content/sites'
import { GENERAL_ENQUIRY_CATEGORIES, LEAD_CATEGORIES } from '@forecourt/domain/leads/categories'
import { enquiryCategory, enquiryOptIn, isCareerEnquiry } from '@forecourt/domain/leads/enquiry-form'
import { leadEventId } from '@forecourt/domain/leads/event-ids'
import { type EnquiryFormSetup, type EnquiryKind, enquirySchema } from './enquiry-schema'
import { type LeadActionArgs, leadFormAction, leadFormStep, UNKNOWN_DEALERSHIP } from './lead-action.server'
import type { LeadCar } from './lead-car.server'
import { attributionOf, leadChannelsOf, leadDealer, storeSubmittedLead } from './lead-post.server'

/** What an enquiry is about, worked out by the server from the page (never from the posted fields). */
export interface EnquiryTarget {
  kind: EnquiryKind
  /** The page the form is on, recorded with the lead: 'contact', 'model:tiguan', 'car:…', 'offer:…'. */
  pageId: string
  car?: LeadCar | null
  model?: { id: string; name: string; manufacturer: string | null } | null
  offer?: { id: string; name: string } | null
}

/** The services a car enquiry may also ask about (sent to the CRM as additional_services). */
export const VEHICLE_ADDITIONAL_SERVICES = ['Finance', 'Trade-in valuation', 'Extended warranty']

const fixedCategory: Record<Exclude<EnquiryKind, 'general' | 'vehicle'>, string> = {
  offer: LEAD_CATEGORIES.offer,
  quote: LEAD_CATEGORIES.quote,
  'register-interest': LEAD_CATEGORIES.registerInterest,
  'request-photos': LEAD_CATEGORIES.requestPhotos,
  'find-similar': LEAD_CATEGORIES.findSimilar,
  'history-report': LEAD_CATEGORIES.historyReport,
}

function vehicleCategory(car: LeadCar | null | undefined): string {
  const type = car?.carType.toLowerCase()
  if (type === 'new' || type === 'demo') return LEAD_CATEGORIES.newVehicle
  if (type === 'used') return LEAD_CATEGORIES.usedVehicle
  return LEAD_CATEGORIES.vehicle
}

/** The category a form of this kind files its lead under; a general form's comes from its select. */
export function targetCategory(target: EnquiryTarget): string {
  if (target.kind === 'general') return LEAD_CATEGORIES.general
  if (target.kind === 'vehicle') return vehicleCategory(target.car)
  return fixedCategory[target.kind]
}

/** The form's setup for this site and target (the same on both sides: see enquiry-schema.ts). */
export function enquiryFormSetup(site: Site, target: EnquiryTarget): EnquiryFormSetup {
  // A car belongs to one dealership and location already; other enquiries ask which one.
  const aboutCar = Boolean(target.car)
  const locations = site.kind === 'dealer' ? site.content.locations : []
  return {
    kind: target.kind,
    commentsRequired: site.settings.commentsRequired,
    termsRequired: site.settings.termsCheckboxRequired,
    categories: target.kind === 'general' ? [...GENERAL_ENQUIRY_CATEGORIES] : null,
    locations:
      !aboutCar && locations.length > 1
        ? locations.map((location) => ({ value: location.id, label: location.name ?? '' }))
        : null,
    dealerships:
      !aboutCar && site.kind === 'group'
        ? site.content.dealers.flatMap((dealer) =>
            dealer.slug && dealer.name ? [{ value: dealer.slug, label: dealer.name }] : [],
          )
        : null,
    additionalServices: target.kind === 'vehicle' && aboutCar ? VEHICLE_ADDITIONAL_SERVICES : null,
  }
}

/**
 * Any enquiry form's action (the lead pipeline, `lead-action.server.ts`): one step filed under the
 * target's category, then /success.
 */
export async function enquiryAction(args: LeadActionArgs, target: EnquiryTarget) {
  const fallbackCategory = targetCategory(target)
  return leadFormAction(args, {
    category: fallbackCategory,
    step: async ({ site, formData }) => {
      const setup = enquiryFormSetup(site, target)
      return leadFormStep({
        schema: enquirySchema(setup),
        name: 'an enquiry',
        rateLimitPhone: (value) => value.phone,
        run: async (value) => {
          const { car, model, offer } = target
          const dealer = leadDealer(site, car?.dealershipSlug ?? value.dealership_slug)
          if (!dealer) return UNKNOWN_DEALERSHIP
          const { category, subcategory } =
            target.kind === 'general'
              ? enquiryCategory({ category: value.category })
              : { category: fallbackCategory, subcategory: null }
          const career = isCareerEnquiry({ subcategory })
          const kind = career ? 'career' : target.kind === 'history-report' ? 'historyReport' : 'enquiry'
          const carForEvent = car
            ? { car_type: car.carType, tag: car.tag }
            : model
              ? { car_type: 'new' }
              : null
          const leadId = await storeSubmittedLead(
            args.context,
            {
              dealerId: dealer.id,
              locationId: value.location ?? car?.locationId ?? null,
              category,
              subcategory,
              leadEventId: leadEventId({ kind, car: carForEvent }),
              name: value.name,
              email: value.email,
              phone: value.phone,
              message: value.message ?? null,
              carId: car?.id ?? null,
              stockNumber: car?.stockNumber ?? null,
              vehicleMake: car?.make ?? model?.manufacturer ?? null,
              vehicleModel: car?.model ?? model?.name ?? null,
              carType: car?.carType ?? (model ? 'new' : null),
              vehicleStatus: car?.status ?? null,
              manufacturerSlug: null,
              pageId: target.pageId,
              optIn: enquiryOptIn({ opt_in: value.opt_in }),
              // The consent line: sending the enquiry means agreeing to the privacy policy.
              consent: true,
              fields: {
                ...(value.Rego ? { Rego: value.Rego } : {}),
                ...(value.additional_services?.length
                  ? { additional_services: value.additional_services }
                  : {}),
                ...(setup.termsRequired ? { terms_conditions: true } : {}),
                ...(value.dealership_slug ? { dealership_slug: value.dealership_slug } : {}),
                ...(model ? { model_id: model.id } : {}),
                ...(offer ? { offer_id: offer.id, offer_name: offer.name } : {}),
              },
              attribution: attributionOf(formData),
            },
            leadChannelsOf(dealer),
          )
          return { sent: { category, leadId } }
        },
      })
    },
  })
}
