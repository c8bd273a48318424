import { LruMap } from '@forecourt/config/lru-map'
import { TERMS_REQUIRED_MESSAGE } from '@forecourt/domain/leads/enquiry-form'
import { formText } from '@forecourt/domain/leads/form-text'
import { z } from 'zod'
import {
  choiceField,
  emailField,
  optionalText,
  phoneField,
  repeatedValue,
  requiredText,
  tickedBox,
} from './lead-schema-fields'

/**
 * The enquiry form's variants: the spec's general, car, offer, quote, interest, photos and similar forms,
 * and a car's history report (PPSR) request (lead event 60, ADR 053).
 */
export const enquiryKinds = [
  'general',
  'vehicle',
  'offer',
  'quote',
  'register-interest',
  'request-photos',
  'find-similar',
  'history-report',
] as const
export type EnquiryKind = (typeof enquiryKinds)[number]

export interface EnquiryChoice {
  value: string
  label: string
}

/**
 * How the enquiry form is set up on a page: built by the server from the site's settings and passed to
 * the browser, so both validate with the same schema (spec section 5, enquiry form).
 */
export interface EnquiryFormSetup {
  kind: EnquiryKind
  /** "Comments are required unless configured off." */
  commentsRequired: boolean
  /** The brand flag that adds the terms_conditions checkbox. */
  termsRequired: boolean
  /** The category select, when the form shows it (general enquiries); required when present. */
  categories: string[] | null
  /** The location select, when shown (a dealer with several locations); required when shown. */
  locations: EnquiryChoice[] | null
  /** The dealership select, when shown (a group website); required when shown. */
  dealerships: EnquiryChoice[] | null
  /** Extra services a car enquiry may tick (sent as additional_services). */
  additionalServices: string[] | null
}

export const MESSAGE_MAX = 2000

/** A field this setup does not show: whatever is posted under its name is ignored. */
const notShown = () =>
  z
    .unknown()
    .optional()
    .transform(() => undefined)

/** Schemas built so far, by setup: building one costs about a millisecond, and every car page renders the form. */
const builtSchemas = new LruMap<string, ReturnType<typeof buildEnquirySchema>>(64)

/** The form's schema for a setup; the same setup (by value) gets the same schema, which is never changed. */
export function enquirySchema(setup: EnquiryFormSetup) {
  const key = JSON.stringify(setup)
  let schema = builtSchemas.get(key)
  if (!schema) {
    schema = buildEnquirySchema(setup)
    builtSchemas.set(key, schema)
  }
  return schema
}

function buildEnquirySchema(setup: EnquiryFormSetup) {
  return z.object({
    name: requiredText(100),
    email: emailField(),
    phone: phoneField(),
    message: setup.commentsRequired ? requiredText(MESSAGE_MAX) : optionalText(MESSAGE_MAX),
    category: setup.categories ? choiceField(setup.categories, { required: true }) : notShown(),
    location: setup.locations
      ? choiceField(
          setup.locations.map((location) => location.value),
          { required: true },
        )
      : notShown(),
    dealership_slug: setup.dealerships
      ? choiceField(
          setup.dealerships.map((dealership) => dealership.value),
          { required: true },
        )
      : notShown(),
    Rego: optionalText(10),
    opt_in: repeatedValue(),
    terms_conditions: setup.termsRequired ? tickedBox(TERMS_REQUIRED_MESSAGE) : formText().optional(),
    additional_services: setup.additionalServices
      ? z
          .array(
            formText().refine(
              (value) => setup.additionalServices?.includes(value),
              'Please choose from the list.',
            ),
          )
          .optional()
      : notShown(),
  })
}

export type EnquirySubmission = z.output<ReturnType<typeof enquirySchema>>
