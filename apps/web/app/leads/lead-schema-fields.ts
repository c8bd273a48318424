import {
  emailError,
  leadPhone,
  phoneError,
  postcodeError,
  REQUIRED_FIELD_MESSAGE,
} from '@forecourt/domain/leads/contact-rules'
import { formText } from '@forecourt/domain/leads/form-text'
import { z } from 'zod'

/**
 * Zod fields for lead forms, shared by every form's schema in the browser and on the server. The rules
 * and their texts are the domain's (`lead-contact-rules.ts`); Conform turns blank inputs into undefined,
 * so a missing value meets the base type's error, the spec's 'This is a required field.'. Every text
 * field starts from `formText`, which refuses control characters (a NUL cannot even be stored).
 */

const withDomainRule =
  (check: (value: string) => string | null) => (value: string, context: z.RefinementCtx) => {
    const message = check(value)
    if (message) context.addIssue({ code: 'custom', message })
  }

export const requiredText = (max: number) =>
  formText({ error: REQUIRED_FIELD_MESSAGE })
    .trim()
    .min(1, REQUIRED_FIELD_MESSAGE)
    .max(max, `Please keep this under ${max} characters.`)

export const optionalText = (max: number) =>
  formText().trim().max(max, `Please keep this under ${max} characters.`).optional()

export const emailField = () =>
  formText({ error: REQUIRED_FIELD_MESSAGE })
    .trim()
    .superRefine(withDomainRule((value) => emailError(value)))

/** An Australian number, stored normalised ("a leading 61 becomes 0"); `mobileOnly` for 'Mobile' fields. */
export const phoneField = (options: { mobileOnly?: boolean } = {}) =>
  formText({ error: REQUIRED_FIELD_MESSAGE })
    .trim()
    .superRefine(withDomainRule((value) => phoneError(value, options)))
    .transform((value) => leadPhone(value, options) ?? value)

export const postcodeField = () =>
  formText({ error: REQUIRED_FIELD_MESSAGE })
    .trim()
    .superRefine(withDomainRule((value) => postcodeError(value, { required: true })))

/** One of `values`; anything else (a tampered select) is 'Please choose one of the options.'. */
export const choiceField = (values: readonly string[], options: { required: boolean }) => {
  const choice = formText({ error: REQUIRED_FIELD_MESSAGE })
    .trim()
    .refine((value) => values.includes(value), 'Please choose one of the options.')
  return options.required ? choice : choice.optional()
}

/** A checkbox that must be ticked, with its own message. */
export const tickedBox = (message: string) =>
  formText({ error: message }).refine(
    (value) => !['false', 'off', '0', 'no'].includes(value.toLowerCase()),
    message,
  )

/** A value posted once, or several times (a hidden 'false' before a checkbox): kept as posted. */
export const repeatedValue = () => z.union([formText(), z.array(formText())]).optional()

/** A date the shopper picks, as YYYY-MM-DD, from today on and within `maxDaysAhead`. */
export const futureDateField = (options: { today: string; maxDaysAhead: number; required: boolean }) => {
  const latest = new Date(`${options.today}T00:00:00Z`)
  latest.setUTCDate(latest.getUTCDate() + options.maxDaysAhead)
  const last = latest.toISOString().slice(0, 10)
  const date = formText({ error: REQUIRED_FIELD_MESSAGE })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a date.')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Please choose a date.')
    .refine((value) => value >= options.today, 'Please choose a date from today on.')
    .refine((value) => value <= last, `Please choose a date in the next ${options.maxDaysAhead} days.`)
  return options.required ? date : date.optional()
}
