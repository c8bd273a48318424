import { emailError, phoneError, REQUIRED_FIELD_MESSAGE } from './contact-rules.ts'

/**
 * The enquiry form's rules (spec, forms document sections 2, 3 and 5), over the values a form posts: a
 * plain record of field name to value, several values for a repeated name (checkbox groups, or a hidden
 * field paired with a checkbox).
 *
 * Section 5: "Comments are required unless configured off. The category select (default General
 * Enquiry) is required when present. Location and dealership selects are required when shown. Rego is
 * optional. Opt-in is optional and defaults to true. Form keys ending in radio options are excluded.
 * Checkbox options become an additional_services list. Careers Enquiry is re-labelled General Enquiry
 * with subcategory Career Enquiry. The terms_conditions checkbox is required for one brand flag, with the
 * message '*You must agree to the terms of use before submitting.'"
 *
 * Where one value is expected and several were posted, the last counts (the hidden-field pattern:
 * `<input type=hidden name=opt_in value=false>` then the checkbox, so an unticked box still says so).
 * Values are trimmed, and a blank value counts as absent.
 */

export type FormValue = string | readonly string[]
export type FormValues = Readonly<Record<string, FormValue | undefined>>

export const DEFAULT_ENQUIRY_CATEGORY = 'General Enquiry'
export const CAREERS_ENQUIRY_CATEGORY = 'Careers Enquiry'
export const CAREER_ENQUIRY_SUBCATEGORY = 'Career Enquiry'
export const TERMS_REQUIRED_MESSAGE = '*You must agree to the terms of use before submitting.'

/** The field names of the lead form (section 3, "Lead form fields"). */
export const ENQUIRY_FIELDS = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  /** Labelled 'Comments'. */
  message: 'message',
  category: 'category',
  subcategory: 'subcategory',
  optIn: 'opt_in',
  /** Chooses one of the group's dealerships; the app must check it belongs to the site's dealer. */
  dealership: 'dealership_slug',
  location: 'location',
  rego: 'Rego',
  terms: 'terms_conditions',
  additionalServices: 'additional_services',
} as const

/** The last value posted under `key`, trimmed; undefined when absent or blank. */
export function formValue(values: FormValues, key: string): string | undefined {
  const raw = values[key]
  const last = typeof raw === 'string' ? raw : raw?.at(-1)
  return last?.trim() || undefined
}

/** Every non-blank value posted under `key`, trimmed, in order. */
export function formValues(values: FormValues, key: string): string[] {
  const raw = values[key]
  const all = typeof raw === 'string' ? [raw] : (raw ?? [])
  return all.map((value) => value.trim()).filter(Boolean)
}

const sameLabel = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * "Careers Enquiry is re-labelled General Enquiry with subcategory Career Enquiry", and a form without a
 * category (or a blank one) is a "General Enquiry". The Careers label is matched in any case; any other
 * category keeps the subcategory it was posted with. A career enquiry's lead event id is 'career' (51,
 * `lead-event-ids.ts`): see `isCareerEnquiry`.
 */
export function enquiryCategory(values: FormValues): { category: string; subcategory: string | null } {
  const category = formValue(values, ENQUIRY_FIELDS.category) ?? DEFAULT_ENQUIRY_CATEGORY
  if (sameLabel(category, CAREERS_ENQUIRY_CATEGORY)) {
    return { category: DEFAULT_ENQUIRY_CATEGORY, subcategory: CAREER_ENQUIRY_SUBCATEGORY }
  }
  return { category, subcategory: formValue(values, ENQUIRY_FIELDS.subcategory) ?? null }
}

/** A career enquiry after re-labelling: subcategory 'Career Enquiry'. */
export function isCareerEnquiry(lead: { subcategory: string | null }): boolean {
  return lead.subcategory !== null && sameLabel(lead.subcategory, CAREER_ENQUIRY_SUBCATEGORY)
}

/** The posted values that mean an unticked box (or a hidden "no"), in any case. */
const FALSE_VALUES = new Set(['false', 'off', '0', 'no'])

const isFalse = (value: string) => FALSE_VALUES.has(value.toLowerCase())

/**
 * "Opt-in is optional and defaults to true." Absent (or blank) is true, so a form without the opt-in
 * control opts in; only an explicit 'false', 'off', '0' or 'no' opts out. Any other value (a ticked box
 * posts 'on' or its value) is true.
 *
 * A browser posts nothing for an unticked box, so a form showing the opt-in checkbox must put a hidden
 * `opt_in=false` before it: unticked posts just 'false', ticked posts ['false', 'on'] and the last wins.
 * Without that, unticking the box would still record an opt-in.
 */
export function enquiryOptIn(values: FormValues): boolean {
  const value = formValue(values, ENQUIRY_FIELDS.optIn)
  return value === undefined || !isFalse(value)
}

/** Whether a checkbox (terms_conditions) is ticked: present, not blank and not an explicit false value. */
export function isTicked(values: FormValues, key: string): boolean {
  const value = formValue(values, key)
  return value !== undefined && !isFalse(value)
}

/**
 * "Form keys ending in radio options are excluded." Read as: a key whose last two words are "radio
 * options", separated by '_', '-' or a space and in any case ('radio_options', 'service_radio_options',
 * 'Contact Method radio options'). Such keys carry a radio group's option list for rendering, not an
 * answer, so they never reach the lead; the chosen answer is posted under the group's own name. A word
 * merely ending in "radio" does not count ('stereoradio_options' is kept).
 */
