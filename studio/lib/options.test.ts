import { STATE_TIME_ZONES } from '@forecourt/domain/australia/time-zones'
import { describe, expect, it } from 'vitest'
import { australianTimeZones } from './options'

// Studio offers more zones than the states' own (Broken Hill, Lord Howe, Eucla), so this list is not derived
// from packages/domain; it must still hold the zone the site falls back to for every state.
describe("Studio's time zones", () => {
  it('offers the time zone of every state, and only zones the runtime knows', () => {
    const offered = australianTimeZones.map((zone) => zone.value)
    for (const zone of Object.values(STATE_TIME_ZONES)) expect(offered).toContain(zone)
    for (const zone of offered)
      expect(() => new Intl.DateTimeFormat('en-AU', { timeZone: zone })).not.toThrow()
  })
})
