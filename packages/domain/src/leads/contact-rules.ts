import { normalisePhone } from '../phones/normalise.ts'

/**
 * Contact details on lead forms (spec, forms document section 5, "Verification and postcode" and "Trade-in
 * form": "field types are string, postcode, phone, email"). The spec fixes three texts: 'This is a
 * required field.', 'Code must be 6 digits.' and 'Invalid postcode. Please enter a 4-digit number.' It
 * gives none for a bad phone number or email address; the two below are Forecourt's own wording.
 *
 * Every check trims the value first; a blank value counts as missing.
 */

export const REQUIRED_FIELD_MESSAGE = 'This is a required field.'
export const CODE_DIGITS_MESSAGE = 'Code must be 6 digits.'
export const INVALID_POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.'
/** Forecourt's wording: the spec has no message for a bad phone number. */
export const INVALID_PHONE_MESSAGE = 'Please enter a valid Australian phone number.'
/** Forecourt's wording, for fields that must be a mobile (the SMS code, the trade-in 'Mobile'). */
export const INVALID_MOBILE_MESSAGE = 'Please enter a valid Australian mobile number.'
/** Forecourt's wording: the spec has no message for a bad email address. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.'

export const VERIFICATION_CODE_LENGTH = 6
export const POSTCODE_LENGTH = 4
const CODE = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`)
const POSTCODE = new RegExp(`^\\d{${POSTCODE_LENGTH}}$`)
/** RFC 5321's limit on a whole address (a forward path of 256 less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254

type Input = string | null | undefined

const clean = (value: Input): string => value?.trim() ?? ''

/** Mobiles: 04 and 8 more digits. */
const MOBILE = /^04\d{8}$/
/** Landlines: the four geographic area codes 02, 03, 07 and 08, and 8 more digits. */
const LANDLINE = /^0[2378]\d{8}$/
/** 1300 and 1800 numbers (10 digits) and 13 numbers (6 digits). */
const LOCAL_RATE_OR_FREECALL = /^(?:1[38]00\d{6}|13\d{4})$/

/**
 * The number as a lead stores it: normalised ("a leading 61 becomes 0", spaces, dashes, dots and
 * parentheses dropped, `phone-normalise.ts`), or null when it is not an Australian number a dealer can
 * call back.
 *
 * Accepted: mobiles (04xxxxxxxx), geographic landlines (0[2378]xxxxxxxx), and 1300, 1800 and 13 numbers.
 * The last three are accepted because a lead's number only has to be callable from Australia, and a
 * business buyer (a fleet or trade enquiry) may well give its 1300 number; rejecting it would lose the
 * lead. Where the number must take an SMS (the verification code) or the form asks for a 'Mobile' (the
 * trade-in form), pass `mobileOnly` and only 04 numbers pass. International numbers other than +61 are
 * rejected: the dealers sell in Australia.
 */
export function leadPhone(phone: Input, options: { mobileOnly?: boolean } = {}): string | null {
  if (!clean(phone)) return null
  const normalised = normalisePhone(clean(phone))
  if (MOBILE.test(normalised)) return normalised
  if (options.mobileOnly) return null
  return LANDLINE.test(normalised) || LOCAL_RATE_OR_FREECALL.test(normalised) ? normalised : null
}

export function isAustralianPhone(phone: Input): boolean {
  return leadPhone(phone) !== null
}

export function isAustralianMobile(phone: Input): boolean {
  return leadPhone(phone, { mobileOnly: true }) !== null
}

/**
 * The browser's own rule for `<input type="email">` (the HTML standard's "valid email address"), so the
 * server rejects nothing the browser let through and vice versa, tightened in two practical ways: the
 * domain needs a dot (a shopper's address is never `name@localhost`) and the whole address is at most 254
 * characters. It is not RFC 5322 complete: quoted local parts, comments and IP-literal domains are
 * refused, and an internationalised domain passes only in its punycode (xn--) form.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

export function isValidEmail(email: Input): boolean {
  const trimmed = clean(email)
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL.test(trimmed)
}

/** The first problem with a phone field, or null. Required unless told otherwise. */
export function phoneError(
  phone: Input,
  options: { required?: boolean; mobileOnly?: boolean } = {},
): string | null {
  if (!clean(phone)) return (options.required ?? true) ? REQUIRED_FIELD_MESSAGE : null
  if (leadPhone(phone, options) !== null) return null
  return options.mobileOnly ? INVALID_MOBILE_MESSAGE : INVALID_PHONE_MESSAGE
}

/** The first problem with an email field, or null. Required unless told otherwise. */
export function emailError(email: Input, options: { required?: boolean } = {}): string | null {
  if (!clean(email)) return (options.required ?? true) ? REQUIRED_FIELD_MESSAGE : null
  return isValidEmail(email) ? null : INVALID_EMAIL_MESSAGE
}

/**
 * "Postcode is required only if a setting is on, and must be 4 digits ('Invalid postcode. Please enter a
 * 4-digit number.')". A missing required postcode gets the spec's general 'This is a required field.'.
 * Exactly four ASCII digits after trimming: '2000' passes, '200', '20000', '2 000' and 'NSW 2000' do not.
 */
export function postcodeError(postcode: Input, options: { required: boolean }): string | null {
  const value = clean(postcode)
  if (!value) return options.required ? REQUIRED_FIELD_MESSAGE : null
  return POSTCODE.test(value) ? null : INVALID_POSTCODE_MESSAGE
}

/**
 * "Code is required ('This is a required field.') and must be exactly 6 digits ('Code must be 6
 * digits.')." Exactly six ASCII digits after trimming; a code pasted with a space inside ('123 456') is
 * refused rather than guessed at.
 */
export function verificationCodeError(code: Input): string | null {
  const value = clean(code)
  if (!value) return REQUIRED_FIELD_MESSAGE
  return CODE.test(value) ? null : CODE_DIGITS_MESSAGE
}
