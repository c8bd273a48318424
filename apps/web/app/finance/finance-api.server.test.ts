import type { OpenedDatabase } from '@forecourt/db/database'
import { openTestPglite } from '@forecourt/db/testing/pglite-template'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~server/services'
import { clientAddressContext, servicesContext, siteContext } from '../context'
import { quoteAction } from './finance-api.server'

const LIMIT = 20
let database: OpenedDatabase
let brokerCalls = 0
beforeAll(async () => {
  database = await openTestPglite()
})
afterAll(() => database.close())

function contextFrom(address: string) {
  const services = {
    config: { finance: { quotesPerIpPerHour: LIMIT } },
    database,
    finance: {
      quote: async () => {
        brokerCalls++
        return { weeklyRepaymentAmount: 120, advertisedRate: 7.5, comparisonRate: 8.1 }
      },
    },
  }
  const context = new RouterContextProvider()
  context.set(servicesContext, services as unknown as AppServices)
  context.set(siteContext, {
    kind: 'dealer',
    content: {},
    settings: { features: { finance: true } },
  } as never)
  context.set(clientAddressContext, address)
  return context
}

const quote = (address: string) =>
  quoteAction({
    request: new Request('http://southern-cross-motors.localhost:3000/api/youx/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ selfAssessedCreditScore: 'GREAT', purchasePrice: 30000, loanTerm: 5 }),
    }),
    context: contextFrom(address),
  })

describe('finance quotes ("/api/youx/quote is unthrottled: each call is a broker request")', () => {
  it(`are limited to ${LIMIT} per address per hour (FINANCE_QUOTES_PER_IP_PER_HOUR), the next a 429 with Retry-After and no broker request`, async () => {
    for (let call = 0; call < LIMIT; call++) expect((await quote('203.0.113.5')).status).toBe(200)
    const before = brokerCalls
    const refused = await quote('203.0.113.5')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(brokerCalls).toBe(before)
    expect((await quote('203.0.113.6')).status).toBe(200)
  })
})
