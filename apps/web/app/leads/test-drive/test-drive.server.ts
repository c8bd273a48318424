import type { Site, SiteLocation } from '@forecourt/content/sites'
import { LEAD_CATEGORIES } from '@forecourt/domain/leads/categories'
import { enquiryOptIn } from '@forecourt/domain/leads/enquiry-form'
import { leadEventId } from '@forecourt/domain/leads/event-ids'
import {
  offeredSlot,
  SLOT_NOT_OFFERED_MESSAGE,
  type SlotDay,
  slotsByDay,
  testDriveLocations,
} from '@forecourt/domain/leads/test-drive-slots'
import { isAvailable } from '@forecourt/domain/vehicle-card/availability'
import type { RouterContextProvider } from 'react-router'
import type { z } from 'zod'
import { servicesContext } from '~/context'
import { type ModelImage, siteModelPage, siteModelRange } from '~/models/model-view.server'
import { pageUrl } from '~/page-url'
import { serverLogger } from '~server/logger'
import { type LeadStepOutcome, leadFormAction, leadFormStep } from '../lead-action.server'
import { findSiteCar, type LeadCar } from '../lead-car.server'
import { attributionOf, leadChannelsOf, leadDealer, leadSite, storeSubmittedLead } from '../lead-post.server'
import { APPOINTMENT_DAYS, type Slot } from './appointment-slots.server'
import { type TestDriveFormSetup, testDriveSchema } from './test-drive-schema'

type Context = Readonly<RouterContextProvider>
type Args = { request: Request; context: Context }

/** Recorded with every test-drive lead as the page it came from. */
export const TEST_DRIVE_PAGE_ID = 'test-drive'
export const CAR_UNAVAILABLE_MESSAGE = 'This car is no longer available for a test drive.'

export interface TestDriveModel {
  /** The model's slug, the `model_id` the model page links with. */
  id: string
  name: string
  manufacturer: string
  href: string
  image: ModelImage | null
}

/**
 * What the shopper wants to drive, read by the server from the address (never from the posted fields):
 * `?car_id=` a car of this site's stock, else `?model_id=` (or only `?model=`, as offers link) a model of
 * its range, else a new vehicle.
 */
export interface TestDriveTarget {
  /** The car asked for, as the search found it; null when not found or not asked for. */
  car: LeadCar | null
  /** The car id asked for (kept with the lead even when the search could not say which car it is). */
  carId: string | null
  /** True when the search service failed: the booking goes ahead without the car's details. */
  carUnknown: boolean
  model: TestDriveModel | null
  /** A model the address named that this site does not list (booked as 'a new vehicle'). */
  requestedModel: { id: string | null; name: string | null } | null
}

const MODEL_SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/
const param = (url: URL, name: string) => url.searchParams.get(name)?.trim().slice(0, 100) || null

async function modelOf(context: Context, site: Site, url: URL) {
  const { content } = context.get(servicesContext)
  const id = param(url, 'model_id')
  const name = param(url, 'model')
  const view = (model: {
    slug: string
    name: string
    manufacturer: string
    href: string
    image: ModelImage | null
  }) => ({
    id: model.slug,
    name: model.name,
    manufacturer: model.manufacturer,
    href: model.href,
    image: model.image,
  })
  if (id && MODEL_SLUG.test(id.toLowerCase())) {
    const page = await siteModelPage(content, site, id.toLowerCase())
    if (page) return { model: view(page), requestedModel: null }
  }
  if (name) {
    // An offer names its model only: find it in the range by name ('Tiguan' or 'Volkswagen Tiguan').
    const wanted = name.toLowerCase()
    const match = (await siteModelRange(content, site)).find(
      (model) =>
        model.name.toLowerCase() === wanted || `${model.manufacturer} ${model.name}`.toLowerCase() === wanted,
    )
    if (match) return { model: view(match), requestedModel: null }
  }
  return { model: null, requestedModel: id || name ? { id, name } : null }
}

export async function testDriveTargetFromUrl(context: Context, url: URL): Promise<TestDriveTarget> {
  const site = leadSite(context)
  const services = context.get(servicesContext)
  const carId = param(url, 'car_id')
  if (carId) {
    try {
      const car = await findSiteCar(services, site, carId)
      return { car, carId, carUnknown: false, model: null, requestedModel: null }
    } catch (error) {
      serverLogger().error({ err: error }, 'Car lookup for a test drive failed')
      return { car: null, carId, carUnknown: true, model: null, requestedModel: null }
    }
  }
  return { car: null, carId: null, carUnknown: false, ...(await modelOf(context, site, url)) }
}

/** A car id was asked for and the search says it is not one this site can sell now. */
export const isCarUnavailable = (target: TestDriveTarget) =>
  target.carId !== null && !target.carUnknown && (!target.car || !isAvailable(target.car))

/** How the page names what is being driven: the car, the model, or 'a new vehicle'. */
export function testDriveSubject(target: TestDriveTarget): string {
  if (target.car) return `the ${target.car.title}`
  if (target.carId) return 'this car'
  if (target.model) return `the ${`${target.model.manufacturer} ${target.model.name}`.trim()}`
  return 'a new vehicle'
}

export interface TestDriveBooking {
  setup: TestDriveFormSetup
  /** The location the drive starts from, once chosen or fixed. */
  location: SiteLocation | null
  /** Its dealer (on a group website, the location's dealership). */
  dealer: ReturnType<typeof leadDealer>
  slots: Slot[]
}

