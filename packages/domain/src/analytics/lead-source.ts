import { LEAD_CATEGORIES } from '../leads/categories.ts'
import type { LeadSource } from './events.ts'

const SOURCES: Partial<Record<string, LeadSource>> = {
  [LEAD_CATEGORIES.testDrive]: 'test_drive',
  [LEAD_CATEGORIES.finance]: 'finance',
  [LEAD_CATEGORIES.service]: 'service',
  [LEAD_CATEGORIES.serviceBooking]: 'service',
  [LEAD_CATEGORIES.parts]: 'service',
  [LEAD_CATEGORIES.tradeIn]: 'trade_in',
  [LEAD_CATEGORIES.requestPhotos]: 'request_photos',
  [LEAD_CATEGORIES.historyReport]: 'history_report',
  [LEAD_CATEGORIES.general]: 'contact',
  [LEAD_CATEGORIES.careers]: 'contact',
}

/**
 * The `lead_source` of a GA4 `generate_lead` for a lead's category (compared in any case, as /success
 * reads it): test drives, finance, service, trade-ins, photo and history requests and general contact by
 * name; every other category (a car, an offer, a quote) is an enquiry.
 */
export function leadSourceOf(category: string | null | undefined): LeadSource {
  const wanted = category?.trim().toLowerCase()
  const key = Object.keys(SOURCES).find((candidate) => candidate.toLowerCase() === wanted)
  return (key && SOURCES[key]) || 'enquiry'
}
