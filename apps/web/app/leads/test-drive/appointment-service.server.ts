import type { ServerConfig } from '@forecourt/config/server-config'
import type { SlotLocationHours } from '@forecourt/domain/leads/test-drive-slots'
import type { SanityClient } from '@sanity/client'
import {
  type AppointmentSlots,
  createEmbeddedAppointmentSlots,
  createHttpAppointmentSlots,
  type LocationHoursLookup,
} from './appointment-slots.server'

/** One visible location of one dealer, with only what the slots need. */
const locationHoursQuery = `*[_type == "location" && _id == $locationId && dealer._ref == $dealerId && visible != false][0] {
  timeZone,
  openingHours[] { weekday, status, open, close },
  specialHours[] { date, status, startHour, endHour }
}`

/** The location's hours from content (the embedded dataset or the Content Lake, whichever is configured). */
export function contentLocationHours(client: SanityClient): LocationHoursLookup {
  return async ({ dealerId, locationId }) =>
    (await client.fetch<SlotLocationHours | null>(locationHoursQuery, { dealerId, locationId })) ?? null
}

/**
 * The appointment slots service: the HTTP appointment service when TEST_DRIVE_SLOTS_URL is set (falling
 * back to the opening hours when it fails), else the opening hours alone.
 */
export function createAppointmentSlots(config: ServerConfig, content: SanityClient): AppointmentSlots {
  const embedded = createEmbeddedAppointmentSlots(contentLocationHours(content))
  const url = config.testDriveSlots.url
  return url ? createHttpAppointmentSlots({ url, fallback: embedded }) : embedded
}
