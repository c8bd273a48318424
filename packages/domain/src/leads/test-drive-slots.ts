import { formatTime, localTime, type OpeningHour, type SpecialHour } from '../locations/hours.ts'

/**
 * Test-drive appointment slots (forms document section 2: "Test drive: Booked through the enquiry flow or
 * from /book-test-drive … A fetch of test-drive appointments exists (path not shown)"). The spec shows no
 * more, so Forecourt's embedded slots are worked out from the location's opening hours (section 3:
 * "weekday (0 is Sunday to 6 is Saturday), status (Open or Closed), open, close"; special hours for
 * single dates win over them) in the location's own time zone:
 *
 * - the next 14 days, starting today;
 * - one slot an hour: 30-minute drives starting on the hour, from the first whole hour the location is
 *   open until an hour before it closes (open 08:30 to 17:30: 9:00am, 10:00am, … 4:00pm);
 * - no slot in the past, nor within the next 2 hours (the dealer needs time to get the car ready).
 *
 * Pure: the clock and the hours come in; the slots come out, in time order.
 */

export const TEST_DRIVE_SLOT_DAYS = 14
export const TEST_DRIVE_DURATION_MINUTES = 30
/** One drive starts each hour. */
export const TEST_DRIVE_SLOT_INTERVAL_MINUTES = 60
/** The last drive starts this long before closing. */
export const TEST_DRIVE_LAST_START_BEFORE_CLOSE_MINUTES = 60
/** No drive starts sooner than this after the booking. */
export const TEST_DRIVE_MIN_NOTICE_MINUTES = 120
/** A location without a (valid) time zone keeps Sydney time, as the content schema's default does. */
export const DEFAULT_TEST_DRIVE_TIME_ZONE = 'Australia/Sydney'
/** What the form says when a posted time is not one the location offers. */
export const SLOT_NOT_OFFERED_MESSAGE = 'Please choose one of the available times.'

/** The opening hours of the location a drive starts from, as content holds them. */
export interface SlotLocationHours {
  timeZone?: string | null
  openingHours?: readonly Partial<OpeningHour>[] | null
  specialHours?: readonly Partial<SpecialHour>[] | null
}

/** One bookable start: the location's wall-clock date and time, and the instant it stands for. */
export interface TestDriveSlot {
  /** YYYY-MM-DD at the location. */
  date: string
  /** HH:MM (24-hour) at the location. */
  time: string
  /** The same moment as an ISO 8601 instant (UTC). */
  startsAt: string
}

export interface SlotOptions {
  /** Now: the first day is its date at the location, and nothing starts before it plus the notice. */
  from: Date
  days?: number
  minNoticeMinutes?: number
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/
const YYYY_MM_DD = /^\d{4}-\d{2}-\d{2}$/

const minutesOf = (time: string): number | null => {
  const match = HH_MM.exec(time.trim())
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The time zone to work in: the location's if the runtime knows it, else Sydney. */
export function slotTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return DEFAULT_TEST_DRIVE_TIME_ZONE
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone })
    return timeZone
  } catch {
    return DEFAULT_TEST_DRIVE_TIME_ZONE
  }
}

/** `date` plus `days` calendar days (YYYY-MM-DD in, YYYY-MM-DD out). */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay()

/**
 * The hours a location keeps on `date`, in minutes from midnight: a special day's when it has one
 * ("special hours for single dates override them"), else its weekday's; null when it is closed or its
 * hours are missing or malformed.
 */
export function hoursOn(location: SlotLocationHours, date: string): { open: number; close: number } | null {
  const special = location.specialHours?.find((entry) => entry.date === date)
  const entry = special
    ? { status: special.status, open: special.startHour, close: special.endHour }
    : location.openingHours?.find((hours) => hours.weekday === weekdayOf(date))
  if (entry?.status !== 'Open' || !entry.open || !entry.close) return null
  const open = minutesOf(entry.open)
  const close = minutesOf(entry.close)
  if (open === null || close === null || close <= open) return null
  return { open, close }
}

/** The drive start times (minutes from midnight) for a day with these hours. */
export function startTimesWithin(hours: { open: number; close: number }): number[] {
  const first = Math.ceil(hours.open / TEST_DRIVE_SLOT_INTERVAL_MINUTES) * TEST_DRIVE_SLOT_INTERVAL_MINUTES
  const last = hours.close - TEST_DRIVE_LAST_START_BEFORE_CLOSE_MINUTES
  const starts: number[] = []
  for (let start = first; start <= last; start += TEST_DRIVE_SLOT_INTERVAL_MINUTES) starts.push(start)
  return starts
}

