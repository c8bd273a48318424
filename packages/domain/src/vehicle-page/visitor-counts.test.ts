import { describe, expect, it } from 'vitest'
import { countingDay } from './visitor-counts.ts'

describe('the day a view or a reveal counts in ("count a visitor once per car per day")', () => {
  it('is the calendar day in Sydney, daylight saving included', () => {
    // 27 November: AEDT, UTC+11.
    expect(countingDay(new Date('2026-11-27T12:59:59Z'))).toBe('2026-11-27')
    expect(countingDay(new Date('2026-11-27T13:00:00Z'))).toBe('2026-11-28')
    // 1 July: AEST, UTC+10.
    expect(countingDay(new Date('2026-07-01T13:59:59Z'))).toBe('2026-07-01')
    expect(countingDay(new Date('2026-07-01T14:00:00Z'))).toBe('2026-07-02')
  })
})
