import {
  amountLimitMessage,
  ONLINE_PAYMENT_REFERENCE_KINDS,
  ONLINE_PAYMENT_TEXTS,
  type OnlinePaymentReferenceKind,
  parseAmountCents,
  parseReference,
} from '@forecourt/domain/purchase/online-payment'
import { z } from 'zod'

export const REFERENCE_KIND_OPTIONS = Object.entries(ONLINE_PAYMENT_REFERENCE_KINDS).map(
  ([value, label]) => ({
    value: value as OnlinePaymentReferenceKind,
    label,
  }),
)

const kinds = Object.keys(ONLINE_PAYMENT_REFERENCE_KINDS) as [
  OnlinePaymentReferenceKind,
  ...OnlinePaymentReferenceKind[],
]

/**
 * The online payment form: what the payment is for, its reference and the amount (checked against the
 * dealer's limits here, and stored by the server: the payment page is opened for the stored amount).
 */
export function onlinePaymentSchema(limits: { minimum: number; maximum: number }, dealershipSlugs: string[]) {
  return z.object({
    referenceKind: z.enum(kinds, { error: 'Please choose what you are paying.' }),
    reference: z.string({ error: ONLINE_PAYMENT_TEXTS.referenceInvalid }).transform((text, context) => {
      const reference = parseReference(text)
      if (!reference) context.addIssue({ code: 'custom', message: ONLINE_PAYMENT_TEXTS.referenceInvalid })
      return reference ?? ''
    }),
    amount: z.string({ error: ONLINE_PAYMENT_TEXTS.amountInvalid }).transform((text, context) => {
      const cents = parseAmountCents(text)
      const problem = cents === null ? ONLINE_PAYMENT_TEXTS.amountInvalid : amountLimitMessage(cents, limits)
      if (problem) context.addIssue({ code: 'custom', message: problem })
      return cents ?? 0
    }),
    dealership:
      dealershipSlugs.length > 1
        ? z.enum(dealershipSlugs as [string, ...string[]], { error: 'Please choose the dealership.' })
        : z.string().optional(),
  })
}

export type OnlinePaymentFields = 'referenceKind' | 'reference' | 'amount' | 'dealership'
