import { createContentClient } from '@forecourt/content/client'
import { changedPromotionId, verifyContentWebhook } from '@forecourt/content/content-webhook'
import { createDatasetFromDocuments } from '@forecourt/content/embedded-dataset'
import { fetchPromotions } from '@forecourt/content/promoted-cars'
import { buildContentDataset, type ContentDocument } from '@forecourt/demo-data/content/build-content-dataset'
import { buildStockFeed } from '@forecourt/demo-data/stock/build-stock-feed'
import { STOCK_REFERENCE_DATE } from '@forecourt/demo-data/stock/reference-date'
import { demoDealers } from '@forecourt/demo-data/tenants'
import { promotionTags } from '@forecourt/domain/promoted-cars/curation-tags'
import { stockVisibility } from '@forecourt/domain/search/stock-visibility'
import { writeFilter } from '@forecourt/search/filter-writer'
import { ingestStock } from '@forecourt/search/ingest/ingest-stock'
import { PROMOTED_CARS_SET } from '@forecourt/search/promoted-cars/curation-items'
import { syncPromotionFromContent } from '@forecourt/search/promoted-cars/sync-from-content'
import { replaceAllPromotions } from '@forecourt/search/promoted-cars/sync-promotions'
import { stockFilter } from '@forecourt/search/stock-filter'
import { encodeSignatureHeader } from '@sanity/webhook'
import type { SearchParams } from 'typesense/lib/Typesense/Types'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { linesOf, startEmbeddedSearch } from './support/embedded-search.ts'

/**
 * Promoted cars against the embedded engine for real: the demo promotions loaded as stock ingestion loads
 * them, and a promotion published, edited and deleted through the content webhook's sync, each checked by
 * searching as the results page does (the website's scoped key, its curation tags).
 */

const site = 'southern-cross-motors'
const feed = buildStockFeed({ vehicles: 1500 })
const dealerNames = new Map(demoDealers.map((dealer) => [dealer.slug, dealer.name]))
const demoContent = buildContentDataset()
const secret = 'integration-webhook-secret'
let search: Awaited<ReturnType<typeof startEmbeddedSearch>>

beforeAll(async () => {
  search = await startEmbeddedSearch()
  await ingestStock({ client: search.admin, lines: linesOf(feed), dealerNames })
})
afterAll(() => search.close())
afterEach(() => {
  vi.useRealTimers()
})

const contentOf = (documents: readonly ContentDocument[]) =>
  createContentClient({ source: 'embedded', dataset: createDatasetFromDocuments(documents) })

const idOf = (stockNumber: string) => feed.find((row) => row.stocknum === stockNumber)!.id

/** The first page of /search/used-cars as the website's shopper gets it: its key, its tags (or none). */
async function usedCarsPage(withTags = true) {
  // A Typesense scoped key with the site's filter, as a cluster would be given one.
  const key = search.admin.keys().generateScopedSearchKey(search.searchApiKey, {
    filter_by: writeFilter(
      stockFilter(
        [site],
        stockVisibility(
          { listingAgeThresholdDays: 2, usedStockOnly: false, inStockOnly: false },
          new Date(STOCK_REFERENCE_DATE),
        ),
      ),
    ),
    expires_at: Math.floor(Date.now() / 1000) + 3600,
  })
  const tags = promotionTags({ site, landingPath: '/search/used-cars', query: '', defaultOrder: true })
  const result = await search
    .clientWith(key)
    .collections('vehicles')
    .documents()
    .search({
      q: '*',
      filter_by: 'car_type:=[`used`]',
      per_page: 21,
      // Typesense 30's name: the client's types still know only `override_tags`.
      ...(withTags ? { curation_tags: tags.join(',') } : {}),
    } as SearchParams<object>)
  return (result.hits ?? []).map((hit) => ({
    id: (hit.document as { id: string }).id,
    curated: (hit as { curated?: boolean }).curated === true,
  }))
}

async function promotionItemIds(): Promise<string[]> {
  return (await search.admin.curationSets(PROMOTED_CARS_SET).retrieve()).items.map((item) => item.id).sort()
}

describe('the demo promotions, loaded as stock ingestion loads them', () => {
  it('pins the Ranger at 1 and the best used Prado at 3; the expired clearance changes nothing', async () => {
    const read = await fetchPromotions(contentOf(demoContent))
    expect(read.problems).toEqual([])
    expect(await replaceAllPromotions(search.admin, read.promotions)).toEqual({ items: 2 })
    const collection = await search.admin.collections('vehicles').retrieve()
    expect((collection as { curation_sets?: string[] }).curation_sets).toEqual([PROMOTED_CARS_SET])

    const prado = feed
      .filter(
        (row) =>
          row.dealership_slug === site &&
          row.car_type === 'used' &&
          row.make === 'Toyota' &&
          row.model === 'Prado' &&
          row.status === 'in_stock' &&
          !row.reserved,
      )
      .sort((a, b) => b.custom_rank - a.custom_rank)[0]!
    const page = await usedCarsPage()
    expect(page[0]).toEqual({ id: idOf('SCU18157'), curated: true })
    expect(page[2]).toEqual({ id: prado.id, curated: true })
    expect(page.filter((hit) => hit.curated)).toHaveLength(2)
    expect(page.map((hit) => hit.id)).not.toContain(idOf('SCU18317'))

    // A search without the page's tags (another page, a car page's similar cars) is left alone.
    const untagged = await usedCarsPage(false)
    expect(untagged.some((hit) => hit.curated)).toBe(false)
    expect(untagged.map((hit) => hit.id)).not.toContain(idOf('SCU18157'))
  })

  it('is idempotent: loading them again leaves the same rules and the same page', async () => {
    const before = { items: await promotionItemIds(), page: await usedCarsPage() }
    await replaceAllPromotions(search.admin, (await fetchPromotions(contentOf(demoContent))).promotions)
    expect({ items: await promotionItemIds(), page: await usedCarsPage() }).toEqual(before)
  })
})

