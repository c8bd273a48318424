import { z } from 'zod'

/**
 * Text posted in a form or an API body. A control character has no place in a name, an address or a
 * message, and a NUL cannot be stored at all (PostgreSQL refuses it in text): such a post used to lose the
 * shopper's lead with a 503, or fail a sign-in after its code was spent. It is refused here instead, as a
 * field error beside the field, before anything is stored or spent.
 */

export const CONTROL_CHARACTER_MESSAGE = 'Please remove the control characters from this text.'

/**
 * The C0 controls but tab, line feed and carriage return (a comment's line breaks), DEL, and the C1
 * controls. Nothing a keyboard or a paste from an ordinary document puts in a field.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text)
}

/**
 * The string every form field and API text field starts from: any string without control characters.
 * `error` is the message when the value is missing or not a string.
 */
export const formText = (options: { error?: string } = {}) =>
  z
    .string(options.error ? { error: options.error } : undefined)
    .refine((text) => !hasControlCharacter(text), { message: CONTROL_CHARACTER_MESSAGE, abort: true })
