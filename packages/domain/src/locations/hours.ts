/**
 * Opening hours of a location (forms document sections 2, 3 and 4): entries per weekday (0 is Sunday to 6
 * is Saturday) with status Open or Closed and HH:MM times; special hours for single dates override them.
 * The Opening Hours panel groups Monday to Friday into one row when all five share their hours.
 */

export interface OpeningHour {
  weekday: number
  status: 'Open' | 'Closed' | string
  open?: string | null
  close?: string | null
}

export interface SpecialHour {
  /** YYYY-MM-DD in the location's time zone. */
  date: string
  label?: string | null
  status: 'Open' | 'Closed' | string
  startHour?: string | null
  endHour?: string | null
}

export interface HoursRow {
  days: string
  hours: string
}

const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
const shortDayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
/** Displayed Monday first, as Australian businesses list them. */
const displayOrder = [1, 2, 3, 4, 5, 6, 0] as const
export const CLOSED = 'Closed'

/** '08:30' -> '8:30am', '17:00' -> '5:00pm', '12:00' -> '12:00pm'. */
export function formatTime(time: string): string {
  const [hourText = '0', minute = '00'] = time.split(':')
  const hour = Number(hourText)
  const suffix = hour >= 12 ? 'pm' : 'am'
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute}${suffix}`
}

function hoursText(
  entry: { status: string; open?: string | null; close?: string | null } | undefined,
): string {
  if (!entry || entry.status !== 'Open' || !entry.open || !entry.close) return CLOSED
  return `${formatTime(entry.open)} - ${formatTime(entry.close)}`
}

/** Rows for the Opening Hours panel: 'Mon - Fri' when the five weekdays share hours, else one row a day. */
export function openingHoursRows(hours: readonly OpeningHour[]): HoursRow[] {
  const text = (weekday: number) => hoursText(hours.find((entry) => entry.weekday === weekday))
  const weekdays = [1, 2, 3, 4, 5].map(text)
  const rows: HoursRow[] = []
  if (weekdays.every((value) => value === weekdays[0])) {
    rows.push({ days: 'Mon - Fri', hours: weekdays[0] as string })
    for (const weekday of [6, 0]) rows.push({ days: dayNames[weekday] as string, hours: text(weekday) })
  } else {
    for (const weekday of displayOrder) rows.push({ days: dayNames[weekday] as string, hours: text(weekday) })
  }
  return rows
}

/** How far ahead the 'View Holiday Hours' dialog looks. */
export const HOLIDAY_HOURS_HORIZON_DAYS = 365

/** The special days from `today` on (a year ahead), in date order, as the 'View Holiday Hours' dialog lists them. */
export function upcomingSpecialHours(
  special: readonly SpecialHour[],
  today: string,
): { date: string; label: string | null; hours: string }[] {
  const horizon = new Date(Date.parse(`${today}T00:00:00Z`) + HOLIDAY_HOURS_HORIZON_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10)
  return special
    .filter((entry) => entry.date >= today && entry.date < horizon)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((entry) => ({
      date: entry.date,
      label: entry.label ?? null,
      hours: hoursText({ status: entry.status, open: entry.startHour, close: entry.endHour }),
    }))
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>()

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    wallClockFormats.set(timeZone, format)
  }
  return format
}

export interface LocalTime {
  readonly date: string
  readonly weekday: number
  readonly minutes: number
}

/**
 * Each zone's last answer and the minute it is for. Every zone's offset is whole minutes, so an answer holds
 * for the whole UTC minute; a page showing several locations, and the pages after it, format once a minute.
 */
const lastLocalTimes = new Map<string, { minute: number; local: LocalTime }>()

/** The wall-clock date, weekday and minutes of an instant in a time zone. */
export function localTime(instant: Date, timeZone: string): LocalTime {
  const minute = Math.floor(instant.getTime() / 60_000)
  const last = lastLocalTimes.get(timeZone)
  if (last?.minute === minute) return last.local
  const parts = Object.fromEntries(
    wallClockFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  )
  const local: LocalTime = {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: shortDayNames.indexOf(parts.weekday as (typeof shortDayNames)[number]),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  }
  lastLocalTimes.set(timeZone, { minute, local })
  return local
}

const minutesOf = (time: string) => {
  const [hour = '0', minute = '0'] = time.split(':')
  return Number(hour) * 60 + Number(minute)
}

export type OpenStatus =
  | { open: true; label: 'Open now'; until: string }
  | { open: false; label: 'Closed now' }

/** 'Open now' or 'Closed now' at `instant`, in the location's own time zone; special hours win for their date. */
export function openStatus(
  hours: readonly OpeningHour[],
  special: readonly SpecialHour[],
  instant: Date,
  timeZone: string,
): OpenStatus {
  const local = localTime(instant, timeZone)
  const todaySpecial = special.find((entry) => entry.date === local.date)
  const today = todaySpecial
    ? { status: todaySpecial.status, open: todaySpecial.startHour, close: todaySpecial.endHour }
    : hours.find((entry) => entry.weekday === local.weekday)
  if (today?.status === 'Open' && today.open && today.close) {
    if (local.minutes >= minutesOf(today.open) && local.minutes < minutesOf(today.close)) {
      return { open: true, label: 'Open now', until: formatTime(today.close) }
    }
  }
  return { open: false, label: 'Closed now' }
}
