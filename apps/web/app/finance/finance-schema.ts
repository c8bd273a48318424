import {
  CREDIT_SCORES,
  clampQuotePrice,
  DEFAULT_CREDIT_SCORE,
  parseQuotePrice,
  QUOTE_TERM_RANGE,
} from '@forecourt/domain/finance/quote'
import {
  postcodeError,
  REQUIRED_FIELD_MESSAGE,
  verificationCodeError,
} from '@forecourt/domain/leads/contact-rules'
import { formText } from '@forecourt/domain/leads/form-text'
import { z } from 'zod'
import { emailField, optionalText, phoneField, postcodeField, requiredText } from '~/leads/lead-schema-fields'

/**
 * The finance form's two steps (spec, forms document sections 3 and 5), shared by the browser and the
 * server: the quick estimate (amount, term, selfAssessedCreditScore, whoIsHelping), then the details from
 * the name field on (name, last_name, email, phone, postcode, subscribe) with the 6-digit code.
 */

export const FINANCE_INTENTS = { estimate: 'estimate', sendCode: 'send-code', submit: 'submit' } as const

export const financeEstimateSchema = z.object({
  // "Price accepts digits only and is clamped to 10,000..200,000 on blur" (the server clamps as well).
  amount: formText({ error: REQUIRED_FIELD_MESSAGE })
    .transform((value) => parseQuotePrice(value))
    .refine((value) => value !== null, 'Please enter the price of the car.')
    .transform((value) => clampQuotePrice(value)),
  term: z.coerce
    .number({ error: 'Please choose a loan term.' })
    .int('Please choose a loan term.')
    .min(QUOTE_TERM_RANGE.min, 'Please choose a loan term.')
    .max(QUOTE_TERM_RANGE.max, 'Please choose a loan term.'),
  selfAssessedCreditScore: z
    .enum(CREDIT_SCORES, { error: 'Please choose one of the options.' })
    .default(DEFAULT_CREDIT_SCORE),
  whoIsHelping: optionalText(80),
})

export interface FinanceDetailsSetup {
  postcodeRequired: boolean
  /** False when the phone is already verified (a signed-in shopper's own, or this journey's after a retry). */
  codeRequired: boolean
}

const codeField = formText({ error: REQUIRED_FIELD_MESSAGE })
  .trim()
  .superRefine((value, context) => {
    const message = verificationCodeError(value)
    if (message) context.addIssue({ code: 'custom', message })
  })

/** The details; with the submit intent the code as well ("Code is required … must be exactly 6 digits"). */
export function financeDetailsSchema(setup: FinanceDetailsSetup, intent: 'send-code' | 'submit') {
  // "Postcode is required only if a setting is on, and must be 4 digits".
  const postcode = setup.postcodeRequired
    ? postcodeField()
    : formText()
        .trim()
        .optional()
        .superRefine((value, context) => {
          const message = value ? postcodeError(value, { required: false }) : null
          if (message) context.addIssue({ code: 'custom', message })
        })
  return z.object({
    name: requiredText(60),
    last_name: requiredText(60),
    email: emailField(),
    phone: phoneField({ mobileOnly: true }),
    postcode,
    // A hidden 'false' comes before the checkbox, so an unticked box still posts; the last value wins.
    subscribe: z
      .union([formText(), z.array(formText())])
      .optional()
      .transform((value) => {
        const last = Array.isArray(value) ? value.at(-1) : value
        return last !== undefined && !['false', 'off', '0', 'no'].includes(last.toLowerCase())
      }),
    code: intent === 'submit' && setup.codeRequired ? codeField : formText().optional(),
  })
}

export type FinanceEstimate = z.output<typeof financeEstimateSchema>
export type FinanceDetails = z.output<ReturnType<typeof financeDetailsSchema>>
