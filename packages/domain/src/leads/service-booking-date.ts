import { REQUIRED_FIELD_MESSAGE } from './contact-rules.ts'

/**
 * The Preferred Service Date of the service booking form (spec, forms document section 3, "Service
 * booking fields: … Preferred Service Date …"). The spec gives no rule or text; Forecourt's: the date is
 * required (the service team books the workshop by it), from tomorrow (a same-day booking is a phone
 * call) and within 90 days (workshops do not plan further ahead). It is stored as YYYY-MM-DD, which is
 * what `<input type="date">` posts with or without JavaScript; a browser without a date picker shows a
 * text box, where an Australian types DD/MM/YYYY, so that is accepted too. "Today" is the dealer's
 * calendar day, worked out by the caller in the dealer's time zone.
 */

export const SERVICE_DATE_MAX_DAYS_AHEAD = 90
export const INVALID_SERVICE_DATE_MESSAGE = 'Please enter a date as DD/MM/YYYY.'
export const SERVICE_DATE_TOO_EARLY_MESSAGE = 'Please choose a date from tomorrow on.'
export const SERVICE_DATE_TOO_LATE_MESSAGE = `Please choose a date within the next ${SERVICE_DATE_MAX_DAYS_AHEAD} days.`

export interface ServiceDateWindow {
  /** The first day that may be chosen, YYYY-MM-DD: tomorrow. */
  earliest: string
  /** The last day that may be chosen, YYYY-MM-DD: 90 days from today. */
  latest: string
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const AUSTRALIAN_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/

/** A real calendar day as YYYY-MM-DD ('2025-02-30' is not one), or null. */
function calendarDay(value: string): Date | null {
  const match = ISO_DATE.exec(value)
  if (!match) return null
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === value ? date : null
}

function addDays(day: string, days: number): string {
  const date = calendarDay(day)
  if (!date) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** The day as stored, YYYY-MM-DD, from YYYY-MM-DD or DD/MM/YYYY; null when it is not a calendar day. */
export function parseServiceDate(value: string | null | undefined): string | null {
  const text = value?.trim() ?? ''
  const australian = AUSTRALIAN_DATE.exec(text)
  const iso = australian
    ? `${australian[3]}-${australian[2]?.padStart(2, '0')}-${australian[1]?.padStart(2, '0')}`
    : text
  return calendarDay(iso) ? iso : null
}

/** The days a booking made on `today` (YYYY-MM-DD, the dealer's day) may ask for. */
export function serviceDateWindow(today: string): ServiceDateWindow {
  return { earliest: addDays(today, 1), latest: addDays(today, SERVICE_DATE_MAX_DAYS_AHEAD) }
}

/** The first problem with a Preferred Service Date, or null. Required. */
export function serviceDateError(value: string | null | undefined, window: ServiceDateWindow): string | null {
  if (!value?.trim()) return REQUIRED_FIELD_MESSAGE
  const day = parseServiceDate(value)
  if (!day) return INVALID_SERVICE_DATE_MESSAGE
  if (day < window.earliest) return SERVICE_DATE_TOO_EARLY_MESSAGE
  if (day > window.latest) return SERVICE_DATE_TOO_LATE_MESSAGE
  return null
}
