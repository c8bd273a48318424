import { CREDIT_SCORES, QUOTE_PRICE_RANGE, QUOTE_TERM_RANGE } from '@forecourt/domain/finance/quote'
import { formText } from '@forecourt/domain/leads/form-text'
import { z } from 'zod'

/**
 * The bodies of the finance API (spec, forms document section 7), as the browser's quote box and other
 * clients send them. Each message names the field and what it must be.
 */

const optionalText = (max: number) =>
  formText()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null)

export const quoteRequestSchema = z.object({
  selfAssessedCreditScore: z.enum(CREDIT_SCORES, {
    error: 'selfAssessedCreditScore must be GREAT, DECENT or POOR.',
  }),
  purchasePrice: z
    .number({ error: 'purchasePrice must be a number of dollars.' })
    .min(QUOTE_PRICE_RANGE.min, 'purchasePrice must be at least 10000.')
    .max(QUOTE_PRICE_RANGE.max, 'purchasePrice must be at most 200000.'),
  loanTerm: z
    .number({ error: 'loanTerm must be a whole number of years.' })
    .int('loanTerm must be a whole number of years.')
    .min(QUOTE_TERM_RANGE.min, 'loanTerm must be 1 to 7 years.')
    .max(QUOTE_TERM_RANGE.max, 'loanTerm must be 1 to 7 years.'),
  year: z
    .number()
    .int()
    .min(1900)
    .max(2100)
    .nullish()
    .transform((value) => value ?? null),
  vin: optionalText(17),
  nvic: optionalText(10),
  whoIsHelping: optionalText(80),
  /** Not in the spec's body: the car whose lender rate the embedded provider starts from. */
  car_id: optionalText(64),
})

export const createCustomerRequestSchema = z.object({
  data: z.object({
    phoneNumber: formText({ error: 'data.phoneNumber is required.' })
      .trim()
      .min(1, 'data.phoneNumber is required.'),
  }),
  additionalData: z.object({
    lead_id: formText({
      error: 'additionalData.lead_id is required: the finance enquiry this customer is for.',
    }),
  }),
})
