import { describe, expect, it } from 'vitest'
import {
  INVALID_SERVICE_DATE_MESSAGE,
  parseServiceDate,
  SERVICE_DATE_TOO_EARLY_MESSAGE,
  SERVICE_DATE_TOO_LATE_MESSAGE,
  serviceDateError,
  serviceDateWindow,
} from './service-booking-date.ts'

describe('Preferred Service Date ("Service booking fields: … Preferred Service Date …")', () => {
  it('runs from tomorrow to 90 days ahead, across month and leap-year ends', () => {
    expect(serviceDateWindow('2025-06-15')).toEqual({ earliest: '2025-06-16', latest: '2025-09-13' })
    expect(serviceDateWindow('2024-02-28')).toEqual({ earliest: '2024-02-29', latest: '2024-05-28' })
    expect(serviceDateWindow('2025-12-31')).toEqual({ earliest: '2026-01-01', latest: '2026-03-31' })
  })

  it('takes a day in the window as YYYY-MM-DD, as a date input posts it', () => {
    const window = serviceDateWindow('2025-06-15')
    expect(serviceDateError('2025-06-16', window)).toBeNull()
    expect(serviceDateError('2025-09-13', window)).toBeNull()
    expect(serviceDateError('2025-06-15', window)).toBe(SERVICE_DATE_TOO_EARLY_MESSAGE)
    expect(serviceDateError('2025-09-14', window)).toBe(SERVICE_DATE_TOO_LATE_MESSAGE)
    expect(SERVICE_DATE_TOO_LATE_MESSAGE).toBe('Please choose a date within the next 90 days.')
  })

  it('also takes DD/MM/YYYY, typed where a browser has no date picker, and stores YYYY-MM-DD', () => {
    const window = serviceDateWindow('2025-06-15')
    expect(parseServiceDate('2025-06-20')).toBe('2025-06-20')
    expect(parseServiceDate(' 20/06/2025 ')).toBe('2025-06-20')
    expect(parseServiceDate('1/7/2025')).toBe('2025-07-01')
    expect(parseServiceDate('07/01/2025x')).toBeNull()
    expect(serviceDateError('20/06/2025', window)).toBeNull()
    expect(serviceDateError('15/06/2025', window)).toBe(SERVICE_DATE_TOO_EARLY_MESSAGE)
  })

  it('is required and refuses what is not a calendar day', () => {
    const window = serviceDateWindow('2025-06-15')
    expect(serviceDateError('', window)).toBe('This is a required field.')
    expect(serviceDateError(undefined, window)).toBe('This is a required field.')
    expect(serviceDateError('2025-06-31', window)).toBe(INVALID_SERVICE_DATE_MESSAGE)
    expect(serviceDateError('31/06/2025', window)).toBe(INVALID_SERVICE_DATE_MESSAGE)
    expect(serviceDateError('June 20', window)).toBe(INVALID_SERVICE_DATE_MESSAGE)
    expect(() => serviceDateWindow('tomorrow')).toThrow(RangeError)
  })
})
