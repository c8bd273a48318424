import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { brokerFinanceProvider } from './broker-finance-provider.ts'
import { type FinanceCustomerRequest, FinanceProviderError } from './finance-provider.ts'
import { type FakeBroker, startFakeBroker } from './testing/fake-broker.ts'

const apiKey = 'broker-key-0123456789'
let broker: FakeBroker

beforeAll(async () => {
  broker = await startFakeBroker({ apiKey })
})
afterAll(() => broker?.close())
beforeEach(() => {
  broker.requests.length = 0
  broker.customers.clear()
  broker.setDown(false)
})

const provider = (overrides: Partial<Parameters<typeof brokerFinanceProvider>[0]> = {}) =>
  brokerFinanceProvider({
    baseUrl: `${broker.url}/`,
    apiKey,
    timeoutMs: 300,
    retries: 2,
    retryDelayMs: 5,
    ...overrides,
  })

const customerRequest = (key: string): FinanceCustomerRequest => ({
  idempotencyKey: key,
  data: {
    nvic: null,
    vin: 'WVWZZZAW1RA012345',
    selfAssessedCreditScore: 'GREAT',
    purchasePrice: 30_000,
    year: 2023,
    loanTerm: 5,
    phoneNumber: '0412345678',
    firstName: 'Sam',
    lastName: 'Citizen',
    email: 'sam@example.com',
    subscribe: false,
    postCode: '2000',
  },
  additionalData: {
    lead_id: 'lead-1',
    lead_attributes: { visited_pages: ['/cars/golf'], linked_query_params: {} },
  },
})

async function rejection(promise: Promise<unknown>): Promise<FinanceProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  if (!(error instanceof FinanceProviderError))
    throw new Error(`expected a FinanceProviderError, got ${error}`)
  return error
}

describe('the broker finance provider', () => {
  it("quotes with the spec's body and the broker's three numbers", async () => {
    const quote = await provider().quote(
      {
        selfAssessedCreditScore: 'DECENT',
        purchasePrice: 30_000,
        loanTerm: 5,
        year: 2023,
        vin: 'WVWZZZAW1RA012345',
        nvic: null,
        whoIsHelping: null,
      },
      { interestRate: 5, establishmentFee: 0 },
    )
    expect(quote).toEqual({
      weeklyRepaymentAmount: expect.any(Number),
      advertisedRate: 11.99,
      comparisonRate: 12.59,
    })
    expect(broker.requests).toEqual([
      {
        path: '/quote',
        idempotencyKey: null,
        authorised: true,
        body: {
          selfAssessedCreditScore: 'DECENT',
          purchasePrice: 30_000,
          loanTerm: 5,
          year: 2023,
          vin: 'WVWZZZAW1RA012345',
          nvic: null,
          whoIsHelping: null,
        },
      },
    ])
  })

  it('creates a customer with the Bearer key, the Idempotency-Key and the spec fields, and answers its redirect', async () => {
    const customer = await provider().createCustomer(customerRequest('finance-customer:lead-1'))
    expect(customer.redirectUrl).toBe(`https://apply.broker.example/continue/${customer.customerId}`)
    const [received] = broker.requests
    expect(received).toMatchObject({
      path: '/customers',
      idempotencyKey: 'finance-customer:lead-1',
      authorised: true,
    })
    expect(received?.body).toEqual({
      data: customerRequest('x').data,
      additionalData: customerRequest('x').additionalData,
    })
  })

  it("does not retry the broker's refusal, and keeps its error text for the shopper", async () => {
    broker.failNext(1, { status: 400, error: 'The applicant must be 18 or over.' })
    const error = await rejection(provider().createCustomer(customerRequest('k-400')))
    expect(error).toMatchObject({ kind: 'rejected', providerMessage: 'The applicant must be 18 or over.' })
    expect(broker.requests).toHaveLength(1)
    const wrongKey = await rejection(
      provider({ apiKey: 'another-key-0123456789' }).createCustomer(customerRequest('k-401')),
    )
    expect(wrongKey).toMatchObject({ kind: 'rejected', providerMessage: 'Invalid API key' })
    expect(wrongKey.message).not.toContain('another-key')
  })

  it('retries 5xx answers with the same Idempotency-Key and creates one customer', async () => {
    broker.failNext(2, { status: 503 })
    const customer = await provider().createCustomer(customerRequest('k-503'))
    expect(broker.requests.map((request) => request.idempotencyKey)).toEqual(['k-503', 'k-503', 'k-503'])
    expect([...broker.customers.keys()]).toEqual(['k-503'])
    expect(broker.customers.get('k-503')?.customerId).toBe(customer.customerId)
  })

  it('gives up on a broker that is down, and a later retry creates the customer once', async () => {
    broker.setDown(true)
    const error = await rejection(provider().createCustomer(customerRequest('k-down')))
    expect(error).toMatchObject({ kind: 'unavailable', providerMessage: null })
    expect(broker.customers.size).toBe(0)
    broker.setDown(false)
    const first = await provider().createCustomer(customerRequest('k-down'))
    const again = await provider().createCustomer(customerRequest('k-down'))
    expect(again).toEqual(first)
    expect(broker.customers.size).toBe(1)
  })

  it('retries an answer slower than the timeout, then reports the broker unavailable', async () => {
    broker.slowNext(3, 1_000)
    const error = await rejection(provider({ timeoutMs: 100 }).createCustomer(customerRequest('k-slow')))
    expect(error.kind).toBe('unavailable')
    expect(error.message).toContain('no answer in 100 ms')
    expect(broker.requests).toHaveLength(3)
  })

  it("refuses an answer without a redirect URL with the spec's text", async () => {
    broker.failNext(1, { status: 200 })
    const error = await rejection(provider().createCustomer(customerRequest('k-empty')))
    expect(error).toMatchObject({
      kind: 'rejected',
      message: 'Failed to create customer or no redirect URL received.',
    })
  })

  it('refuses to start without an http(s) URL and a key', () => {
    expect(() => brokerFinanceProvider({ baseUrl: 'ftp://broker.example', apiKey })).toThrow(/http\(s\) URL/)
    expect(() => brokerFinanceProvider({ baseUrl: 'not a url', apiKey })).toThrow(/http\(s\) URL/)
    expect(() => brokerFinanceProvider({ baseUrl: broker.url, apiKey: '' })).toThrow(/API key/)
  })
})
