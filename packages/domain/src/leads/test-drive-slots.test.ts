import { describe, expect, it } from 'vitest'
import type { OpeningHour, SpecialHour } from '../locations/hours.ts'
import {
  addDays,
  DEFAULT_TEST_DRIVE_TIME_ZONE,
  hoursOn,
  offeredSlot,
  parseSlotValue,
  SLOT_NOT_OFFERED_MESSAGE,
  type SlotLocationHours,
  slotDayLabel,
  slotsByDay,
  slotTimeZone,
  slotValue,
  startTimesWithin,
  TEST_DRIVE_SLOT_DAYS,
  testDriveLocations,
  testDriveSlots,
  zonedInstant,
} from './test-drive-slots.ts'

const open = (weekday: number, from: string, to: string): OpeningHour => ({
  weekday,
  status: 'Open',
  open: from,
  close: to,
})
const closed = (weekday: number): OpeningHour => ({ weekday, status: 'Closed' })

/** Harbourside Volkswagen's sales hours: weekdays 8:30 to 5:30, Saturday 9 to 4, closed on Sunday. */
const salesHours: OpeningHour[] = [
  ...[1, 2, 3, 4, 5].map((weekday) => open(weekday, '08:30', '17:30')),
  open(6, '09:00', '16:00'),
  closed(0),
]
const sydney: SlotLocationHours = { timeZone: 'Australia/Sydney', openingHours: salesHours }

/** 2026-11-23 is a Monday; Sydney keeps daylight time (UTC+11) then. */
const sydneyTime = (date: string, time: string) => new Date(`${date}T${time}:00+11:00`)

const times = (slots: { date: string; time: string }[], date: string) =>
  slots.filter((slot) => slot.date === date).map((slot) => slot.time)

