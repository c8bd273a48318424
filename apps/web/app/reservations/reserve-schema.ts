import { RESERVE_TEXTS } from '@forecourt/domain/purchase/reservation-texts'
import { z } from 'zod'
import { emailField, phoneField, requiredText, tickedBox } from '~/leads/lead-schema-fields'

/**
 * The reserve form: who is reserving, and their agreement to the refund terms. The deposit, its currency
 * and the car come from the server, never from this form.
 */
export const reserveSchema = z.object({
  firstName: requiredText(60),
  lastName: requiredText(60),
  email: emailField(),
  phone: phoneField({ mobileOnly: true }),
  acceptTerms: tickedBox(RESERVE_TEXTS.termsRequired),
})

export type ReserveForm = z.output<typeof reserveSchema>
