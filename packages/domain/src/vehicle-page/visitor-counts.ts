/**
 * Views of a car page and reveals of its phone number are counted once per visitor, car and day (the
 * issue: "/api/vehicle-views and /api/phone-reveals accept 300 posts a minute from one address: count a
 * visitor once per car per day"). The day is the calendar day in Sydney, where most of the platform's
 * dealers are and whose day their reports follow.
 */
export const COUNTING_TIME_ZONE = 'Australia/Sydney'

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: COUNTING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The day (YYYY-MM-DD) a view or a reveal at `now` counts in. */
export function countingDay(now: Date): string {
  return dayFormat.format(now)
}
