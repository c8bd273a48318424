import type { CreditScore } from '@forecourt/domain/finance/quote'

/**
 * A finance provider (the spec's "YouX"): it quotes a loan and creates the customer whose application
 * the shopper continues at `redirectUrl`. Two implementations: the embedded one (rate tables in
 * `packages/domain`, the customer kept in our database) and an HTTP broker API, chosen by configuration.
 */

/** The body of `POST /api/youx/quote` (spec, forms document section 7). */
export interface FinanceQuoteRequest {
  selfAssessedCreditScore: CreditScore
  purchasePrice: number
  /** Years. */
  loanTerm: number
  year: number | null
  vin: string | null
  nvic: string | null
  whoIsHelping: string | null
}

/** Its answer: the weekly repayment and both rates, in percent per annum. */
export interface FinanceQuote {
  weeklyRepaymentAmount: number
  advertisedRate: number
  comparisonRate: number
}

/** What the embedded provider quotes from: the dealer's lender rate for the car, when it has one. */
export interface QuoteRateHint {
  /** The car's lender interest rate, percent per annum. */
  interestRate: number | null
  /** The lender's establishment fee in dollars. */
  establishmentFee: number | null
}

/** `data` of `POST /api/youx/create-customer` (spec, forms document section 7). */
export interface FinanceCustomerData {
  nvic: string | null
  vin: string | null
  selfAssessedCreditScore: CreditScore
  purchasePrice: number
  year: number | null
  loanTerm: number
  phoneNumber: string
  firstName: string
  lastName: string
  email: string
  subscribe: boolean
  postCode: string | null
}

export interface FinanceCustomerRequest {
  /** The same key always means the same customer: a retry never creates a second one. */
  idempotencyKey: string
  data: FinanceCustomerData
  /** The lead's fields, `lead_attributes: { visited_pages, linked_query_params }` included. */
  additionalData: Record<string, unknown>
}

export interface FinanceCustomer {
  /** The provider's id for the customer. */
  customerId: string
  /** Where the shopper continues the application (absolute, or a path of this website). */
  redirectUrl: string
}

/**
 * Why a provider call failed. 'rejected': the provider answered and refused (a 4xx with its `error`
 * text, or an answer without a redirect URL); retrying the same request will not help. 'unavailable':
 * no usable answer (timeout, connection refused, 5xx) after the adapter's own retries.
 */
export class FinanceProviderError extends Error {
  override name = 'FinanceProviderError'
  readonly kind: 'rejected' | 'unavailable'
  /** The provider's own `error` text, when it sent one: the spec shows it to the shopper. */
  readonly providerMessage: string | null

  constructor(kind: 'rejected' | 'unavailable', message: string, providerMessage: string | null = null) {
    super(message)
    this.kind = kind
    this.providerMessage = providerMessage
  }
}

export interface FinanceProvider {
  readonly kind: 'embedded' | 'broker'
  quote(request: FinanceQuoteRequest, hint: QuoteRateHint): Promise<FinanceQuote>
  createCustomer(request: FinanceCustomerRequest): Promise<FinanceCustomer>
}
