import { z } from 'zod'
import { hasControlCharacter } from './control-characters.ts'

/**
 * Text posted in a form or an API body. A control character has no place in a name, an address or a
 * message, and a NUL cannot be stored at all (PostgreSQL refuses it in text): such a post used to lose the
 * shopper's lead with a 503, or fail a sign-in after its code was spent. It is refused here instead, as a
 * field error beside the field, before anything is stored or spent.
 */

export const CONTROL_CHARACTER_MESSAGE = 'Please remove the control characters from this text.'

/**
 * The string every form field and API text field starts from: any string without control characters.
 * `error` is the message when the value is missing or not a string.
 */
export const formText = (options: { error?: string } = {}) =>
  z
    .string(options.error ? { error: options.error } : undefined)
    .refine((text) => !hasControlCharacter(text), { message: CONTROL_CHARACTER_MESSAGE, abort: true })
