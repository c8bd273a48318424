import { describe, expect, it } from 'vitest'
import { LEAD_CATEGORIES } from './categories.ts'
import { shopperConfirmation } from './shopper-confirmation.ts'

const dealer = {
  name: 'Harbourside Volkswagen',
  locationName: 'Harbourside Volkswagen Sydney',
  address: '1 Quay St, Sydney NSW 2000',
  phone: '02 9000 1234',
}
const lead = (fields: Partial<Parameters<typeof shopperConfirmation>[0]> = {}) => ({
  category: LEAD_CATEGORIES.testDrive,
  name: 'Fran Smith',
  email: 'fran@example.com',
  phone: '0412345678',
  ...fields,
})

describe("the shopper's confirmation of a lead", () => {
  it("emails the dealer's name, location, phone and what happens next where an email is given", () => {
    const message = shopperConfirmation(lead(), dealer, { smsAllowed: true })
    expect(message).toMatchObject({ channel: 'email', recipient: 'fran@example.com' })
    expect(message?.channel === 'email' && message.subject).toBe(
      'Harbourside Volkswagen has your Test Drive request',
    )
    expect(message?.body).toContain('Thanks Fran, Harbourside Volkswagen has your Test Drive request.')
    expect(message?.body).toContain('Harbourside Volkswagen Sydney, 1 Quay St, Sydney NSW 2000')
    expect(message?.body).toContain('Phone: 02 9000 1234')
    expect(message?.body).toContain(
      'What happens next: We will call you to confirm a time for your test drive.',
    )
  })

  it('texts instead when there is no email, only where the dealer allows SMS', () => {
    const noEmail = lead({ email: null })
    const sms = shopperConfirmation(noEmail, dealer, { smsAllowed: true })
    expect(sms).toEqual({
      channel: 'sms',
      recipient: '0412345678',
      body: 'Thanks Fran, Harbourside Volkswagen has your Test Drive request. We will call you to confirm a time for your test drive. Harbourside Volkswagen Sydney, 1 Quay St, Sydney NSW 2000. Call 02 9000 1234.',
    })
    expect(shopperConfirmation(noEmail, dealer, { smsAllowed: false })).toBeNull()
  })

  it('prefers email even where SMS is allowed, and says what happens next for each kind of lead', () => {
    const finance = shopperConfirmation(lead({ category: LEAD_CATEGORIES.finance }), dealer, {
      smsAllowed: true,
    })
    expect(finance?.channel).toBe('email')
    expect(finance?.body).toContain('Our finance team will contact you')
    const general = shopperConfirmation(lead({ category: 'General Enquiry' }), dealer, { smsAllowed: false })
    expect(general?.body).toContain('A member of our team will contact you shortly.')
  })

  it('sends nothing for a favourite or a printed page, nor without a way to reach the shopper', () => {
    for (const category of [LEAD_CATEGORIES.favourite, LEAD_CATEGORIES.print]) {
      expect(shopperConfirmation(lead({ category }), dealer, { smsAllowed: true })).toBeNull()
    }
    expect(shopperConfirmation(lead({ email: null, phone: null }), dealer, { smsAllowed: true })).toBeNull()
    // A malformed address is no address: the SMS stands in where allowed.
    expect(shopperConfirmation(lead({ email: 'not-an-email' }), dealer, { smsAllowed: true })?.channel).toBe(
      'sms',
    )
  })
})
