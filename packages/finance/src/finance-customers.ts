import type { Database } from '@forecourt/db/database'
import { financeCustomers } from '@forecourt/db/schema'
import { NO_REDIRECT_MESSAGE } from '@forecourt/domain/finance/journey'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { type FinanceCustomerData, type FinanceProvider, FinanceProviderError } from './finance-provider.ts'

/**
 * One finance customer per finance lead, however often the shopper retries: the request is written
 * first (one row per lead, with the idempotency key every attempt sends), then the provider is asked, and
 * the answer (or the failure) is written back. A created customer is answered from the row, without
 * asking the provider again.
 */

export const financeCustomerKey = (leadId: string) => `finance-customer:${leadId}`

export type CustomerFailureKind = 'rejected' | 'unavailable' | 'no-redirect'

export type FinanceCustomerResult =
  | { ok: true; customerId: string; redirectUrl: string }
  | { ok: false; kind: CustomerFailureKind; providerMessage: string | null }

export async function createFinanceCustomerOnce(
  db: Database,
  provider: FinanceProvider,
  input: {
    leadId: string
    dealerId: string
    data: FinanceCustomerData
    additionalData: Record<string, unknown>
  },
): Promise<FinanceCustomerResult> {
  const idempotencyKey = financeCustomerKey(input.leadId)
  await db
    .insert(financeCustomers)
    .values({
      leadId: input.leadId,
      dealerId: input.dealerId,
      provider: provider.kind,
      idempotencyKey,
      request: { ...input.data },
    })
    .onConflictDoNothing({ target: financeCustomers.leadId })
  const [row] = await db.select().from(financeCustomers).where(eq(financeCustomers.leadId, input.leadId))
  if (!row) throw new Error('The finance customer request was not stored')
  if (row.status === 'created' && row.redirectUrl && row.providerCustomerId) {
    return { ok: true, customerId: row.providerCustomerId, redirectUrl: row.redirectUrl }
  }
  try {
    const customer = await provider.createCustomer({
      idempotencyKey: row.idempotencyKey,
      data: input.data,
      additionalData: input.additionalData,
    })
    await db
      .update(financeCustomers)
      .set({
        status: 'created',
        providerCustomerId: customer.customerId,
        redirectUrl: customer.redirectUrl,
        attempts: sql`${financeCustomers.attempts} + 1`,
        lastError: null,
      })
      .where(eq(financeCustomers.id, row.id))
    return { ok: true, ...customer }
  } catch (error) {
    const failure = failureOf(error)
    await db
      .update(financeCustomers)
      .set({
        status: 'failed',
        attempts: sql`${financeCustomers.attempts} + 1`,
        lastError: error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500),
      })
      .where(and(eq(financeCustomers.id, row.id), eq(financeCustomers.status, row.status)))
    return { ok: false, ...failure }
  }
}

function failureOf(error: unknown): { kind: CustomerFailureKind; providerMessage: string | null } {
  if (!(error instanceof FinanceProviderError)) return { kind: 'unavailable', providerMessage: null }
  if (error.kind === 'rejected' && error.message === NO_REDIRECT_MESSAGE) {
    return { kind: 'no-redirect', providerMessage: null }
  }
  return { kind: error.kind, providerMessage: error.providerMessage }
}

/** The customer a website's application page names by its reference, among the website's dealers. */
export async function findFinanceCustomer(db: Database, dealerIds: readonly string[], customerId: string) {
  if (dealerIds.length === 0) return null
  const [row] = await db
    .select()
    .from(financeCustomers)
    .where(
      and(
        eq(financeCustomers.providerCustomerId, customerId),
        inArray(financeCustomers.dealerId, [...dealerIds]),
        eq(financeCustomers.status, 'created'),
      ),
    )
  return row ?? null
}
