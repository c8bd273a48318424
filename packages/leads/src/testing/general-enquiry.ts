import type { LeadInput } from '../lead-store.ts'

/** A shopper's general enquiry to the demo's Harbourside Volkswagen, as the lead tests store it. */
export const generalEnquiry: LeadInput = {
  dealerId: 'dealer-harbourside-volkswagen',
  category: 'General Enquiry',
  leadEventId: 22,
  name: 'Sam Citizen',
  phone: '0412345678',
  email: 'sam@example.com',
  optIn: true,
  consent: true,
}
