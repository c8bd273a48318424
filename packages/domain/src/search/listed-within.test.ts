import { describe, expect, it } from 'vitest'
import { LISTED_WITHIN_CHOICES, listedSince, listedWithinDays, listedWithinLabel } from './listed-within.ts'

// Spec, stock document section 3: created_at_timestamp is a search facet attribute. The spec names no
// choices, so the panel offers a day, a week and a month, as "listed in the last N days".
describe('listed in the last N days', () => {
  it('offers a day, a week and a month', () => {
    expect(LISTED_WITHIN_CHOICES).toEqual([1, 7, 30])
    expect(LISTED_WITHIN_CHOICES.map(listedWithinLabel)).toEqual([
      'Last 24 hours',
      'Last 7 days',
      'Last 30 days',
    ])
  })

  it('reads a whole number of days up to a year from the URL, and nothing else', () => {
    expect(listedWithinDays('7')).toBe(7)
    expect(listedWithinDays('5')).toBe(5)
    expect(listedWithinDays('365')).toBe(365)
    for (const text of ['0', '366', '-7', '7.5', '1790000000-', '1790000000', 'week', ' 7', ''])
      expect(listedWithinDays(text)).toBeNull()
  })

  it('counts back from the time of the search, to the start of its minute', () => {
    const now = Date.parse('2026-11-28T03:32:41.500Z')
    const startOfMinute = Date.parse('2026-11-28T03:32:00Z') / 1000
    expect(listedSince(7, now)).toBe(startOfMinute - 7 * 86_400)
    expect(listedSince(1, now)).toBe(startOfMinute - 86_400)
    // A minute later, the window has moved with it.
    expect(listedSince(7, now + 60_000)).toBe(startOfMinute + 60 - 7 * 86_400)
  })
})
