import {
  type SlotLocationHours,
  TEST_DRIVE_SLOT_DAYS,
  type TestDriveSlot,
  testDriveSlots,
} from '@forecourt/domain/leads/test-drive-slots'
import { z } from 'zod'

/**
 * Test-drive appointment slots ("A fetch of test-drive appointments exists (path not shown)", forms
 * document section 2). The page offers, and the action accepts, only the slots this service gives for
 * the location. In production an HTTP appointment service answers (TEST_DRIVE_SLOTS_URL); embedded, and
 * whenever that service fails, the slots are worked out from the location's opening hours, so the form
 * always works.
 */

export type Slot = TestDriveSlot

export interface SlotQuery {
  /** The dealer's content id (`dealer-…`). */
  dealerId: string
  /** The location's content id (`location-…`), where the drive starts. */
  locationId: string
  /** Now: nothing earlier (nor within the notice the embedded slots keep) is offered. */
  from: Date
  days: number
}

export interface AppointmentSlots {
  slotsFor(input: SlotQuery): Promise<Slot[]>
}

/** A location's hours, looked up by the embedded slots; null when the dealer has no such location. */
export type LocationHoursLookup = (query: {
  dealerId: string
  locationId: string
}) => Promise<SlotLocationHours | null>

/** Slots from the location's opening hours and special hours, in its time zone (`test-drive-slots.ts`). */
export function createEmbeddedAppointmentSlots(hoursOf: LocationHoursLookup): AppointmentSlots {
  return {
    async slotsFor({ dealerId, locationId, from, days }) {
      const hours = await hoursOf({ dealerId, locationId })
      return hours ? testDriveSlots(hours, { from, days }) : []
    },
  }
}

/**
 * What the appointment service answers: `{"slots": [{"date": "2026-11-24", "time": "09:00",
 * "starts_at": "2026-11-23T22:00:00Z"}]}`, the date and time on the location's clock and the instant
 * they stand for. Anything else is a failure.
 */
export const appointmentResponseSchema = z.object({
  slots: z
    .array(
      z.object({
        date: z.iso.date(),
        time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
        starts_at: z.iso.datetime({ offset: true }),
      }),
    )
    .max(2000),
})

export const APPOINTMENT_TIMEOUT_MS = 5000

export interface HttpAppointmentSlotsOptions {
  /** GET `{url}?dealer_id=…&location_id=…&from={ISO instant}&days=…`, answered with JSON. */
  url: string
  /** Asked when the service fails, is slow or answers nonsense. */
  fallback: AppointmentSlots
  timeoutMs?: number
  /** Told why the service was passed over (the server log by default). */
  onFallback?: (reason: string, query: SlotQuery) => void
  fetch?: typeof fetch
}

class AppointmentServiceError extends Error {}

/**
 * The production adapter: the dealer's appointment service over HTTP, its answer checked with Zod. A
 * failure of any kind (refused, an error status, no answer within 5 s, malformed JSON) falls back to the
 * embedded slots and is logged. Past slots are dropped and the list is put in time order.
 */
export function createHttpAppointmentSlots(options: HttpAppointmentSlotsOptions): AppointmentSlots {
  const timeoutMs = options.timeoutMs ?? APPOINTMENT_TIMEOUT_MS
  const send = options.fetch ?? fetch
  const onFallback =
    options.onFallback ??
    ((reason: string, query: SlotQuery) =>
      console.warn(
        `Test-drive appointment service failed for ${query.locationId} (${reason}); using slots from the opening hours.`,
      ))

  async function ask(query: SlotQuery): Promise<Slot[]> {
    const url = new URL(options.url)
    url.searchParams.set('dealer_id', query.dealerId)
    url.searchParams.set('location_id', query.locationId)
    url.searchParams.set('from', query.from.toISOString())
    url.searchParams.set('days', String(query.days))
    const response = await send(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    })
    if (!response.ok) {
      await response.body?.cancel()
      throw new AppointmentServiceError(`HTTP ${response.status}`)
    }
    const parsed = appointmentResponseSchema.safeParse(await response.json())
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw new AppointmentServiceError(
        `unexpected answer: ${issue?.path.join('.') || '(body)'} ${issue?.message ?? ''}`.trim(),
      )
    }
    const earliest = query.from.getTime()
    const seen = new Set<string>()
    return parsed.data.slots
      .map((slot) => ({ date: slot.date, time: slot.time, startsAt: new Date(slot.starts_at).toISOString() }))
      .filter((slot) => {
        const key = `${slot.date}T${slot.time}`
        if (seen.has(key) || Date.parse(slot.startsAt) < earliest) return false
        seen.add(key)
        return true
      })
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
  }

  return {
    async slotsFor(query) {
      try {
        return await ask(query)
      } catch (error) {
        const reason =
          error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
            ? `no answer within ${timeoutMs} ms`
            : error instanceof Error
              ? error.message
              : String(error)
        onFallback(reason, query)
        return options.fallback.slotsFor(query)
      }
    },
  }
}

/** The days a page offers: the embedded slots' fortnight. */
export const APPOINTMENT_DAYS = TEST_DRIVE_SLOT_DAYS