describe('embedded test-drive slots from opening hours', () => {
  it('offers one 30-minute drive an hour, on the hour, from opening until an hour before closing', () => {
    const slots = testDriveSlots(sydney, { from: sydneyTime('2026-11-23', '06:00') })
    // Monday 08:30 to 17:30: the first whole hour is 9:00, the last start 16:30's hour, 16:00.
    expect(times(slots, '2026-11-23')).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ])
    // Saturday 09:00 to 16:00: 9:00 to 15:00.
    expect(times(slots, '2026-11-28')).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
    ])
    // "status (Open or Closed)": closed on Sunday.
    expect(times(slots, '2026-11-29')).toEqual([])
  })

  it('covers the next 14 days, today first, and gives each slot its instant', () => {
    const slots = testDriveSlots(sydney, { from: sydneyTime('2026-11-23', '06:00') })
    expect(TEST_DRIVE_SLOT_DAYS).toBe(14)
    const dates = [...new Set(slots.map((slot) => slot.date))]
    expect(dates[0]).toBe('2026-11-23')
    // Monday 23 November to Sunday 6 December: ten weekdays of 8 and two Saturdays of 7.
    expect(dates.at(-1)).toBe('2026-12-05')
    expect(slots).toHaveLength(10 * 8 + 2 * 7)
    expect(slots[0]).toEqual({ date: '2026-11-23', time: '09:00', startsAt: '2026-11-22T22:00:00.000Z' })
    const instants = slots.map((slot) => slot.startsAt)
    expect([...instants].sort()).toEqual(instants)
    expect(testDriveSlots(sydney, { from: sydneyTime('2026-11-23', '06:00'), days: 1 })).toHaveLength(8)
  })

  it('offers nothing in the past or within the next 2 hours', () => {
    // 10:30: the earliest start is 12:30, so the first drive is at 1:00pm.
    expect(times(testDriveSlots(sydney, { from: sydneyTime('2026-11-23', '10:30') }), '2026-11-23')[0]).toBe(
      '13:00',
    )
    // Exactly two hours ahead is still bookable.
    expect(times(testDriveSlots(sydney, { from: sydneyTime('2026-11-23', '11:00') }), '2026-11-23')[0]).toBe(
      '13:00',
    )
    // After the last start minus the notice, today has nothing; tomorrow starts at opening.
    const late = testDriveSlots(sydney, { from: sydneyTime('2026-11-23', '14:01') })
    expect(times(late, '2026-11-23')).toEqual([])
    expect(late[0]).toMatchObject({ date: '2026-11-24', time: '09:00' })
  })

  it('lets special hours win for their date: short days, closures, and opening on a usual day off', () => {
    const specialHours: SpecialHour[] = [
      { date: '2026-12-24', label: 'Christmas Eve', status: 'Open', startHour: '08:30', endHour: '14:00' },
      { date: '2026-12-25', label: 'Christmas Day', status: 'Closed' },
      { date: '2026-12-26', label: 'Boxing Day', status: 'Open', startHour: '10:00', endHour: '14:00' },
      { date: '2026-12-27', label: 'Sunday sale', status: 'Open', startHour: '10:00', endHour: '13:00' },
    ]
    const slots = testDriveSlots({ ...sydney, specialHours }, { from: sydneyTime('2026-12-21', '06:00') })
    expect(times(slots, '2026-12-24')).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00'])
    expect(times(slots, '2026-12-25')).toEqual([])
    expect(times(slots, '2026-12-26')).toEqual(['10:00', '11:00', '12:00', '13:00'])
    expect(times(slots, '2026-12-27')).toEqual(['10:00', '11:00', '12:00'])
    // Other days keep their weekday hours.
    expect(times(slots, '2026-12-23')).toHaveLength(8)
  })

  it("works in the location's own time zone, default Australia/Sydney", () => {
    const perth: SlotLocationHours = { timeZone: 'Australia/Perth', openingHours: salesHours }
    // 01:30 on Monday in Sydney is still 22:30 on Sunday in Perth: Perth's fortnight starts on Sunday.
    const from = sydneyTime('2026-11-23', '01:30')
    const perthSlots = testDriveSlots(perth, { from })
    expect(perthSlots[0]).toEqual({ date: '2026-11-23', time: '09:00', startsAt: '2026-11-23T01:00:00.000Z' })
    expect(perthSlots.at(-1)?.date).toBe('2026-12-05')
    expect(testDriveSlots(sydney, { from }).at(-1)?.date).toBe('2026-12-05')
    // Sydney's Saturday 5 December is its 13th day from Monday; Perth's is its 14th from Sunday.
    expect(times(perthSlots, '2026-11-22')).toEqual([])

    const noZone = testDriveSlots({ openingHours: salesHours }, { from: sydneyTime('2026-11-23', '06:00') })
    expect(noZone[0]?.startsAt).toBe('2026-11-22T22:00:00.000Z')
    expect(slotTimeZone(null)).toBe(DEFAULT_TEST_DRIVE_TIME_ZONE)
    expect(slotTimeZone('Mars/Olympus_Mons')).toBe('Australia/Sydney')
    expect(slotTimeZone('Australia/Adelaide')).toBe('Australia/Adelaide')
  })

  it('skips the hour daylight saving removes and keeps the earlier of a repeated hour', () => {
    // Sydney: clocks go from 02:00 to 03:00 on Sunday 4 October 2026, back from 03:00 to 02:00 on 5 April.
    expect(zonedInstant('2026-10-04', '02:30', 'Australia/Sydney')).toBeNull()
    expect(zonedInstant('2026-10-04', '03:00', 'Australia/Sydney')?.toISOString()).toBe(
      '2026-10-03T16:00:00.000Z',
    )
    expect(zonedInstant('2026-10-04', '10:00', 'Australia/Sydney')?.toISOString()).toBe(
      '2026-10-03T23:00:00.000Z',
    )
    expect(zonedInstant('2026-04-05', '02:30', 'Australia/Sydney')?.toISOString()).toBe(
      '2026-04-04T15:30:00.000Z',
    )
    const nightOwl: SlotLocationHours = {
      timeZone: 'Australia/Sydney',
      openingHours: [open(0, '01:00', '05:00')],
    }
    const slots = testDriveSlots(nightOwl, { from: new Date('2026-10-03T00:00:00Z'), days: 2 })
    expect(times(slots, '2026-10-04')).toEqual(['01:00', '03:00', '04:00'])
    // Adelaide's half-hour offset: 9:00am in summer is 22:30 UTC the day before.
    expect(zonedInstant('2026-11-23', '09:00', 'Australia/Adelaide')?.toISOString()).toBe(
      '2026-11-22T22:30:00.000Z',
    )
  })

  it('offers nothing on a day whose hours are missing, malformed or shorter than an hour', () => {
    const odd: SlotLocationHours = {
      openingHours: [
        { weekday: 1, status: 'Open', open: '17:00', close: '09:00' },
        { weekday: 2, status: 'Open', open: null, close: '17:00' },
        { weekday: 3, status: 'Open', open: '8am', close: '5pm' },
        { weekday: 4, status: 'Open', open: '08:00', close: '08:59' },
        { weekday: 5, status: 'Open', open: '08:00', close: '09:00' },
      ],
    }
    const slots = testDriveSlots(odd, { from: sydneyTime('2026-11-23', '00:00'), days: 7 })
    expect(slots.map((slot) => `${slot.date} ${slot.time}`)).toEqual(['2026-11-27 08:00'])
    expect(hoursOn(odd, '2026-11-23')).toBeNull()
    expect(hoursOn(sydney, '2026-11-23')).toEqual({ open: 510, close: 1050 })
    expect(startTimesWithin({ open: 0, close: 60 })).toEqual([0])
    expect(testDriveSlots({}, { from: sydneyTime('2026-11-23', '00:00') })).toEqual([])
  })
})

