import type { OpenedDatabase } from '@forecourt/db/database'
import { users } from '@forecourt/db/schema'
import { openTestPglite } from '@forecourt/db/testing/pglite-template'
import { consumeRateLimit } from '@forecourt/leads/rate-limit'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~server/services'
import { clientAddressContext, servicesContext, siteContext } from '../context'
import { codeAllowanceAction } from './code-allowance-api.server'
import { contactExistsLoader } from './contact-exists-api.server'

const site = {
  kind: 'dealer',
  content: { id: 'dealer-coastline-motorcycles', slug: 'coastline-motorcycles' },
}
const origin = 'http://coastline-motorcycles.localhost:3000'
const codesPerHour = { phone: 3, ip: 20 }

let database: OpenedDatabase
beforeAll(async () => {
  database = await openTestPglite()
  await database.db.insert(users).values({
    accountScope: 'dealer-coastline-motorcycles',
    phoneNumber: '0412000333',
    name: 'Sam Shopper',
    email: 'sam@example.com',
  })
})
afterAll(() => database.close())

function contextFrom(address: string) {
  const context = new RouterContextProvider()
  const services = { database, config: { accounts: { codesPerHour } } }
  context.set(servicesContext, services as unknown as AppServices)
  context.set(siteContext, site as never)
  context.set(clientAddressContext, address)
  return context
}

const askToSend = (phone: string, address: string) =>
  codeAllowanceAction({
    request: new Request(`${origin}/api/rate-limit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone }),
    }),
    context: contextFrom(address),
  })

const lookUp = (phone: string, address: string) =>
  contactExistsLoader({
    request: new Request(
      `${origin}/api/check-if-contact-exists?${new URLSearchParams({ phone_number: phone })}`,
    ),
    context: contextFrom(address),
  })

describe('POST /api/rate-limit ("Called before the SMS code is sent")', () => {
  it('says a code may be sent, and asking uses none of the allowance', async () => {
    for (let ask = 0; ask < 5; ask++) {
      const answer = await askToSend('0412000444', '198.51.100.1')
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual({ success: true })
    }
  })

  it("refuses with the spec's message once the phone's codes for the hour are used up", async () => {
    for (let sent = 0; sent < codesPerHour.phone; sent++) {
      await consumeRateLimit(database.db, 'sign-in:phone:dealer-coastline-motorcycles:0412000555', {
        limit: codesPerHour.phone,
        windowMs: 3_600_000,
      })
    }
    // '+61' is the same mobile as '04…'.
    const answer = await askToSend('+61 412 000 555', '198.51.100.2')
    expect(answer.status).toBe(429)
    expect(await answer.json()).toEqual({ error: 'Too many verification attempts. Please try again later.' })
    expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThan(0)
  })

  it('refuses a number that is not an Australian mobile', async () => {
    const answer = await askToSend('02 9999 0000', '198.51.100.3')
    expect(answer.status).toBe(400)
  })
})

describe('GET /api/check-if-contact-exists', () => {
  it('answers only whether the mobile has an account on this website', async () => {
    const known = await lookUp('0412000333', '198.51.100.10')
    expect(await known.json()).toEqual({ exists: true })
    const unknown = await lookUp('0412000999', '198.51.100.10')
    expect(await unknown.json()).toEqual({ exists: false })
  })

  it('allows a handful of look-ups an hour from one address, so it cannot list who shops here', async () => {
    const statuses = []
    for (let lookup = 0; lookup < 7; lookup++)
      statuses.push((await lookUp(`04120010${lookup}0`, '198.51.100.11')).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
    // Another address still may.
    expect((await lookUp('0412000333', '198.51.100.12')).status).toBe(200)
  })
})
