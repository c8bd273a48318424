import { buildStockFeed } from '@forecourt/demo-data/stock/build-stock-feed'
import { demoDealers } from '@forecourt/demo-data/tenants'
import { startStandaloneServer } from '@forecourt/search-engine/server'
import { Client } from 'typesense'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { DepartedVehicleDocument } from '../collections/departed-vehicles.ts'
import { ingestStock } from './ingest-stock.ts'

const feed = buildStockFeed({ vehicles: 120 })
const dealerNames = new Map(demoDealers.map((dealer) => [dealer.slug, dealer.name]))
const firstOf = (dealer: string) => feed.find((row) => row.dealership_slug === dealer)!
const volkswagen = firstOf('harbourside-volkswagen')
const motorcycle = firstOf('coastline-motorcycles')
const without = (...gone: { id: string }[]) => feed.filter((row) => !gone.some((car) => car.id === row.id))

let server: Awaited<ReturnType<typeof startStandaloneServer>>
let client: Client

beforeEach(async () => {
  server = await startStandaloneServer({ port: 0, apiKey: 'admin-key' })
  client = new Client({
    nodes: [{ host: '127.0.0.1', port: server.port, protocol: 'http' }],
    apiKey: 'admin-key',
    numRetries: 0,
  })
})
afterEach(async () => {
  await server.close()
})

async function* linesOf(rows: readonly unknown[]) {
  let line = 0
  for (const row of rows) yield { line: ++line, text: JSON.stringify(row) }
}

const ingest = (rows: readonly unknown[], extra: { dealerSlug?: string; now?: Date } = {}) =>
  ingestStock({
    client,
    lines: linesOf(rows),
    dealerNames,
    ...(extra.dealerSlug ? { dealerSlug: extra.dealerSlug } : {}),
    now: () => extra.now ?? new Date('2025-11-28T04:32:00Z'),
  })

const departedIds = async () => {
  const result = await client
    .collections<DepartedVehicleDocument>('departed_vehicles')
    .documents()
    .search({ q: '*', per_page: 250 })
  return (result.hits ?? []).map((hit) => hit.document.id).sort()
}
const inStock = (id: string) =>
  client
    .collections('vehicles')
    .documents(id)
    .retrieve()
    .then(
      () => true,
      () => false,
    )

describe('departed cars', () => {
  it('remembers a car that left the feed: what it was, whose it was and when it left', async () => {
    await ingest(feed)
    expect(await departedIds()).toEqual([])
    const summary = await ingest(without(volkswagen))
    expect(summary.removed).toBe(1)
    expect(await inStock(volkswagen.id)).toBe(false)
    const record = await client.collections('departed_vehicles').documents(volkswagen.id).retrieve()
    expect(record).toEqual({
      id: volkswagen.id,
      slug: volkswagen.slug,
      dealership_slug: 'harbourside-volkswagen',
      name: volkswagen.name,
      make: volkswagen.make,
      model: volkswagen.model,
      body: volkswagen.simple_body,
      price: volkswagen.price,
      car_type: volkswagen.car_type,
      item_type: volkswagen.item_type,
      year: volkswagen.year,
      departed_at: Date.parse('2025-11-28T04:32:00Z') / 1000,
    })
  })

  it('forgets a departed car that comes back in a later feed', async () => {
    await ingest(feed)
    await ingest(without(volkswagen, motorcycle))
    expect(await departedIds()).toEqual([volkswagen.id, motorcycle.id].sort())
    await ingest(without(motorcycle))
    expect(await departedIds()).toEqual([motorcycle.id])
    expect(await inStock(volkswagen.id)).toBe(true)
  })

  it("leaves other dealers' departed cars alone on a run for one dealer", async () => {
    await ingest(feed)
    await ingest(without(volkswagen, motorcycle))
    const ownRows = (dealer: string) => feed.filter((row) => row.dealership_slug === dealer)
    // The Volkswagen dealer's own feed: its departed car is back and another of its cars leaves.
    const [, leaving, ...rest] = ownRows('harbourside-volkswagen')
    const own = [volkswagen, ...rest]
    const summary = await ingest(own, { dealerSlug: 'harbourside-volkswagen' })
    expect(summary.removed).toBe(1)
    expect(await departedIds()).toEqual([leaving!.id, motorcycle.id].sort())
    expect(await inStock(motorcycle.id)).toBe(false)
  })

  it('forgets departed cars after a year', async () => {
    await ingest(feed)
    await ingest(without(volkswagen), { now: new Date('2024-11-01T00:00:00Z') })
    await ingest(without(volkswagen, motorcycle), { now: new Date('2025-10-31T00:00:00Z') })
    expect(await departedIds()).toEqual([volkswagen.id, motorcycle.id].sort())
    await ingest(without(volkswagen, motorcycle), { now: new Date('2025-11-02T00:00:00Z') })
    expect(await departedIds()).toEqual([motorcycle.id])
  })
})
