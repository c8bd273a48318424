/** Text formats the schema checks. Kept in one place so rules and their tests agree. */

/** `#rrggbb`, the only colour format the site turns into CSS custom properties. */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/

/** 24-hour `HH:MM`, 00:00 to 23:59. */
export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/

/** Australian postcodes are exactly four digits (0200 to 9999, leading zero in NT and ACT). */
export const POSTCODE = /^\d{4}$/

/** A bare hostname: lowercase labels separated by dots, no scheme, port or path. */
export const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

/** Digits, spaces, `+` and parentheses only. */
export const PHONE_CHARACTERS = /^[\d\s()+]+$/

/** Slugs in URLs: lowercase letters, digits and single hyphens. */
export const URL_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A path on the website: one leading slash (never `//host`), no whitespace. */
export const SITE_PATH = /^\/(?!\/)\S*$/

/** An absolute https address with a dotted host, e.g. https://bookings.example.com.au/dealer. */
export const HTTPS_URL = /^https:\/\/[^\s/]+\.[^\s]+$/