describe('a promotion through the content webhook', () => {
  const id = 'promotedCars-southern-cross-motors-webhook'
  const pinned = 'SCU18265'
  const promotion = (expiresAt: Date): ContentDocument => ({
    _id: id,
    _type: 'promotedCars',
    website: { _type: 'reference', _ref: `dealer-${site}` },
    title: 'Webhook test',
    cars: [{ _key: 'car-1', _type: 'promotedCar', stockNumber: pinned, position: 2 }],
    landingPaths: ['/search/used-cars'],
    startsAt: new Date(Date.now() - 86_400_000).toISOString(),
    expiresAt: expiresAt.toISOString(),
  })

  /** What the webhook handler does with a signed notice: verify it, then sync the promotion it names. */
  async function deliver(documents: readonly ContentDocument[]) {
    const body = JSON.stringify({ _id: id, _type: 'promotedCars', dealer: site })
    const verdict = await verifyContentWebhook(
      body,
      await encodeSignatureHeader(body, Date.now(), secret),
      secret,
    )
    if (!verdict.ok) throw new Error(verdict.message)
    const promotionId = changedPromotionId(verdict.change)
    expect(promotionId).toBe(id)
    return syncPromotionFromContent(contentOf(documents), search.admin, promotionId!)
  }

  const atTwo = async () => (await usedCarsPage())[1]

  it('writes an expired promotion that changes nothing, then the same one extended, which pins its car', async () => {
    const expired = await deliver([...demoContent, promotion(new Date(Date.now() - 3_600_000))])
    expect(expired).toEqual({ status: 'applied', items: 1, removed: 0 })
    expect(await promotionItemIds()).toContain(`${id}~pages`)
    expect(await atTwo()).not.toEqual({ id: idOf(pinned), curated: true })

    const extended = await deliver([...demoContent, promotion(new Date(Date.now() + 3_600_000))])
    expect(extended).toEqual({ status: 'applied', items: 1, removed: 0 })
    expect((await promotionItemIds()).filter((item) => item.startsWith(id))).toEqual([`${id}~pages`])
    expect(await atTwo()).toEqual({ id: idOf(pinned), curated: true })
    // The demo promotion's cars keep their places beside it.
    expect((await usedCarsPage())[0]).toEqual({ id: idOf('SCU18157'), curated: true })
  })

  it('answers a repeated delivery with the same index', async () => {
    const items = await promotionItemIds()
    await deliver([...demoContent, promotion(new Date(Date.now() + 3_600_000))])
    expect(await promotionItemIds()).toEqual(items)
  })

  it('stops pinning at its expiry by itself, with no delivery (the engine reads its clock)', async () => {
    const expiresAt = new Date(Date.now() + 3_600_000)
    await deliver([...demoContent, promotion(expiresAt)])
    expect(await atTwo()).toEqual({ id: idOf(pinned), curated: true })
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(expiresAt.getTime() + 1_000))
    expect(await atTwo()).not.toEqual({ id: idOf(pinned), curated: true })
    vi.useRealTimers()
    expect(await atTwo()).toEqual({ id: idOf(pinned), curated: true })
  })

  it('takes the cars out once the promotion is deleted, and leaves other promotions alone', async () => {
    const deleted = await deliver(demoContent)
    expect(deleted).toEqual({ status: 'removed', removed: 1 })
    expect((await promotionItemIds()).filter((item) => item.startsWith(id))).toEqual([])
    expect(await atTwo()).not.toEqual({ id: idOf(pinned), curated: true })
    expect((await usedCarsPage())[0]).toEqual({ id: idOf('SCU18157'), curated: true })
    // Deleting again changes nothing.
    expect(await deliver(demoContent)).toEqual({ status: 'removed', removed: 0 })
  })

  it('takes out a promotion edited into one the platform cannot use, saying why', async () => {
    await deliver([...demoContent, promotion(new Date(Date.now() + 3_600_000))])
    const broken = { ...promotion(new Date(Date.now() + 3_600_000)), landingPaths: [] }
    expect(await deliver([...demoContent, broken])).toEqual({
      status: 'invalid',
      problem: 'landingPaths: A promotion needs a landing path or typed words to apply to.',
      removed: 1,
    })
    expect(await atTwo()).not.toEqual({ id: idOf(pinned), curated: true })
  })
})