/**
 * The instant a wall-clock time at a place stands for, or null when the clock skips it (the hour lost
 * when daylight saving starts). In the hour repeated when it ends, the earlier instant.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date | null {
  const minutes = minutesOf(time)
  if (!YYYY_MM_DD.test(date) || minutes === null) return null
  const wall = Date.parse(`${date}T${time}:00Z`)
  if (Number.isNaN(wall)) return null
  const offsetAt = (instant: number) => {
    const local = localTime(new Date(instant), timeZone)
    const localWall = Date.parse(`${local.date}T${clockOf(local.minutes)}:00Z`)
    return localWall - Math.floor(instant / 60_000) * 60_000
  }
  // Two rounds: the offset a day earlier settles the right side of any change that day.
  const early = wall - offsetAt(wall - 86_400_000)
  const candidates = [early, wall - offsetAt(early)].sort((a, b) => a - b)
  for (const candidate of candidates) {
    const local = localTime(new Date(candidate), timeZone)
    if (local.date === date && local.minutes === minutes) return new Date(candidate)
  }
  return null
}

/** The slots a location offers from `from` on (spec rules above), in time order. */
export function testDriveSlots(location: SlotLocationHours, options: SlotOptions): TestDriveSlot[] {
  const days = options.days ?? TEST_DRIVE_SLOT_DAYS
  const notice = (options.minNoticeMinutes ?? TEST_DRIVE_MIN_NOTICE_MINUTES) * 60_000
  const timeZone = slotTimeZone(location.timeZone)
  const earliest = options.from.getTime() + notice
  const today = localTime(options.from, timeZone).date
  const slots: TestDriveSlot[] = []
  for (let day = 0; day < days; day++) {
    const date = addDays(today, day)
    const hours = hoursOn(location, date)
    if (!hours) continue
    for (const start of startTimesWithin(hours)) {
      const time = clockOf(start)
      const instant = zonedInstant(date, time, timeZone)
      if (!instant || instant.getTime() < earliest) continue
      slots.push({ date, time, startsAt: instant.toISOString() })
    }
  }
  return slots
}

/** How a slot travels in a form: `YYYY-MM-DDTHH:MM`, the location's wall clock. */
export const slotValue = (slot: Pick<TestDriveSlot, 'date' | 'time'>) => `${slot.date}T${slot.time}`

/** A posted slot value split into its date and time, or null when it is not shaped like one. */
export function parseSlotValue(value: string): { date: string; time: string } | null {
  const [date = '', time = '', ...rest] = value.trim().split('T')
  if (rest.length || !YYYY_MM_DD.test(date) || minutesOf(time) === null) return null
  if (addDays(date, 0) !== date) return null
  return { date, time }
}

/** The offered slot a posted value names, or null: a tampered or stale value is not booked. */
export function offeredSlot(slots: readonly TestDriveSlot[], value: string | null | undefined) {
  const parsed = value ? parseSlotValue(value) : null
  if (!parsed) return null
  return slots.find((slot) => slot.date === parsed.date && slot.time === parsed.time) ?? null
}

const dayFormat = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
})

/** 'Tuesday 24 November' for 2026-11-24 (the date is already the location's). */
export function slotDayLabel(date: string): string {
  const parts = Object.fromEntries(
    dayFormat.formatToParts(new Date(`${date}T00:00:00Z`)).map((part) => [part.type, part.value]),
  )
  return `${parts.weekday} ${parts.day} ${parts.month}`
}

/** '9:00am' for 09:00. */
export const slotTimeLabel = (time: string) => formatTime(time)

export interface SlotDay {
  date: string
  label: string
  slots: { value: string; label: string }[]
}

/** The slots grouped by day, in order, as the date and time select lists them. */
export function slotsByDay(slots: readonly TestDriveSlot[]): SlotDay[] {
  const days: SlotDay[] = []
  for (const slot of [...slots].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    let day = days.at(-1)
    if (day?.date !== slot.date) {
      day = { date: slot.date, label: slotDayLabel(slot.date), slots: [] }
      days.push(day)
    }
    day.slots.push({ value: slotValue(slot), label: slotTimeLabel(slot.time) })
  }
  return days
}

/**
 * The locations a shopper may book a test drive at: the sales locations (spec section 3: location_type
 * "sales, service, parts, or empty"), or those with no type when none is marked sales; service and parts
 * counters do not hand out cars.
 */
export function testDriveLocations<Location extends { locationType?: string | null }>(
  locations: readonly Location[],
): Location[] {
  const sales = locations.filter((location) => location.locationType === 'sales')
  if (sales.length > 0) return sales
  return locations.filter((location) => !location.locationType)
}
