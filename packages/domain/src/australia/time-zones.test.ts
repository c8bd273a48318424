import { describe, expect, it } from 'vitest'
import { locationTimeZone, STATE_TIME_ZONES, timeZoneAbbreviation } from './time-zones.ts'

describe("a dealer's time zone, from its location's state", () => {
  it('NSW/ACT/VIC/TAS Australia/Sydney|Melbourne|Hobart, QLD Brisbane, SA Adelaide, NT Darwin, WA Perth', () => {
    expect(STATE_TIME_ZONES).toEqual({
      NSW: 'Australia/Sydney',
      ACT: 'Australia/Sydney',
      VIC: 'Australia/Melbourne',
      TAS: 'Australia/Hobart',
      QLD: 'Australia/Brisbane',
      SA: 'Australia/Adelaide',
      NT: 'Australia/Darwin',
      WA: 'Australia/Perth',
    })
    expect(locationTimeZone({ state: 'QLD' })).toBe('Australia/Brisbane')
    expect(locationTimeZone({ state: ' wa ' })).toBe('Australia/Perth')
  })

  it("prefers a zone set on the location, and falls back to Sydney's", () => {
    expect(locationTimeZone({ state: 'NSW', timeZone: 'Australia/Broken_Hill' })).toBe(
      'Australia/Broken_Hill',
    )
    expect(locationTimeZone({ state: 'SA', timeZone: 'Mars/Olympus_Mons' })).toBe('Australia/Adelaide')
    expect(locationTimeZone({ state: 'Queensland' })).toBe('Australia/Sydney')
    expect(locationTimeZone({})).toBe('Australia/Sydney')
  })
})

describe('Australian zone abbreviations, with daylight saving', () => {
  const summer = new Date('2026-11-28T04:32:00Z')
  const winter = new Date('2026-07-01T04:32:00Z')

  it('AEDT in a Sydney, Melbourne or Hobart summer, AEST in winter, AEST all year in Brisbane', () => {
    for (const zone of ['Australia/Sydney', 'Australia/Melbourne', 'Australia/Hobart']) {
      expect(timeZoneAbbreviation(summer, zone)).toBe('AEDT')
      expect(timeZoneAbbreviation(winter, zone)).toBe('AEST')
    }
    expect(timeZoneAbbreviation(summer, 'Australia/Brisbane')).toBe('AEST')
  })

  it('ACDT in an Adelaide summer, ACST in winter and all year in Darwin; AWST in Perth', () => {
    expect(timeZoneAbbreviation(summer, 'Australia/Adelaide')).toBe('ACDT')
    expect(timeZoneAbbreviation(winter, 'Australia/Adelaide')).toBe('ACST')
    expect(timeZoneAbbreviation(summer, 'Australia/Darwin')).toBe('ACST')
    expect(timeZoneAbbreviation(summer, 'Australia/Perth')).toBe('AWST')
  })

  it('changes at the daylight saving boundary (2 am AEST, first Sunday of October 2026)', () => {
    expect(timeZoneAbbreviation(new Date('2026-10-03T15:59:00Z'), 'Australia/Sydney')).toBe('AEST')
    expect(timeZoneAbbreviation(new Date('2026-10-03T16:00:00Z'), 'Australia/Sydney')).toBe('AEDT')
  })
})
