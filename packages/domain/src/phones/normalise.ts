/**
 * Phone normalisation (spec, forms document section 5): "Phone is normalised: a leading 61 becomes 0."
 * Spaces, dashes, dots and parentheses are dropped first, and '+61' counts as a leading 61, so
 * '+61 412 345 678' and '61412345678' both become '0412345678'. Only a full international number (61
 * and 9 more digits) is rewritten: a local number that happens to start with 61 ('6123 4567') is not.
 */

export function normalisePhone(phone: string): string {
  const compact = phone.trim().replace(/[\s\-.()]/g, '')
  const digits = compact.startsWith('+') ? compact.slice(1) : compact
  return /^61\d{9}$/.test(digits) ? `0${digits.slice(2)}` : compact
}

/** A `tel:` link for a displayed number. */
export function telHref(phone: string): string {
  return `tel:${normalisePhone(phone)}`
}
