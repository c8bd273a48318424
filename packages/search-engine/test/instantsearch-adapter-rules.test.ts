import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Vehicle, vehicles } from './fixtures/vehicles.ts'
import { adapterClient, type InstantSearchRequest } from './helpers/adapter.ts'
import { startTestServer, type TestServer } from './helpers/server.ts'

// Query rules as InstantSearch sees them: a curation rule's metadata arrives as `userData`, its includes as
// the first hits (with `curated`), and `ruleContexts` become Typesense's curation tags.

const byPrice = (a: Vehicle, b: Vehicle) => b.price - a.price || vehicles.indexOf(b) - vehicles.indexOf(a)

describe('typesense-instantsearch-adapter query rules', () => {
  let ts: TestServer
  let search: (requests: InstantSearchRequest[]) => ReturnType<ReturnType<typeof adapterClient>>
  let olderServer: typeof search

  beforeAll(async () => {
    ts = await startTestServer()
    await ts.request('PUT', '/curation_sets/promotions', {
      body: {
        items: [
          {
            id: 'ranger-banner',
            rule: { query: 'ranger', match: 'contains' },
            includes: [{ id: 'v030', position: 1 }],
            metadata: { banner: 'Ranger run-out sale', link: '/offers/ranger' },
          },
          {
            id: 'homepage-feature',
            rule: { tags: ['homepage'] },
            includes: [{ id: 'v007', position: 1 }],
            metadata: { section: 'homepage' },
          },
        ],
      },
    })
    await ts.request('PATCH', '/collections/vehicles', { body: { curation_sets: ['promotions'] } })
    const additionalSearchParameters = { query_by: 'make,model,title', sort_by: 'price:desc' }
    search = adapterClient(ts, { additionalSearchParameters })
    olderServer = adapterClient(ts, { additionalSearchParameters, useOverrideTags: true })
  })
  afterAll(() => ts.close())

  it('returns the rule metadata as userData and the promoted car first', async () => {
    const [result] = await search([{ indexName: 'vehicles', params: { query: 'ranger', hitsPerPage: 10 } }])
    expect(result!.userData).toEqual([{ banner: 'Ranger run-out sale', link: '/offers/ranger' }])
    const rangers = vehicles.filter((v) => v.model === 'Ranger' && v.id !== 'v030').sort(byPrice)
    expect(result!.hits.map((h) => h.objectID)).toEqual(['v030', ...rangers.map((v) => v.id)])
    expect(result!.hits[0]!.curated).toBe(true)
    expect(result!.nbHits).toBe(rangers.length + 1)
  })

  it('applies tagged rules for ruleContexts, as curation_tags or as override_tags', async () => {
    for (const client of [search, olderServer]) {
      const [result] = await client([
        { indexName: 'vehicles', params: { query: '', ruleContexts: ['homepage'] } },
      ])
      expect(result!.hits[0]!.objectID).toBe('v007')
      expect(result!.userData).toEqual([{ section: 'homepage' }])
    }
    const [plain] = await search([{ indexName: 'vehicles', params: { query: '' } }])
    expect(plain!.userData).toBeUndefined()
    expect(plain!.hits[0]!.objectID).toBe([...vehicles].sort(byPrice)[0]!.id)
  })
})
