import { createHash } from 'node:crypto'
import { instantQuote } from '@forecourt/domain/finance/instant-quote'
import type { FinanceProvider } from './finance-provider.ts'

/**
 * The finance provider `npm start` runs with: quotes from the domain's rate table (the car's lender rate
 * when known), and a customer that is our own `finance_customers` row (written by
 * `finance-customers.ts`), whose application continues on this website's 'application received' page.
 */

/** Where the embedded provider sends the shopper: this website's page for the application. */
export const EMBEDDED_APPLICATION_PATH = '/finance/application-received'

/** A short reference the shopper can quote to the dealer, the same for every retry of one customer. */
export const embeddedCustomerId = (idempotencyKey: string) =>
  `FC-${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 10).toUpperCase()}`

export function embeddedFinanceProvider(): FinanceProvider {
  return {
    kind: 'embedded',
    async quote(request, hint) {
      return instantQuote(request, hint)
    },
    async createCustomer(request) {
      const customerId = embeddedCustomerId(request.idempotencyKey)
      return {
        customerId,
        redirectUrl: `${EMBEDDED_APPLICATION_PATH}?${new URLSearchParams({ reference: customerId })}`,
      }
    },
  }
}
