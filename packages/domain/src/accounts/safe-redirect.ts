/**
 * Where a shopper is sent after signing in (spec, forms document sections 2 and 4: "/sign-in?type={type}
 * &redirect={path}&back={path}"; "Gated routes: a visitor with no user id is redirected to /sign-in with
 * type, redirect and back"). Both addresses arrive in the query string, so anyone can write a link that
 * fills them in: only a path on this very website may pass, or the sign-in page would be an open
 * redirect that sends a freshly signed-in shopper to a look-alike site.
 *
 * Allowed: a path starting with one '/' ('/cars/2021-ford-ranger-xlt?finance=1#finance-calculator').
 * Refused, giving the fallback instead:
 * - anything that is not a string, is empty or is longer than 2,000 characters;
 * - absolute and scheme addresses ('https://…', 'javascript:…', 'data:…');
 * - protocol-relative ones ('//evil.example', '/\evil.example': browsers read a backslash as a slash),
 *   and a backslash anywhere else;
 * - control, format (zero-width, bidi) and whitespace characters anywhere: browsers drop a tab or a
 *   newline inside an address, so '/\t/evil.example' would become '//evil.example';
 * - the same tricks percent-encoded, once or several times ('/%2F%2Fevil.example',
 *   '/%252F%252Fevil.example', '/%09/evil.example'), and malformed percent-encoding;
 * - anything the browser's own URL parser would resolve to another origin.
 *
 * What passes is returned as the URL parser serialises it, relative to the site: dot segments resolved
 * and anything unsafe for a `Location` header (non-ASCII letters) percent-encoded.
 */

export const MAX_REDIRECT_LENGTH = 2000

/** Controls, format characters (zero-width, bidi overrides), lone surrogates and every kind of space. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Z}\s]/u
const INVISIBLES = new RegExp(INVISIBLE.source, 'gu')
/** How many rounds of percent-decoding are inspected before a value is given up on as too nested. */
const MAX_DECODE_ROUNDS = 4
/** A made-up origin to resolve against: the result must still be on it. */
const BASE = 'https://site.invalid'

/** One leading slash and nothing a browser would read as the start of another host. */
const startsAsSitePath = (value: string) => value.startsWith('/') && value[1] !== '/' && value[1] !== '\\'

function isPlainPath(value: string): boolean {
  return (
    value.length <= MAX_REDIRECT_LENGTH &&
    startsAsSitePath(value) &&
    !value.includes('\\') &&
    !INVISIBLE.test(value)
  )
}

/**
 * Every percent-decoding of the value still starts as a site path once invisible characters are dropped
 * and backslashes read as slashes, the way a browser would read it if some server on the way decoded it.
 * A decoded space or backslash further on is harmless ('/search?q=ford%20ranger' passes). False when the
 * encoding is malformed or nested too deep.
 */
function decodesToSitePaths(value: string): boolean {
  let current = value
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let decoded: string
    try {
      decoded = decodeURIComponent(current)
    } catch {
      return false
    }
    if (decoded === current) return true
    if (!startsAsSitePath(decoded.replace(INVISIBLES, '').replaceAll('\\', '/'))) return false
    current = decoded
  }
  return false
}

/**
 * Paths already checked and their answers (null: refused). A results page asks about the same `back` and
 * the same cars' pages on every render; at most CHECKED_KEPT are kept, then the memory starts again.
 */
const checked = new Map<string, string | null>()
const CHECKED_KEPT = 2_000

export function safeRedirectPath(value: unknown, fallback = '/'): string {
  // Longer values are refused anyway, and never kept: the memory holds at most 2,000 x 2,000 characters.
  if (typeof value !== 'string' || value.length > MAX_REDIRECT_LENGTH) return fallback
  let path = checked.get(value)
  if (path === undefined) {
    path = sitePathOf(value)
    if (checked.size >= CHECKED_KEPT) checked.clear()
    checked.set(value, path)
  }
  return path ?? fallback
}

/** The path as the browser would follow it, or null when it could lead off the site. */
function sitePathOf(value: string): string | null {
  if (!isPlainPath(value) || !decodesToSitePaths(value)) return null
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  return isPlainPath(path) ? path : null
}
