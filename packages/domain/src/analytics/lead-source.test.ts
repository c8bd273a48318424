import { describe, expect, it } from 'vitest'
import { LEAD_CATEGORIES } from '../leads/categories.ts'
import { leadSourceOf } from './lead-source.ts'

describe("a lead's GA4 lead_source", () => {
  it('names test drives, finance, service, trade-ins and general contact', () => {
    expect(leadSourceOf(LEAD_CATEGORIES.testDrive)).toBe('test_drive')
    expect(leadSourceOf(' finance enquiry ')).toBe('finance')
    expect(leadSourceOf(LEAD_CATEGORIES.serviceBooking)).toBe('service')
    expect(leadSourceOf(LEAD_CATEGORIES.tradeIn)).toBe('trade_in')
    expect(leadSourceOf(LEAD_CATEGORIES.general)).toBe('contact')
  })

  it('calls every car, offer or quote enquiry (and an unknown category) an enquiry', () => {
    expect(leadSourceOf(LEAD_CATEGORIES.usedVehicle)).toBe('enquiry')
    expect(leadSourceOf(LEAD_CATEGORIES.quote)).toBe('enquiry')
    expect(leadSourceOf(null)).toBe('enquiry')
  })
})
