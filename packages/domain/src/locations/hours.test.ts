import { describe, expect, it } from 'vitest'
import {
  formatTime,
  localTime,
  type OpeningHour,
  openingHoursRows,
  openStatus,
  upcomingSpecialHours,
} from './hours.ts'

const open = (weekday: number, from: string, to: string): OpeningHour => ({
  weekday,
  status: 'Open',
  open: from,
  close: to,
})
const closed = (weekday: number): OpeningHour => ({ weekday, status: 'Closed' })
const week = [1, 2, 3, 4, 5].map((day) => open(day, '08:30', '17:30'))
const hours = [...week, open(6, '09:00', '16:00'), closed(0)]

describe('opening hours panel', () => {
  it('formats times the Australian way', () => {
    expect(formatTime('08:30')).toBe('8:30am')
    expect(formatTime('17:00')).toBe('5:00pm')
    expect(formatTime('12:00')).toBe('12:00pm')
    expect(formatTime('00:15')).toBe('12:15am')
  })

  it('groups Mon - Fri when all five weekdays share their hours', () => {
    expect(openingHoursRows(hours)).toEqual([
      { days: 'Mon - Fri', hours: '8:30am - 5:30pm' },
      { days: 'Saturday', hours: '9:00am - 4:00pm' },
      { days: 'Sunday', hours: 'Closed' },
    ])
  })

  it('lists each day when the weekdays differ, Monday first', () => {
    const lateThursday = hours.map((entry) => (entry.weekday === 4 ? open(4, '08:30', '20:00') : entry))
    const rows = openingHoursRows(lateThursday)
    expect(rows.map((row) => row.days)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
    expect(rows[3]).toEqual({ days: 'Thursday', hours: '8:30am - 8:00pm' })
  })

  it('lists holiday hours from today on, a year ahead, in date order', () => {
    const special = [
      { date: '2026-12-26', label: 'Boxing Day', status: 'Closed' },
      { date: '2026-12-24', label: 'Christmas Eve', status: 'Open', startHour: '08:30', endHour: '12:00' },
      { date: '2026-01-26', label: 'Australia Day', status: 'Closed' },
      { date: '2027-12-25', label: 'Christmas Day', status: 'Closed' },
    ]
    expect(upcomingSpecialHours(special, '2026-11-22')).toEqual([
      { date: '2026-12-24', label: 'Christmas Eve', hours: '8:30am - 12:00pm' },
      { date: '2026-12-26', label: 'Boxing Day', hours: 'Closed' },
    ])
  })
})

describe('open now', () => {
  it("is computed in the location's own time zone", () => {
    // 01:00 UTC on Monday 23 November 2026 is noon in Sydney (daylight time).
    const instant = new Date('2026-11-23T01:00:00Z')
    expect(localTime(instant, 'Australia/Sydney')).toEqual({
      date: '2026-11-23',
      weekday: 1,
      minutes: 12 * 60,
    })
    expect(openStatus(hours, [], instant, 'Australia/Sydney')).toEqual({
      open: true,
      label: 'Open now',
      until: '5:30pm',
    })
    // The same instant is 9:00am in Perth: open; at 00:00 UTC it is 8:00am there: closed.
    expect(openStatus(hours, [], instant, 'Australia/Perth').open).toBe(true)
    expect(openStatus(hours, [], new Date('2026-11-23T00:00:00Z'), 'Australia/Perth')).toEqual({
      open: false,
      label: 'Closed now',
    })
  })

  it('moves on with the minute, in zones half an hour off the hour too', () => {
    // 13:29:59 UTC on Monday 23 November 2026 is 23:59:59 in Adelaide (daylight time, UTC+10:30).
    expect(localTime(new Date('2026-11-23T13:29:00Z'), 'Australia/Adelaide')).toEqual({
      date: '2026-11-23',
      weekday: 1,
      minutes: 23 * 60 + 59,
    })
    expect(localTime(new Date('2026-11-23T13:29:59.999Z'), 'Australia/Adelaide').minutes).toBe(23 * 60 + 59)
    expect(localTime(new Date('2026-11-23T13:30:00Z'), 'Australia/Adelaide')).toEqual({
      date: '2026-11-24',
      weekday: 2,
      minutes: 0,
    })
    // The same minute in another zone is that zone's own wall clock.
    expect(localTime(new Date('2026-11-23T13:30:00Z'), 'Australia/Perth')).toEqual({
      date: '2026-11-23',
      weekday: 1,
      minutes: 21 * 60 + 30,
    })
  })

  it('follows special hours on their date', () => {
    const boxingDay = new Date('2026-12-25T23:00:00Z') // Saturday 26 December, 10:00am in Sydney
    expect(openStatus(hours, [], boxingDay, 'Australia/Sydney').open).toBe(true)
    expect(
      openStatus(hours, [{ date: '2026-12-26', status: 'Closed' }], boxingDay, 'Australia/Sydney'),
    ).toEqual({ open: false, label: 'Closed now' })
  })

  it('closes at the closing minute', () => {
    const closing = new Date('2026-11-23T06:30:00Z') // 5:30pm in Sydney
    expect(openStatus(hours, [], closing, 'Australia/Sydney').open).toBe(false)
  })
})
