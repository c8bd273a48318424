import { HANDOVER_CHOICES, PAYMENT_CHOICES, TRADE_IN_CHOICES } from '@forecourt/domain/purchase/journey'
import { z } from 'zod'
import { choiceField, postcodeField } from '~/leads/lead-schema-fields'

/** The purchase journey's step forms, each posted with its intent (one schema per form). */
export const PURCHASE_INTENTS = {
  reserve: 'reserve',
  tradeIn: 'trade-in',
  payment: 'payment',
  delivery: 'delivery',
  confirm: 'confirm',
} as const

export const tradeInStepSchema = z.object({ tradeIn: choiceField(TRADE_IN_CHOICES, { required: true }) })

export const paymentStepSchema = z.object({ payment: choiceField(PAYMENT_CHOICES, { required: true }) })

/** Pickup needs nothing more; delivery needs the postcode the car goes to. */
export const deliveryStepSchema = z.discriminatedUnion(
  'handover',
  [
    z.object({
      handover: z.literal(HANDOVER_CHOICES[0]),
      postcode: z
        .unknown()
        .optional()
        .transform(() => undefined),
    }),
    z.object({ handover: z.literal(HANDOVER_CHOICES[1]), postcode: postcodeField() }),
  ],
  { error: 'Please choose one of the options.' },
)
