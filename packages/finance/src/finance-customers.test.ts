import type { OpenedDatabase } from '@forecourt/db/database'
import { financeCustomers, leads } from '@forecourt/db/schema'
import { openTestPglite } from '@forecourt/db/testing/pglite-template'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { brokerFinanceProvider } from './broker-finance-provider.ts'
import { EMBEDDED_APPLICATION_PATH, embeddedFinanceProvider } from './embedded-finance-provider.ts'
import { createFinanceCustomerOnce, findFinanceCustomer } from './finance-customers.ts'
import type { FinanceCustomerData } from './finance-provider.ts'
import { type FakeBroker, startFakeBroker } from './testing/fake-broker.ts'

const dealerId = 'dealer-harbourside-volkswagen'
const data: FinanceCustomerData = {
  nvic: null,
  vin: 'WVWZZZAW1RA012345',
  selfAssessedCreditScore: 'GREAT',
  purchasePrice: 32_990,
  year: 2023,
  loanTerm: 5,
  phoneNumber: '0412345678',
  firstName: 'Sam',
  lastName: 'Citizen',
  email: 'sam@example.com',
  subscribe: true,
  postCode: '2000',
}
const additionalData = {
  category: 'Finance Enquiry',
  lead_attributes: { visited_pages: [], linked_query_params: {} },
}

let opened: OpenedDatabase
let broker: FakeBroker
beforeAll(async () => {
  opened = await openTestPglite()
  broker = await startFakeBroker({ apiKey: 'test-key' })
})
afterAll(async () => {
  await broker?.close()
  await opened?.close()
})
beforeEach(async () => {
  await opened.db.delete(leads)
  broker.setDown(false)
})

async function financeLead(): Promise<string> {
  const [row] = await opened.db
    .insert(leads)
    .values({ dealerId, category: 'Finance Enquiry', leadEventId: 15, status: 'submitted' })
    .returning({ id: leads.id })
  if (!row) throw new Error('no lead')
  return row.id
}

describe('creating the finance customer of a lead', () => {
  it('with the embedded provider: one customer record, whose reference opens the application page', async () => {
    const leadId = await financeLead()
    const provider = embeddedFinanceProvider()
    const first = await createFinanceCustomerOnce(opened.db, provider, {
      leadId,
      dealerId,
      data,
      additionalData,
    })
    const again = await createFinanceCustomerOnce(opened.db, provider, {
      leadId,
      dealerId,
      data,
      additionalData,
    })
    expect(first.ok && first.redirectUrl.startsWith(`${EMBEDDED_APPLICATION_PATH}?reference=FC-`)).toBe(true)
    expect(again).toEqual(first)
    const rows = await opened.db.select().from(financeCustomers).where(eq(financeCustomers.leadId, leadId))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'created', provider: 'embedded', attempts: 1 })
    expect(rows[0]?.request).toMatchObject({ phoneNumber: '0412345678', firstName: 'Sam', postCode: '2000' })
    if (!first.ok) throw new Error('not created')
    expect(await findFinanceCustomer(opened.db, [dealerId], first.customerId)).not.toBeNull()
    // Another website's dealers cannot open it.
    expect(await findFinanceCustomer(opened.db, ['dealer-outback-trucks'], first.customerId)).toBeNull()
  })

  it('with the broker down then up: the failure is kept, and the retry creates the customer once', async () => {
    const leadId = await financeLead()
    const provider = brokerFinanceProvider({
      baseUrl: broker.url,
      apiKey: 'test-key',
      timeoutMs: 500,
      retries: 1,
      retryDelayMs: 10,
    })
    broker.setDown(true)
    const failed = await createFinanceCustomerOnce(opened.db, provider, {
      leadId,
      dealerId,
      data,
      additionalData,
    })
    expect(failed).toEqual({ ok: false, kind: 'unavailable', providerMessage: null })
    const [kept] = await opened.db.select().from(financeCustomers).where(eq(financeCustomers.leadId, leadId))
    expect(kept).toMatchObject({ status: 'failed', attempts: 1 })

    broker.setDown(false)
    const retried = await Promise.all(
      [1, 2, 3].map(() =>
        createFinanceCustomerOnce(opened.db, provider, { leadId, dealerId, data, additionalData }),
      ),
    )
    expect(retried.every((result) => result.ok)).toBe(true)
    expect(new Set(retried.map((result) => result.ok && result.customerId)).size).toBe(1)
    const keys = broker.requests
      .filter((request) => request.path === '/customers')
      .map((request) => request.idempotencyKey)
    expect(new Set(keys)).toEqual(new Set([`finance-customer:${leadId}`]))
    expect([...broker.customers.keys()].filter((key) => key === `finance-customer:${leadId}`)).toHaveLength(1)
    const [created] = await opened.db
      .select()
      .from(financeCustomers)
      .where(eq(financeCustomers.leadId, leadId))
    expect(created?.status).toBe('created')
  })

  it("keeps the broker's refusal text for the shopper, and does not mark the customer created", async () => {
    const leadId = await financeLead()
    const provider = brokerFinanceProvider({ baseUrl: broker.url, apiKey: 'test-key', retries: 0 })
    broker.failNext(1, { status: 422, error: 'The applicant must be 18 or over.' })
    expect(
      await createFinanceCustomerOnce(opened.db, provider, { leadId, dealerId, data, additionalData }),
    ).toEqual({
      ok: false,
      kind: 'rejected',
      providerMessage: 'The applicant must be 18 or over.',
    })
  })
})
