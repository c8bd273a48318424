import { describe, expect, it } from 'vitest'
import { australianYear } from './search-words.server'

describe('the year ages are counted from', () => {
  it("is the calendar year on Australia's east coast, a few hours ahead of UTC", () => {
    expect(australianYear(new Date('2026-12-31T12:59:00Z'))).toBe(2026)
    expect(australianYear(new Date('2026-12-31T13:01:00Z'))).toBe(2027)
  })
})
