/**
 * The listing date facet (`created_at_timestamp`, spec stock document section 3) as "listed in the last N
 * days". The spec names the attribute but no choices; the panel offers a day, a week and a month. The URL
 * holds the number of days (`created_at_timestamp=7`), never a moment, so a shared or bookmarked search
 * keeps meaning the same window, evaluated from the time the search is made.
 */

export const LISTED_WITHIN_CHOICES = [1, 7, 30] as const
/** Any whole number of days up to a year reads from a URL; the panel offers only the choices. */
export const MAX_LISTED_WITHIN_DAYS = 365

const SECONDS_PER_DAY = 86_400

/** The days a URL value names, or null for one that names none (it matches no car). */
export function listedWithinDays(text: string): number | null {
  if (!/^\d{1,3}$/.test(text)) return null
  const days = Number(text)
  return days >= 1 && days <= MAX_LISTED_WITHIN_DAYS ? days : null
}

/**
 * The earliest listing time (Unix seconds, as `created_at_timestamp`) of a car listed in the last `days`
 * days at `nowMs`. The moment is taken to the start of its minute, so the server's page and the browser's
 * searches in the same minute ask the same question (and the same cached answer serves them).
 */
export function listedSince(days: number, nowMs: number): number {
  const nowSeconds = Math.floor(nowMs / 60_000) * 60
  return nowSeconds - days * SECONDS_PER_DAY
}

/** 'Last 24 hours', 'Last 7 days'. */
export function listedWithinLabel(days: number): string {
  return days === 1 ? 'Last 24 hours' : `Last ${days} days`
}
