import { describe, expect, it } from 'vitest'
import {
  FIRST_SERVICE_INTERVAL,
  isServiceInterval,
  LOGBOOK_NOT_SURE_INTERVAL,
  OTHER_REPAIRS_INTERVAL,
  SERVICE_INTERVALS,
  scheduledServiceIntervals,
} from './service-intervals.ts'

describe('service intervals ("Service booking fields: … Service Interval …")', () => {
  it('lists the first service, every 15,000 km or 12 months up to 150,000 km, then the two ways out', () => {
    expect(SERVICE_INTERVALS).toEqual([
      'First service (1,000 km or 1 month)',
      '15,000 km or 12 months',
      '30,000 km or 24 months',
      '45,000 km or 36 months',
      '60,000 km or 48 months',
      '75,000 km or 60 months',
      '90,000 km or 72 months',
      '105,000 km or 84 months',
      '120,000 km or 96 months',
      '135,000 km or 108 months',
      '150,000 km or 120 months',
      'Logbook service (not sure)',
      'Other repairs',
    ])
  })

  it('has ten scheduled services and no repeated label', () => {
    expect(scheduledServiceIntervals()).toHaveLength(10)
    expect(new Set(SERVICE_INTERVALS).size).toBe(SERVICE_INTERVALS.length)
  })

  it('knows its own choices and nothing else (a tampered select is not an interval)', () => {
    for (const label of [FIRST_SERVICE_INTERVAL, LOGBOOK_NOT_SURE_INTERVAL, OTHER_REPAIRS_INTERVAL]) {
      expect(isServiceInterval(label)).toBe(true)
    }
    expect(isServiceInterval('15,000 km or 12 months')).toBe(true)
    expect(isServiceInterval('15000 km')).toBe(false)
    expect(isServiceInterval('')).toBe(false)
    expect(isServiceInterval(undefined)).toBe(false)
  })
})
