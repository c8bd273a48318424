import { postcodeError, REQUIRED_FIELD_MESSAGE } from '@forecourt/domain/leads/contact-rules'
import { formText } from '@forecourt/domain/leads/form-text'
import {
  parseServiceDate,
  type ServiceDateWindow,
  serviceDateError,
} from '@forecourt/domain/leads/service-booking-date'
import {
  normaliseRego,
  OTHER_MAKE,
  OTHER_MAKE_MESSAGE,
  regoError,
  vehicleYearError,
} from '@forecourt/domain/leads/service-booking-vehicle'
import { z } from 'zod'
import {
  choiceField,
  emailField,
  optionalText,
  phoneField,
  repeatedValue,
  requiredText,
} from '../lead-schema-fields'

/**
 * The service booking form (spec, forms document section 2: "Service booking: A multi-step form …";
 * section 3: "Service booking fields: Vehicle Make, Vehicle Model, Vehicle Year, Vehicle Rego, Service
 * Interval, Preferred Service Date, Comments, Service Location, optional address fields"; section 5:
 * "Service form: Service Interval is required depending on configuration. Comments are optional.").
 *
 * Three steps, one Zod schema each, built from a serialisable setup the loader sends to the browser, so
 * the browser and the server validate a step with the same schema (the enquiry form's pattern).
 */

export const SERVICE_BOOKING_STEPS = [
  { number: 1, name: 'Your details' },
  { number: 2, name: 'Your vehicle' },
  { number: 3, name: 'Your service' },
] as const
export type ServiceBookingStep = (typeof SERVICE_BOOKING_STEPS)[number]['number']
export const LAST_SERVICE_BOOKING_STEP: ServiceBookingStep = 3

/** The hidden fields that carry the journey between steps ("A lead_id is kept between steps."). */
export const STEP_FIELD = 'step'
export const LEAD_ID_FIELD = 'lead_id'

export const COMMENTS_MAX = 2000

export interface Choice {
  value: string
  label: string
}

/** Step 1, "Your details": who to call back, and on a group website which dealership. */
export interface DetailsStepSetup {
  step: 1
  /** The group's dealerships, required on a group website; null on a dealer's own website. */
  dealerships: Choice[] | null
}

/** Step 2, "Your vehicle". */
export interface VehicleStepSetup {
  step: 2
  /** The dealer's makes, then 'Other' (`serviceMakeOptions`). */
  makes: string[]
  /** The dealer's current year, for "1950 to next year". */
  currentYear: number
}

/** Step 3, "Your service". */
export interface ServiceStepSetup {
  step: 3
  intervals: string[]
  /** "Service Interval is required depending on configuration" (`serviceIntervalRequired`). */
  intervalRequired: boolean
  /** From tomorrow to 90 days ahead, in the dealer's time zone. */
  dateWindow: ServiceDateWindow
  /** The dealer's service locations; a select (required) when there is more than one. */
  locations: Choice[]
  states: Choice[]
}

export type ServiceBookingSetup = DetailsStepSetup | VehicleStepSetup | ServiceStepSetup

/** A field this setup does not show: whatever is posted under its name is ignored. */
const notShown = () =>
  z
    .unknown()
    .optional()
    .transform(() => undefined)

const withRule = (check: (value: string) => string | null) => (value: string, context: z.RefinementCtx) => {
  const message = check(value)
  if (message) context.addIssue({ code: 'custom', message })
}

/** The journey's hidden fields, ignored by the step schemas (the action reads them itself). */
const journeyFields = {
  [STEP_FIELD]: formText().optional(),
  [LEAD_ID_FIELD]: formText().optional(),
}

export function detailsStepSchema(setup: DetailsStepSetup) {
  return z.object({
    ...journeyFields,
    name: requiredText(100),
    email: emailField(),
    phone: phoneField(),
    opt_in: repeatedValue(),
    dealership_slug: setup.dealerships
      ? choiceField(
          setup.dealerships.map((dealership) => dealership.value),
          { required: true },
        )
      : notShown(),
  })
}

export function vehicleStepSchema(setup: VehicleStepSetup) {
  return z
    .object({
      ...journeyFields,
      vehicle_make: choiceField(setup.makes, { required: true }),
      /** The make typed in when the list does not have it ('Other'). */
      vehicle_make_other: optionalText(60),
      vehicle_model: requiredText(80),
      vehicle_year: formText({ error: REQUIRED_FIELD_MESSAGE })
        .trim()
        .superRefine(withRule((value) => vehicleYearError(value, { currentYear: setup.currentYear }))),
      vehicle_rego: formText({ error: REQUIRED_FIELD_MESSAGE })
        .trim()
        .superRefine(withRule(regoError))
        .transform(normaliseRego),
    })
    .refine((value) => value.vehicle_make !== OTHER_MAKE || Boolean(value.vehicle_make_other), {
      path: ['vehicle_make_other'],
      message: OTHER_MAKE_MESSAGE,
      // Checked even while other fields are missing, so every error shows at once.
      when: ({ value }) => typeof value === 'object' && value !== null,
    })
}

export function serviceStepSchema(setup: ServiceStepSetup) {
  return z.object({
    ...journeyFields,
    service_interval: choiceField(setup.intervals, { required: setup.intervalRequired }),
    preferred_date: formText({ error: REQUIRED_FIELD_MESSAGE })
      .trim()
      .superRefine(withRule((value) => serviceDateError(value, setup.dateWindow)))
      .transform((value) => parseServiceDate(value) ?? value),
    location:
      setup.locations.length > 1
        ? choiceField(
            setup.locations.map((location) => location.value),
            { required: true },
          )
        : notShown(),
    message: optionalText(COMMENTS_MAX),
    street: optionalText(120),
    suburb: optionalText(60),
    state: choiceField(
      setup.states.map((state) => state.value),
      { required: false },
    ),
    postcode: formText()
      .trim()
      .superRefine(withRule((value) => postcodeError(value, { required: false })))
      .optional(),
  })
}

export function serviceBookingSchema(setup: ServiceBookingSetup) {
  if (setup.step === 1) return detailsStepSchema(setup)
  if (setup.step === 2) return vehicleStepSchema(setup)
  return serviceStepSchema(setup)
}

export type DetailsStepValue = z.output<ReturnType<typeof detailsStepSchema>>
export type VehicleStepValue = z.output<ReturnType<typeof vehicleStepSchema>>
export type ServiceStepValue = z.output<ReturnType<typeof serviceStepSchema>>
