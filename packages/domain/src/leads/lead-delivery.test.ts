import { describe, expect, it } from 'vitest'
import { dealersWithoutLeadDelivery, hasLeadDelivery, NO_LEAD_DELIVERY_MESSAGE } from './lead-delivery.ts'

describe('a dealer’s lead delivery', () => {
  it('is there with a CRM webhook, or with at least one lead email address', () => {
    expect(hasLeadDelivery({ crmWebhookUrl: 'https://crm.example.com/leads' })).toBe(true)
    expect(hasLeadDelivery({ emailRecipients: ['sales@dealer.com.au'] })).toBe(true)
  })

  it('is missing with neither (empty values count as none)', () => {
    expect(hasLeadDelivery(undefined)).toBe(false)
    expect(hasLeadDelivery({})).toBe(false)
    expect(hasLeadDelivery({ crmWebhookUrl: ' ', emailRecipients: ['', null] })).toBe(false)
    expect(NO_LEAD_DELIVERY_MESSAGE).toContain('neither a CRM webhook nor a lead email address')
  })

  it('lists the dealers whose leads reach nobody', () => {
    const dealers = [
      { slug: 'a', leadDelivery: { emailRecipients: ['a@example.com'] } },
      { slug: 'b', leadDelivery: null },
      { slug: 'c', leadDelivery: { crmWebhookUrl: 'https://crm.example.com' } },
      { slug: 'd' },
    ]
    expect(dealersWithoutLeadDelivery(dealers).map((dealer) => dealer.slug)).toEqual(['b', 'd'])
  })
})