const locationName = (location: SiteLocation) => location.name ?? location.slug ?? location.id

/**
 * The locations, the location the times are for and the times: a car's location is the car's; a dealer
 * with one sales location needs no choice; otherwise the shopper's (the address's `location` on the page,
 * the posted field in the action), if it is one of the choices.
 */
export async function testDriveBooking(
  context: Context,
  target: TestDriveTarget,
  requestedLocationId: string | null,
  now: Date,
): Promise<TestDriveBooking> {
  const site = leadSite(context)
  const siteLocations = site.content.locations
  const carLocation = target.car
    ? (siteLocations.find((location) => location.id === target.car?.locationId) ?? null)
    : null
  const choices = target.car ? (carLocation ? [carLocation] : []) : testDriveLocations(siteLocations)
  const shown = !target.car && choices.length > 1
  const location = shown
    ? (choices.find((choice) => choice.id === requestedLocationId) ?? null)
    : (choices[0] ?? null)
  const dealer = target.car
    ? leadDealer(site, target.car.dealershipSlug)
    : location
      ? leadDealer(site, location.dealershipSlug)
      : null
  const slots =
    location && dealer
      ? await context.get(servicesContext).appointmentSlots.slotsFor({
          dealerId: dealer.id,
          locationId: location.id,
          from: now,
          days: APPOINTMENT_DAYS,
        })
      : []
  const slotDays: SlotDay[] | null = location ? slotsByDay(slots) : null
  return {
    setup: {
      locations: shown ? choices.map((choice) => ({ value: choice.id, label: locationName(choice) })) : null,
      locationId: location?.id ?? null,
      slotDays,
    },
    location,
    dealer,
    slots,
  }
}

/**
 * The test-drive form's action (the lead pipeline, `lead-action.server.ts`): a one-step lead filed under
 * 'Test Drive', with the time checked against the times the appointment service offers for the location
 * ('Please choose one of the available times.' otherwise), and a 409 for a car no longer available.
 */
export async function testDriveAction(args: Args) {
  const { request, context } = args
  return leadFormAction(args, {
    category: LEAD_CATEGORIES.testDrive,
    step: async ({ site, formData }) => {
      const target = await testDriveTargetFromUrl(context, pageUrl(request))
      const posted = formData.get('location')
      const booking = await testDriveBooking(
        context,
        target,
        typeof posted === 'string' ? posted : null,
        new Date(),
      )
      return leadFormStep({
        schema: testDriveSchema(booking.setup),
        name: 'a test-drive booking',
        refusal: () =>
          isCarUnavailable(target) ? { formError: CAR_UNAVAILABLE_MESSAGE, status: 409 } : null,
        rateLimitPhone: (value) => value.phone,
        run: (value) => bookTestDrive(context, site, formData, target, booking, value),
      })
    },
  })
}

async function bookTestDrive(
  context: Context,
  site: Site,
  formData: FormData,
  target: TestDriveTarget,
  booking: TestDriveBooking,
  value: z.output<ReturnType<typeof testDriveSchema>>,
): Promise<LeadStepOutcome> {
  const slot = offeredSlot(booking.slots, value.slot)
  if (!slot || !booking.location) return { fieldErrors: { slot: [SLOT_NOT_OFFERED_MESSAGE] } }
  const dealer = booking.dealer
  // A location whose dealership the group website does not list: nothing to file the lead under.
  if (!dealer) return { fieldErrors: { location: ['Please choose one of the options.'] } }
  const { car, model, requestedModel } = target
  const leadId = await storeSubmittedLead(
    context,
    {
      dealerId: dealer.id,
      locationId: booking.location.id,
      category: LEAD_CATEGORIES.testDrive,
      subcategory: null,
      // 17 for a new or demo car, a model or a 'Test Drive Only' car; 48 for a used car.
      leadEventId: leadEventId({
        kind: 'testDrive',
        car: car ? { car_type: car.carType, tag: car.tag } : null,
      }),
      name: value.name,
      email: value.email,
      phone: value.phone,
      message: value.message ?? null,
      carId: car?.id ?? target.carId,
      stockNumber: car?.stockNumber ?? null,
      vehicleMake: car?.make ?? model?.manufacturer ?? null,
      vehicleModel: car?.model ?? model?.name ?? null,
      carType: car?.carType ?? (target.carId ? null : 'new'),
      vehicleStatus: car?.status ?? null,
      manufacturerSlug: null,
      pageId: TEST_DRIVE_PAGE_ID,
      optIn: enquiryOptIn({ opt_in: value.opt_in }),
      // The consent line: booking the test drive means agreeing to the privacy policy.
      consent: true,
      fields: {
        preferred_date: slot.date,
        preferred_time: slot.time,
        preferred_starts_at: slot.startsAt,
        location_name: locationName(booking.location),
        ...(model ? { model_id: model.id, model_name: model.name } : {}),
        ...(requestedModel?.id ? { requested_model_id: requestedModel.id } : {}),
        ...(requestedModel?.name ? { requested_model_name: requestedModel.name } : {}),
        ...(site.kind === 'group' && dealer.slug ? { dealership_slug: dealer.slug } : {}),
      },
      attribution: attributionOf(formData),
    },
    leadChannelsOf(dealer),
  )
  return { sent: { category: LEAD_CATEGORIES.testDrive, leadId } }
}