describe('slots in the form', () => {
  const slots = testDriveSlots(sydney, { from: sydneyTime('2026-11-23', '06:00') })

  it('travels as the wall-clock date and time, and only an offered one is accepted', () => {
    expect(slotValue({ date: '2026-11-23', time: '09:00' })).toBe('2026-11-23T09:00')
    expect(parseSlotValue('2026-11-23T09:00')).toEqual({ date: '2026-11-23', time: '09:00' })
    for (const tampered of [
      '2026-02-30T09:00',
      '2026-11-23T25:00',
      '2026-11-23',
      'tomorrow',
      '2026-11-23T09:00T1',
    ]) {
      expect(parseSlotValue(tampered)).toBeNull()
    }
    expect(offeredSlot(slots, '2026-11-23T09:00')?.startsAt).toBe('2026-11-22T22:00:00.000Z')
    // Shaped right but not offered: half past, a Sunday, past the fortnight.
    expect(offeredSlot(slots, '2026-11-23T09:30')).toBeNull()
    expect(offeredSlot(slots, '2026-11-29T10:00')).toBeNull()
    expect(offeredSlot(slots, '2026-12-07T10:00')).toBeNull()
    expect(offeredSlot(slots, null)).toBeNull()
    expect(SLOT_NOT_OFFERED_MESSAGE).toBe('Please choose one of the available times.')
  })

  it('groups the slots by day with readable labels', () => {
    const days = slotsByDay(slots)
    expect(days).toHaveLength(12)
    expect(days[0]).toMatchObject({ date: '2026-11-23', label: 'Monday 23 November' })
    expect(days[0]?.slots[0]).toEqual({ value: '2026-11-23T09:00', label: '9:00am' })
    expect(days[0]?.slots.at(-1)).toEqual({ value: '2026-11-23T16:00', label: '4:00pm' })
    expect(slotDayLabel('2026-12-05')).toBe('Saturday 5 December')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
  })
})

describe('where a test drive starts', () => {
  it('is a sales location, or an untyped one when none is marked sales', () => {
    const sales = { id: 'sales', locationType: 'sales' }
    const yard = { id: 'yard', locationType: 'sales' }
    const service = { id: 'service', locationType: 'service' }
    const untyped = { id: 'untyped', locationType: null }
    expect(testDriveLocations([service, sales, yard, untyped])).toEqual([sales, yard])
    expect(testDriveLocations([service, untyped])).toEqual([untyped])
    expect(testDriveLocations([service])).toEqual([])
  })
})
