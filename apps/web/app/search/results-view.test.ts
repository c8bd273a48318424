import { emptySearchState } from '@forecourt/domain/search/url-state'
import { describe, expect, it } from 'vitest'
import { emptyResults, facetItems, paginationPages, type ResultsView } from './results-view'

const results = (facets: ResultsView['facets']): ResultsView => ({ ...emptyResults(), facets })

describe('facetItems', () => {
  const bodies = results({
    body: { Ute: 4, SUV: 9, Hatch: 4, Van: 1 },
  })

  it('lists values by count, then by name', () => {
    const items = facetItems('body', bodies, emptySearchState(), { refinedFirst: false, limit: 10 })
    expect(items.map((item) => item.value)).toEqual(['SUV', 'Hatch', 'Ute', 'Van'])
  })

  it('puts ticked values first where the facet says so, and marks them', () => {
    const state = { ...emptySearchState(), refinements: { body: ['Van'] } }
    const items = facetItems('body', bodies, state, { refinedFirst: true, limit: 2 })
    expect(items).toEqual([
      { value: 'Van', count: 1, isRefined: true },
      { value: 'SUV', count: 9, isRefined: false },
    ])
  })

  it('keeps a ticked value the results no longer count, with 0, so it can be unticked', () => {
    const state = { ...emptySearchState(), refinements: { body: ['Cab Chassis'] } }
    const items = facetItems('body', bodies, state, { refinedFirst: true, limit: 12 })
    expect(items[0]).toEqual({ value: 'Cab Chassis', count: 0, isRefined: true })
  })
})

describe('paginationPages', () => {
  it('lists every page when there are few', () => {
    expect(paginationPages(0, 3, 2)).toEqual([0, 1, 2])
  })

  it('centres the current page with two either side', () => {
    expect(paginationPages(5, 17, 2)).toEqual([3, 4, 5, 6, 7])
  })

  it('keeps five pages at either end', () => {
    expect(paginationPages(0, 17, 2)).toEqual([0, 1, 2, 3, 4])
    expect(paginationPages(16, 17, 2)).toEqual([12, 13, 14, 15, 16])
  })
})
