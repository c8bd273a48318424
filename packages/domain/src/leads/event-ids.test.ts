import { describe, expect, it } from 'vitest'
import { LEAD_EVENT_IDS, type LeadEventCar, type LeadKind, leadEventId } from './event-ids.ts'

const newCar: LeadEventCar = { car_type: 'new', tag: null }
const usedCar: LeadEventCar = { car_type: 'used', tag: null }
const demoCar: LeadEventCar = { car_type: 'demo', tag: null }
const testDriveOnly = (car_type: string | null): LeadEventCar => ({ car_type, tag: 'Test Drive Only' })

describe('lead event ids', () => {
  it("is the spec's table exactly", () => {
    expect(LEAD_EVENT_IDS).toEqual({
      newCar: 14,
      usedCar: 15,
      newTestDrive: 17,
      usedTestDrive: 48,
      defaultForm: 22,
      career: 51,
      historyReport: 60,
      print: 61,
      favourite: 39,
      offerAccepted: 18,
    })
  })

  it('"New car | 14", "Used car | 15"', () => {
    expect(leadEventId({ kind: 'enquiry', car: newCar })).toBe(14)
    expect(leadEventId({ kind: 'enquiry', car: usedCar })).toBe(15)
  })

  it('"New test drive, or Test Drive Only tag | 17", "Used test drive | 48"', () => {
    expect(leadEventId({ kind: 'testDrive', car: newCar })).toBe(17)
    expect(leadEventId({ kind: 'testDrive', car: usedCar })).toBe(48)
  })

  it('a Test Drive Only tag makes a test drive 17 whatever the car type', () => {
    for (const type of ['new', 'used', 'demo', null]) {
      expect(leadEventId({ kind: 'testDrive', car: testDriveOnly(type) }), String(type)).toBe(17)
    }
    expect(leadEventId({ kind: 'testDrive', car: { car_type: 'used', tag: ' test drive only ' } })).toBe(17)
  })

  it('a Test Drive Only tag makes an enquiry about the car 17 too', () => {
    for (const type of ['new', 'used', 'demo', null]) {
      expect(leadEventId({ kind: 'enquiry', car: testDriveOnly(type) }), String(type)).toBe(17)
    }
  })

  it('other tags change nothing', () => {
    expect(leadEventId({ kind: 'testDrive', car: { car_type: 'used', tag: 'Runout Sale' } })).toBe(48)
    expect(leadEventId({ kind: 'enquiry', car: { car_type: 'used', tag: 'Test Drive' } })).toBe(15)
  })

  it('counts a demo car as new (demonstrators are sold by the new-car team)', () => {
    expect(leadEventId({ kind: 'enquiry', car: demoCar })).toBe(14)
    expect(leadEventId({ kind: 'testDrive', car: demoCar })).toBe(17)
  })

  it('reads the car type trimmed and in any case', () => {
    expect(leadEventId({ kind: 'enquiry', car: { car_type: ' Used ' } })).toBe(15)
    expect(leadEventId({ kind: 'testDrive', car: { car_type: 'USED' } })).toBe(48)
    expect(leadEventId({ kind: 'enquiry', car: { car_type: 'Demo' } })).toBe(14)
  })

  it('"Default form | 22" for an enquiry about no car or a car of unknown type', () => {
    expect(leadEventId({ kind: 'enquiry' })).toBe(22)
    expect(leadEventId({ kind: 'enquiry', car: null })).toBe(22)
    expect(leadEventId({ kind: 'enquiry', car: {} })).toBe(22)
    expect(leadEventId({ kind: 'enquiry', car: { car_type: 'caravan' } })).toBe(22)
  })

  it('a test drive of no particular car (a model) or of an unknown type is 17', () => {
    expect(leadEventId({ kind: 'testDrive' })).toBe(17)
    expect(leadEventId({ kind: 'testDrive', car: { car_type: null } })).toBe(17)
    expect(leadEventId({ kind: 'testDrive', car: { car_type: 'unknown' } })).toBe(17)
  })

  it('"Career | 51", "History report | 60", "Print | 61", "Favourite | 39", "Offer accepted | 18", whatever the car', () => {
    const fixed: [LeadKind, number][] = [
      ['career', 51],
      ['historyReport', 60],
      ['print', 61],
      ['favourite', 39],
      ['offerAccepted', 18],
    ]
    for (const [kind, id] of fixed) {
      expect(leadEventId({ kind }), kind).toBe(id)
      for (const car of [newCar, usedCar, demoCar, testDriveOnly('used')]) {
        expect(leadEventId({ kind, car }), `${kind} ${JSON.stringify(car)}`).toBe(id)
      }
    }
  })
})
