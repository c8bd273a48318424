import type { CreditScore } from '@forecourt/domain/finance/quote'
import { createFinanceCustomerOnce, type FinanceCustomerResult } from '@forecourt/finance/finance-customers'
import type { FinanceCustomerData } from '@forecourt/finance/finance-provider'
import type { RouterContextProvider } from 'react-router'
import { servicesContext } from '~/context'
import type { FinanceJourney } from './finance-journey.server'

/**
 * The finance customer of a journey's lead (spec: `POST /api/youx/create-customer`, body `{ data: {nvic,
 * vin, selfAssessedCreditScore, purchasePrice, year, loanTerm, phoneNumber, firstName, lastName, email,
 * subscribe, postCode}, additionalData: lead fields including lead_attributes {visited_pages,
 * linked_query_params} }`). The amounts and the car come from the stored lead, never from the post.
 */

type Context = Readonly<RouterContextProvider>

export interface CustomerDetails {
  firstName: string
  lastName: string
  email: string
  phoneNumber: string
  postCode: string | null
  subscribe: boolean
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null)
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)

export function customerData(journey: FinanceJourney, details: CustomerDetails): FinanceCustomerData {
  const fields = journey.lead.fields
  return {
    nvic: text(fields.nvic),
    vin: text(fields.vin),
    selfAssessedCreditScore: (text(fields.selfAssessedCreditScore) ?? 'GREAT') as CreditScore,
    purchasePrice: number(fields.amount) ?? 0,
    year: number(fields.year),
    loanTerm: number(fields.term) ?? 0,
    ...details,
  }
}

/** The lead as the provider's `additionalData`: its columns and answers, with lead_attributes. */
export function customerAdditionalData(journey: FinanceJourney, details: CustomerDetails) {
  const { lead, dealer } = journey
  return {
    lead_id: lead.id,
    category: lead.category,
    lead_event_id: lead.leadEventId,
    dealership_slug: dealer.slug ?? null,
    car_id: lead.carId,
    stock_number: lead.stockNumber,
    'Vehicle Make': lead.vehicleMake,
    'Vehicle Model': lead.vehicleModel,
    car_type: lead.carType,
    vehicle_status: lead.vehicleStatus,
    name: details.firstName,
    last_name: details.lastName,
    email: details.email,
    phone: details.phoneNumber,
    postcode: details.postCode,
    subscribe: details.subscribe,
    page_id: lead.pageId,
    lead_attributes: {
      visited_pages: lead.attribution?.visited_pages ?? [],
      linked_query_params: lead.attribution?.linked_query_params ?? {},
    },
  }
}

/** Creates the lead's finance customer once (see `createFinanceCustomerOnce`). */
export function createCustomerForLead(
  context: Context,
  journey: FinanceJourney,
  details: CustomerDetails,
): Promise<FinanceCustomerResult> {
  const { database, finance } = context.get(servicesContext)
  return createFinanceCustomerOnce(database.db, finance, {
    leadId: journey.lead.id,
    dealerId: journey.dealer.id,
    data: customerData(journey, details),
    additionalData: customerAdditionalData(journey, details),
  })
}
