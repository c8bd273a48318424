import { describe, expect, it } from 'vitest'
import { type SearchRequest, withSiteParameters } from './search-client'

const promotions = { site: 'scm', landingPath: '/search/used-cars' }
const request = (indexName: string, params: Record<string, unknown> = {}) =>
  ({ indexName, params }) as SearchRequest

describe("the browser's searches, with the website's own parameters", () => {
  it("asks for the landing page's promoted cars while the shopper browses in the default order", () => {
    expect(withSiteParameters(request('vehicles', { query: '' }), null, promotions)).toEqual(
      request('vehicles', { query: '', ruleContexts: ['promoted:scm', 'promoted:scm:/search/used-cars'] }),
    )
  })

  it("asks for the website's typed-words promotions with a query, and for none in another order", () => {
    expect(withSiteParameters(request('vehicles', { query: 'ranger' }), null, promotions)).toMatchObject({
      params: { ruleContexts: ['promoted:scm'] },
    })
    const sorted = request('vehicles/sort/price:asc', { query: '' })
    expect(withSiteParameters(sorted, null, promotions)).toBe(sorted)
  })

  it("adds the dealer's price-ascending filter to price-ascending searches only", () => {
    expect(
      withSiteParameters(request('vehicles/sort/price:asc', { filters: 'make:=Ford' }), 'price:>0', null),
    ).toEqual(request('vehicles/sort/price:asc', { filters: '(make:=Ford) && price:>0' }))
    const plain = request('vehicles', { query: '' })
    expect(withSiteParameters(plain, 'price:>0', null)).toBe(plain)
  })
})
