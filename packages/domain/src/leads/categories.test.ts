import { describe, expect, it } from 'vitest'
import { GENERAL_ENQUIRY_CATEGORIES, LEAD_CATEGORIES, leadSuccessMessage } from './categories.ts'

describe('lead categories', () => {
  it("offers 'General Enquiry' first (the spec's default), Careers Enquiry included for re-labelling", () => {
    expect(GENERAL_ENQUIRY_CATEGORIES[0]).toBe('General Enquiry')
    expect(GENERAL_ENQUIRY_CATEGORIES).toContain('Careers Enquiry')
    expect(GENERAL_ENQUIRY_CATEGORIES).toContain('Finance Enquiry')
  })

  it("files the trade-in form under its button's words, 'Sell Your Car'", () => {
    expect(LEAD_CATEGORIES.tradeIn).toBe('Sell Your Car')
  })
})

describe('the /success message for a category', () => {
  it('speaks to what was sent', () => {
    expect(leadSuccessMessage('Test Drive').heading).toBe('Your test drive request is in')
    expect(leadSuccessMessage('Service Booking').heading).toBe('Your service booking request is in')
    expect(leadSuccessMessage('register your interest').heading).toBe('Thanks for registering your interest')
  })

  it('thanks a general, unknown or missing category for the enquiry', () => {
    for (const category of ['General Enquiry', 'Something else', '', null, undefined]) {
      expect(leadSuccessMessage(category).heading).toBe('Thank you for your enquiry')
    }
  })
})
