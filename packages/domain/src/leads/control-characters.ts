/**
 * Whether text holds a control character (./form-text.ts refuses such text in forms). Apart from the Zod
 * field, so that what reads text in every page's browser bundle (a lead's attribution) does not load Zod.
 */

/**
 * The C0 controls but tab, line feed and carriage return (a comment's line breaks), DEL, and the C1
 * controls. Nothing a keyboard or a paste from an ordinary document puts in a field.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text)
}