export function isRadioOptionsKey(key: string): boolean {
  return /(?:^|[\s_-])radio[\s_-]options$/i.test(key)
}

/**
 * "Checkbox options become an additional_services list." Read as: keys whose last two words are
 * "checkbox options" (the same convention as radio options: 'checkbox_options',
 * 'service_checkbox_options') post the ticked options' labels.
 */
export function isCheckboxOptionsKey(key: string): boolean {
  return /(?:^|[\s_-])checkbox[\s_-]options$/i.test(key)
}

/**
 * The additional_services list: any values already posted as `additional_services`, then the values of
 * every checkbox-options key in form order; trimmed, blanks dropped, each service once (first spelling
 * kept, compared in any case).
 */
export function additionalServices(values: FormValues): string[] {
  const keys = [
    ENQUIRY_FIELDS.additionalServices,
    ...Object.keys(values).filter((key) => isCheckboxOptionsKey(key)),
  ]
  const seen = new Set<string>()
  const services: string[] = []
  for (const key of keys) {
    for (const service of formValues(values, key)) {
      const folded = service.toLowerCase()
      if (seen.has(folded)) continue
      seen.add(folded)
      services.push(service)
    }
  }
  return services
}

export interface PreparedEnquiry {
  category: string
  subcategory: string | null
  optIn: boolean
  /** Whether terms_conditions was ticked (false where the form has no such box). */
  termsAccepted: boolean
  additionalServices: string[]
  /**
   * Every other posted field as posted (name, email, phone, message, Rego, car fields...). Left out:
   * the fields above, radio-options keys and checkbox-options keys.
   */
  fields: Record<string, FormValue>
}

const HANDLED_KEYS = new Set<string>([
  ENQUIRY_FIELDS.category,
  ENQUIRY_FIELDS.subcategory,
  ENQUIRY_FIELDS.optIn,
  ENQUIRY_FIELDS.terms,
  ENQUIRY_FIELDS.additionalServices,
])

/** The enquiry as a lead records it, with every section 5 rewrite applied. */
export function prepareEnquiry(values: FormValues): PreparedEnquiry {
  const fields: Record<string, FormValue> = {}
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || HANDLED_KEYS.has(key)) continue
    if (isRadioOptionsKey(key) || isCheckboxOptionsKey(key)) continue
    fields[key] = value
  }
  return {
    ...enquiryCategory(values),
    optIn: enquiryOptIn(values),
    termsAccepted: isTicked(values, ENQUIRY_FIELDS.terms),
    additionalServices: additionalServices(values),
    fields,
  }
}

/** How the dealer has set the form up. */
export interface EnquiryFormOptions {
  /** The dealer's `commentsRequired` setting: "Comments are required unless configured off." */
  commentsRequired: boolean
  /** The form shows the category select. */
  showsCategory: boolean
  /** The form shows the location select. */
  showsLocation: boolean
  /** The form shows the dealership select. */
  showsDealership: boolean
  /** The brand flag that adds the terms_conditions checkbox. */
  termsRequired: boolean
}

/**
 * The fields that must be filled in. Name, email and phone are always required: the spec lists them as
 * the form's fields without saying which are optional, and a lead without them cannot be answered.
 * Rego, opt_in and subcategory never are.
 */
export function requiredEnquiryFields(options: EnquiryFormOptions): string[] {
  const required: string[] = [ENQUIRY_FIELDS.name, ENQUIRY_FIELDS.email, ENQUIRY_FIELDS.phone]
  if (options.commentsRequired) required.push(ENQUIRY_FIELDS.message)
  if (options.showsCategory) required.push(ENQUIRY_FIELDS.category)
  if (options.showsLocation) required.push(ENQUIRY_FIELDS.location)
  if (options.showsDealership) required.push(ENQUIRY_FIELDS.dealership)
  if (options.termsRequired) required.push(ENQUIRY_FIELDS.terms)
  return required
}

/**
 * Each field's first problem, keyed by field name; empty when the enquiry may be sent. A missing field
 * gets 'This is a required field.' (the spec's one general text), an unticked terms box the spec's terms
 * message, and a filled-in email or phone is checked by `lead-contact-rules.ts` (any Australian number a
 * dealer can call back).
 */
export function enquiryErrors(values: FormValues, options: EnquiryFormOptions): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const field of requiredEnquiryFields(options)) {
    if (field === ENQUIRY_FIELDS.terms) {
      if (!isTicked(values, field)) errors[field] = TERMS_REQUIRED_MESSAGE
    } else if (formValue(values, field) === undefined) {
      errors[field] = REQUIRED_FIELD_MESSAGE
    }
  }
  const email = emailError(formValue(values, ENQUIRY_FIELDS.email), { required: false })
  if (email && !errors[ENQUIRY_FIELDS.email]) errors[ENQUIRY_FIELDS.email] = email
  const phone = phoneError(formValue(values, ENQUIRY_FIELDS.phone), { required: false })
  if (phone && !errors[ENQUIRY_FIELDS.phone]) errors[ENQUIRY_FIELDS.phone] = phone
  return errors
}
