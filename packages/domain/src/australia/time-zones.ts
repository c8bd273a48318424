import { type AustralianStateCode, isAustralianState } from './states.ts'

/**
 * Dealers' clocks (issue 32: hold times "until 3:32 pm Sat 28 Nov AEDT"): the time zone of a dealer's
 * location, from its state, and the abbreviation Australians read for it.
 */

/** Each state's and territory's zone (Broken Hill and Eucla, on another state's clock, set their own). */
export const STATE_TIME_ZONES: Record<AustralianStateCode, string> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  NT: 'Australia/Darwin',
  WA: 'Australia/Perth',
}

/** Where a dealer with no usable state or zone is assumed to be. */
export const DEFAULT_DEALER_TIME_ZONE = 'Australia/Sydney'

function isKnownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone })
    return true
  } catch {
    return false
  }
}

/**
 * A location's time zone: the one set on it in the Studio when the runtime knows it (a town on another
 * state's clock), else its state's, else Sydney's.
 */
export function locationTimeZone(location: { timeZone?: string | null; state?: string | null }): string {
  if (location.timeZone && isKnownZone(location.timeZone)) return location.timeZone
  const state = location.state?.trim().toUpperCase()
  return isAustralianState(state) ? STATE_TIME_ZONES[state] : DEFAULT_DEALER_TIME_ZONE
}

/** Australian abbreviations by UTC offset, for zones in Australia (Intl gives 'GMT+11' for most). */
const australianAbbreviations: Record<string, string> = {
  'GMT+11:00': 'AEDT',
  'GMT+10:00': 'AEST',
  'GMT+10:30': 'ACDT',
  'GMT+09:30': 'ACST',
  'GMT+08:45': 'ACWST',
  'GMT+08:00': 'AWST',
}

/** The zone's abbreviation at that moment: 'AEDT' in a Sydney summer, 'AEST' in its winter. */
export function timeZoneAbbreviation(at: Date, timeZone: string): string {
  const part = (timeZoneName: 'longOffset' | 'short') =>
    new Intl.DateTimeFormat('en-AU', { timeZone, timeZoneName })
      .formatToParts(at)
      .find((entry) => entry.type === 'timeZoneName')?.value ?? ''
  const australian = timeZone.startsWith('Australia/')
    ? australianAbbreviations[part('longOffset')]
    : undefined
  return australian ?? part('short')
}
