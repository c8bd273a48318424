import { verificationCodeError } from '@forecourt/domain/leads/contact-rules'
import { formText } from '@forecourt/domain/leads/form-text'
import { z } from 'zod'
import { emailField, phoneField, requiredText } from '~/leads/lead-schema-fields'

/**
 * The sign-in forms, shared by the browser and the server: first the shopper's details (the code is sent
 * to the mobile), then the same details with the 6-digit code. Without JavaScript these are two plain
 * forms; the second carries the details as hidden fields, and the code is bound to the mobile anyway.
 */
export const signInDetailsSchema = z.object({
  firstName: requiredText(60),
  lastName: requiredText(60),
  email: emailField(),
  mobile: phoneField({ mobileOnly: true }),
})

export const signInCodeSchema = signInDetailsSchema.extend({
  code: formText({ error: 'This is a required field.' })
    .trim()
    .superRefine((value, context) => {
      const message = verificationCodeError(value)
      if (message) context.addIssue({ code: 'custom', message })
    }),
})

export type SignInDetails = z.output<typeof signInDetailsSchema>

/** What the sign-in form's submit button says it does. */
export const SIGN_IN_INTENTS = { sendCode: 'send-code', verify: 'verify' } as const
