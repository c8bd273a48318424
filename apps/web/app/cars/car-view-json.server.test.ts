import type { OpenedDatabase } from '@forecourt/db/database'
import { vehicleViews } from '@forecourt/db/schema'
import { openTestPglite } from '@forecourt/db/testing/pglite-template'
import { everything } from '@forecourt/search/filter-expression'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~server/services'
import { clientAddressContext, servicesContext, siteContext } from '../context'
import { carViewJson } from './car-view-json.server'

const car = {
  id: '4000007',
  slug: '2020-kia-picanto-s-auto-o9xvby',
  name: '2020 Kia Picanto S Auto',
  dealership_id: 'dealer-southern-cross-motors',
  photos_count: 14,
  updated_at_timestamp: 1_795_000_000,
  vin: 'KNABX512MLT000001',
  price: 15_990,
}
const site = {
  kind: 'dealer',
  content: { id: 'dealer-southern-cross-motors', slug: 'southern-cross-motors' },
}

let database: OpenedDatabase
beforeAll(async () => {
  database = await openTestPglite()
  await database.db.insert(vehicleViews).values([
    { carId: car.id, dealerId: car.dealership_id, visitor: 'a', day: '2026-11-27' },
    { carId: car.id, dealerId: car.dealership_id, visitor: 'b', day: '2026-11-27' },
    { carId: 'another-car', dealerId: car.dealership_id, visitor: 'a', day: '2026-11-27' },
  ])
})
afterAll(() => database.close())

function get(query: string, slug = car.slug) {
  const context = new RouterContextProvider()
  const services = {
    database,
    siteStock: { access: () => ({ filter: everything }) },
    search: {
      searches: {
        search: async () => ({ hits: slug === car.slug ? [{ document: car }] : [] }),
      },
    },
  }
  context.set(servicesContext, services as unknown as AppServices)
  context.set(siteContext, site as never)
  context.set(clientAddressContext, '198.51.100.20')
  const request = new Request(`http://southern-cross-motors.localhost:3000/cars/${slug}/view.json?${query}`)
  return carViewJson({ request, context, params: { slug } })
}

describe('GET /cars/{slug}/view.json ("Response: views and car_fields")', () => {
  it("answers the car's counted views and the two fields asked about, nothing else", async () => {
    const answer = await get(
      'photos_count=12&updated_at=2026-11-01T00:00:00Z&website_id=dealer-southern-cross-motors',
    )
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({
      views: 2,
      car_fields: { photos_count: 14, updated_at: new Date(1_795_000_000_000).toISOString() },
    })
  })

  it("refuses another website's id and answers 404 for a car not on this site", async () => {
    expect((await get('website_id=dealer-harbourside-volkswagen')).status).toBe(400)
    expect((await get('', 'not-a-car-here')).status).toBe(404)
  })
})
