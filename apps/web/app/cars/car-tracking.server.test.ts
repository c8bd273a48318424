import { type OpenedDatabase, openDatabase } from '@forecourt/db/database'
import { phoneReveals, vehicleViews } from '@forecourt/db/schema'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '../../server/services'
import { clientAddressContext, servicesContext, siteContext } from '../context'
import { phoneRevealAction, vehicleViewAction } from './car-tracking.server'

const car = {
  id: '4000007',
  slug: '2020-kia-picanto-s-auto-o9xvby',
  name: '2020 Kia Picanto S Auto',
  dealership_id: 'dealer-southern-cross-motors',
  dealership_slug: 'southern-cross-motors',
}
const site = {
  kind: 'dealer',
  content: { id: 'dealer-southern-cross-motors', slug: 'southern-cross-motors', phones: {} },
  settings: {},
}

let database: OpenedDatabase
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' })
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
