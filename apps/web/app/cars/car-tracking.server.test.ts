import type { OpenedDatabase } from '@forecourt/db/database'
import { phoneReveals, vehicleViews } from '@forecourt/db/schema'
import { openTestPglite } from '@forecourt/db/testing/pglite-template'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~server/services'
import { clientAddressContext, servicesContext, siteContext } from '../context'
import { phoneRevealAction, revealedToday, vehicleViewAction } from './car-tracking.server'

const car = {
  id: '4000007',
  slug: '2020-kia-picanto-s-auto-o9xvby',
  name: '2020 Kia Picanto S Auto',
  dealership_id: 'dealer-southern-cross-motors',
  dealership_slug: 'southern-cross-motors',
  car_type: 'used',
  location_id: 'location-southern-cross-motors-sales',
}
const site = {
  kind: 'dealer',
  content: {
    id: 'dealer-southern-cross-motors',
    slug: 'southern-cross-motors',
    phones: { main: '07 3555 0200', used: '07 3555 0202' },
    locations: [],
  },
  settings: {},
}

let database: OpenedDatabase
beforeAll(async () => {
  database = await openTestPglite()
})
afterAll(() => database.close())

function contextFrom(address: string) {
  const services = {
    database,
    accounts: { secret: 'a-secret-of-at-least-thirty-two-characters' },
    siteStock: { access: () => ({ filterBy: 'dealership_slug:=southern-cross-motors' }) },
    search: {
      client: {
        collections: () => ({ documents: () => ({ search: async () => ({ hits: [{ document: car }] }) }) }),
      },
    },
  }
  const context = new RouterContextProvider()
  context.set(servicesContext, services as unknown as AppServices)
  context.set(siteContext, site as never)
  context.set(clientAddressContext, address)
  return context
}

const post = (path: string, body: Record<string, string>) =>
  new Request(`http://southern-cross-motors.localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

async function countedFor(
  action: typeof vehicleViewAction,
  path: string,
  body: Record<string, string>,
  address: string,
) {
  const answer = await action({ request: post(path, body), context: contextFrom(address) })
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { counted: boolean }).counted
}

describe('views and phone reveals ("count a visitor once per car per day")', () => {
  it('count a view once per visitor, however often it is posted', async () => {
    const view = { car_id: car.id }
    const counts = []
    for (let post = 0; post < 5; post++)
      counts.push(await countedFor(vehicleViewAction, '/api/vehicle-views', view, '203.0.113.1'))
    expect(counts).toEqual([true, false, false, false, false])
    expect(await countedFor(vehicleViewAction, '/api/vehicle-views', view, '203.0.113.2')).toBe(true)
    const rows = await database.db.select().from(vehicleViews)
    expect(rows).toHaveLength(2)
    expect(JSON.stringify(rows)).not.toContain('203.0.113')
  })

  it('count a reveal once per visitor', async () => {
    const reveal = { car_id: car.id, dealership_id: car.dealership_id, website_id: site.content.id }
    const counts = []
    for (let post = 0; post < 3; post++)
      counts.push(await countedFor(phoneRevealAction, '/api/phone-reveals', reveal, '203.0.113.1'))
    expect(counts).toEqual([true, false, false])
    expect(await database.db.select().from(phoneReveals)).toHaveLength(1)
  })
})

describe('a phone reveal (ADR 046: the number is given out only by a recorded reveal)', () => {
  it('answers with the number the page masks, and the page may then show it to that visitor only', async () => {
    const reveal = { car_id: car.id, dealership_id: car.dealership_id, website_id: site.content.id }
    expect(await revealedToday(contextFrom('203.0.113.20'), car.id)).toBe(false)
    const answer = await phoneRevealAction({
      request: post('/api/phone-reveals', reveal),
      context: contextFrom('203.0.113.20'),
    })
    expect(await answer.json()).toEqual({ success: true, counted: true, phone: '07 3555 0202' })
    expect(await revealedToday(contextFrom('203.0.113.20'), car.id)).toBe(true)
    expect(await revealedToday(contextFrom('203.0.113.21'), car.id)).toBe(false)
  })
})
