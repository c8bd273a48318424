import { AUSTRALIAN_STATES, isAustralianState } from '@forecourt/domain/australia/states'
import { formText } from '@forecourt/domain/leads/form-text'
import {
  type AustralianState,
  normaliseRego,
  odometerError,
  parseOdometer,
  REGO_STATE_MESSAGE,
  regoError,
  TRADE_IN_CONDITIONS,
  type TradeInCondition,
  vehicleYearError,
} from '@forecourt/domain/leads/trade-in-vehicle'
import { z } from 'zod'
import type { EnquiryChoice } from '../enquiry-schema'
import {
  choiceField,
  emailField,
  optionalText,
  phoneField,
  postcodeField,
  repeatedValue,
  requiredText,
} from '../lead-schema-fields'

/**
 * The trade-in form ('Sell Your Car'), two steps, each with its own schema, shared by the browser and the
 * server. Step 1 is the shopper's car (`trade-in-vehicle.ts` holds its rules); step 2 is the spec's
 * "Trade-in form fields: name (First Name), last_name, postcode, phone (Mobile), email" whose "field types
 * are string, postcode, phone, email".
 */

/** What the server tells the browser about the form on this page (serialisable). */
export interface TradeInFormSetup {
  /** The latest model year taken: next year, on the server's clock, so both sides agree. */
  currentYear: number
  /** A group website asks which dealership should value the car, unless it is traded against one of theirs. */
  dealerships: EnquiryChoice[] | null
}

const MAKE_MAX = 40
const MODEL_MAX = 60

const ruled = (check: (value: string) => string | null) =>
  formText({ error: 'This is a required field.' }).superRefine((value, context) => {
    const message = check(value)
    if (message) context.addIssue({ code: 'custom', message })
  })

const DESCRIPTION_MAX = 40

const describedBy = (max: number) => optionalText(max).transform((value) => value || null)

const notShown = () =>
  z
    .unknown()
    .optional()
    .transform(() => undefined)

export function tradeInVehicleSchema(setup: TradeInFormSetup) {
  return z
    .object({
      rego: formText()
        .optional()
        .superRefine((value, context) => {
          const message = regoError(value)
          if (message) context.addIssue({ code: 'custom', message })
        })
        .transform((value) => normaliseRego(value) || null),
      state: formText()
        .trim()
        .optional()
        .refine((value) => !value || isAustralianState(value), 'Please choose one of the options.')
        .transform((value) => (value && isAustralianState(value) ? (value as AustralianState) : null)),
      make: requiredText(MAKE_MAX),
      model: requiredText(MODEL_MAX),
      year: ruled((value) => vehicleYearError(value, { currentYear: setup.currentYear })).transform((value) =>
        Number(value.trim()),
      ),
      // What a rego lookup fills in (or the shopper types): optional, and empty is none.
      badge: describedBy(DESCRIPTION_MAX),
      body: describedBy(DESCRIPTION_MAX),
      transmission: describedBy(DESCRIPTION_MAX),
      fuel: describedBy(DESCRIPTION_MAX),
      odometer: ruled(odometerError).transform((value) => parseOdometer(value) ?? 0),
      condition: choiceField(TRADE_IN_CONDITIONS, { required: true }).transform(
        (value) => value as TradeInCondition,
      ),
      dealership_slug: setup.dealerships
        ? choiceField(
            setup.dealerships.map((dealership) => dealership.value),
            { required: true },
          )
        : notShown(),
    })
    .refine((value) => !(value.rego && !value.state), {
      // The state goes with the rego: a rego means nothing without the state that issued it. Checked even
      // while other fields still have errors, so the shopper sees every problem at once.
      path: ['state'],
      message: REGO_STATE_MESSAGE,
      when: () => true,
    })
}

export function tradeInDetailsSchema() {
  return z.object({
    name: requiredText(50),
    last_name: requiredText(50),
    postcode: postcodeField(),
    phone: phoneField({ mobileOnly: true }),
    email: emailField(),
    opt_in: repeatedValue(),
  })
}

export type TradeInVehicleSubmission = z.output<ReturnType<typeof tradeInVehicleSchema>>
export type TradeInDetailsSubmission = z.output<ReturnType<typeof tradeInDetailsSchema>>

export const STATE_OPTIONS = AUSTRALIAN_STATES.map((state) => ({ value: state.code, label: state.name }))
export const CONDITION_OPTIONS = TRADE_IN_CONDITIONS.map((condition) => ({
  value: condition,
  label: condition,
}))
