import type { Site } from '@forecourt/content/sites'
import { platformDefaultSettings } from '@forecourt/domain/site/settings'
import { writeFilter } from '@forecourt/search/filter-writer'
import type { SearchConnection } from '@forecourt/search/search-connection'
import { describe, expect, it } from 'vitest'
import { createSiteStock } from './site-stock.server'

const site = {
  kind: 'dealer',
  content: { id: 'dealer-test', slug: 'test-motors', name: 'Test Motors' },
  settings: platformDefaultSettings,
} as unknown as Site

/** A search service that answers the catalogue's facet search with these values per facet. */
function searchWith(values: Record<string, string[]>) {
  const asked: Record<string, unknown>[] = []
  const client = {
    keys: () => ({ generateScopedSearchKey: () => 'scoped-key' }),
    collections: () => ({
      documents: () => ({
        search: async (params: Record<string, unknown>) => {
          asked.push(params)
          const facets = String(params.facet_by).split(',')
          return {
            found: 3,
            facet_counts: facets.map((field_name) => ({
              field_name,
              counts: (values[field_name] ?? []).map((value) => ({ value, count: 1 })),
            })),
          }
        },
      }),
    }),
  }
  return { asked, search: { client, searchApiKey: 'search-key' } as unknown as SearchConnection }
}

describe("a site's stock", () => {
  it('gives the stock filter both as a tree to build searches on and as the text the key embeds', () => {
    const { access } = createSiteStock(searchWith({}).search)
    const { filter, filterBy } = access(site)
    expect(filterBy).toBe(writeFilter(filter))
    expect(filterBy).toMatch(/^\(dealership_slug:=\[`test-motors`\]\) && /)
  })

  it("lists every value of the panel's facets, for the results page to check the URL's against", async () => {
    const many = Array.from({ length: 1000 }, (_, index) => `Colour ${index}`)
    const { search, asked } = searchWith({
      make: ['Volkswagen'],
      make_model: ['Volkswagen > Golf'],
      seats: ['5', '7'],
      colour: many,
    })
    const catalogue = await createSiteStock(search).catalogue(site)
    expect(asked[0]?.facet_by).toContain('certified')
    expect(catalogue.facetValues.make).toEqual(['Volkswagen'])
    expect(catalogue.facetValues.make_model).toEqual(['Volkswagen > Golf'])
    expect(String(asked[0]?.facet_by).split(',')).toContain('subscription_price')
    expect(catalogue.facetValues.seats).toEqual(['5', '7'])
    expect(catalogue.facetValues.body).toEqual([])
    // As many as the catalogue fetches: there may be more, so the list is not one to check against.
    expect(catalogue.facetValues).not.toHaveProperty('colour')
  })

  it('keeps the catalogues of at most maxSites sites, fetching a dropped one again', async () => {
    const other = { ...site, content: { id: 'dealer-other', slug: 'other-motors', name: 'Other' } } as Site
    const { search, asked } = searchWith({})
    const stock = createSiteStock(search, { maxSites: 1 })
    await stock.catalogue(site)
    await stock.catalogue(site)
    expect(asked).toHaveLength(1)
    await stock.catalogue(other)
    await stock.catalogue(site)
    expect(asked).toHaveLength(3)
  })
})
