import { buildStockFeed } from '@forecourt/demo-data/stock/build-stock-feed'
import { demoDealers } from '@forecourt/demo-data/tenants'
import { ingestStock } from '@forecourt/search/ingest/ingest-stock'
import { stockFeedRowSchema } from '@forecourt/search/stock-feed-row'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { linesOf, startEmbeddedSearch } from './support/embedded-search.ts'

const feed = buildStockFeed({ vehicles: 400 })
const dealerNames = new Map(demoDealers.map((dealer) => [dealer.slug, dealer.name]))
let search: Awaited<ReturnType<typeof startEmbeddedSearch>>

beforeEach(async () => {
  search = await startEmbeddedSearch()
})
afterEach(async () => {
  await search.close()
})

const count = async (filter_by?: string) =>
  (
    await search.admin
      .collections('vehicles')
      .documents()
      .search({ q: '*', per_page: 0, ...(filter_by ? { filter_by } : {}) })
  ).found

describe('stock ingestion', () => {
  it('accepts every row of the demo feed: generator and feed schema agree', () => {
    const failures = feed.flatMap((row, index) => {
      const parsed = stockFeedRowSchema.safeParse(row)
      return parsed.success ? [] : [`row ${index + 1}: ${parsed.error.issues[0]?.path.join('.')}`]
    })
    expect(failures).toEqual([])
  })

  it('takes the good rows, reports each bad one with line, field and reason, and keeps going', async () => {
    const broken = { ...feed[1], year: 'twenty twenty' }
    const rows = [feed[0], broken, '{not json', { ...feed[2], dealership_slug: 'nobody' }, ...feed.slice(3)]
    const summary = await ingestStock({ client: search.admin, lines: linesOf(rows), dealerNames })
    expect(summary.taken).toBe(feed.length - 2)
    expect(summary.rejected).toEqual([
      { line: 2, id: feed[1]!.id, field: 'year', reason: 'Invalid input: expected number, received string' },
      { line: 3, id: null, field: '(line)', reason: 'not valid JSON' },
      { line: 4, id: feed[2]!.id, field: 'dealership_slug', reason: 'no dealer "nobody" in content' },
    ])
    expect(await count()).toBe(feed.length - 2)
  })

  it("stands each car at its location's point from content, and leaves a car without one unplaced", async () => {
    const points = new Map(
      demoDealers.flatMap((dealer) =>
        dealer.locations.map((location) => [
          `location-${location.slug}`,
          { lat: location.lat, lng: location.lng },
        ]),
      ),
    )
    const unplaced = 'location-coastline-motorcycles-fremantle'
    points.delete(unplaced)
    await ingestStock({ client: search.admin, lines: linesOf(feed), dealerNames, locationPoints: points })
    const placed = feed.find((row) => row.location.id !== unplaced)!
    const document = await search.admin.collections('vehicles').documents(placed.id).retrieve()
    const point = points.get(placed.location.id)!
    expect((document as { location?: unknown }).location).toEqual([point.lat, point.lng])
    const inFremantle = feed.filter((row) => row.location.id === unplaced).length
    expect(inFremantle).toBeGreaterThan(0)
    // Every placed car is within 5,000 km of the middle of Australia; the unplaced ones match no radius.
    expect(await count('location:(-25.3, 133.8, 5000 km)')).toBe(feed.length - inFremantle)
  })

  it('is idempotent: the same feed twice leaves the same index', async () => {
    await ingestStock({ client: search.admin, lines: linesOf(feed), dealerNames })
    const before = await search.admin.collections('vehicles').documents(feed[10]!.id).retrieve()
    const again = await ingestStock({ client: search.admin, lines: linesOf(feed), dealerNames })
    expect(again).toEqual({ taken: feed.length, rejected: [], removed: 0 })
    expect(await count()).toBe(feed.length)
    expect(await search.admin.collections('vehicles').documents(feed[10]!.id).retrieve()).toEqual(before)
  })

  it('keeps a car reserved on the platform reserved while the feed still says it is in stock (issue 16)', async () => {
    const car = feed.find((row) => row.status === 'in_stock' && !row.reserved)!
    await ingestStock({
      client: search.admin,
      lines: linesOf(feed),
      dealerNames,
      platformReserved: new Set([car.id]),
    })
    const reserved = await search.admin.collections('vehicles').documents(car.id).retrieve()
    expect(reserved).toMatchObject({ reserved: true, status: 'in_stock' })
    // Once the reservation ends, the next run takes the feed's word again.
    await ingestStock({
      client: search.admin,
      lines: linesOf(feed),
      dealerNames,
      platformReserved: new Set(),
    })
    expect(await search.admin.collections('vehicles').documents(car.id).retrieve()).toMatchObject({
      reserved: false,
    })
  })

  it('removes vehicles that left the feed, but not one whose row was merely invalid this time', async () => {
    await ingestStock({ client: search.admin, lines: linesOf(feed), dealerNames })
    const [invalidNow, ...rest] = feed.slice(0, -10)
    const summary = await ingestStock({
      client: search.admin,
      lines: linesOf([{ ...invalidNow, km: -5 }, ...rest]),
      dealerNames,
    })
    expect(summary.removed).toBe(10)
    expect(await count()).toBe(feed.length - 10)
    await expect(
      search.admin.collections('vehicles').documents(invalidNow!.id).retrieve(),
    ).resolves.toBeTruthy()
  })

  it('removes a departed vehicle whose id no filter can hold, and no other vehicle with it', async () => {
    const [first, second, ...others] = feed
    const rest = [second!, ...others]
    // Written by joining strings, this id was two: `x` and the second car's.
    const hostile = { ...first!, id: `x\`,\`${second!.id}` }
    await ingestStock({ client: search.admin, lines: linesOf([hostile, ...rest]), dealerNames })
    expect(await count()).toBe(feed.length)
    const summary = await ingestStock({ client: search.admin, lines: linesOf(rest), dealerNames })
    expect(summary.removed).toBe(1)
    expect(await count()).toBe(feed.length - 1)
    await expect(search.admin.collections('vehicles').documents(hostile.id).retrieve()).rejects.toThrow()
    await expect(search.admin.collections('vehicles').documents(second!.id).retrieve()).resolves.toBeTruthy()
  })

  it('with --dealer, rejects other dealers’ rows and removes only that dealer’s departed vehicles', async () => {
    await ingestStock({ client: search.admin, lines: linesOf(feed), dealerNames })
    const dealer = 'coastline-motorcycles'
    const ownRows = feed.filter((row) => row.dealership_slug === dealer)
    const summary = await ingestStock({
      client: search.admin,
      lines: linesOf([...ownRows.slice(1), feed.find((row) => row.dealership_slug !== dealer)]),
      dealerNames,
      dealerSlug: dealer,
    })
    expect(summary.taken).toBe(ownRows.length - 1)
    expect(summary.removed).toBe(1)
    expect(summary.rejected).toHaveLength(1)
    expect(summary.rejected[0]?.reason).toMatch(/not coastline-motorcycles/)
    expect(await count()).toBe(feed.length - 1)
  })
})
