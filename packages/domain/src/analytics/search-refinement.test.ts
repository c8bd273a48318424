import { describe, expect, it } from 'vitest'
import { emptySearchState } from '../search/url-state.ts'
import { searchRefinementEvent } from './search-refinement.ts'

describe('a search refinement as a GA4 search event', () => {
  it('carries the words and each filter by its URL name, values joined', () => {
    const state = {
      ...emptySearchState(),
      query: ' hilux ',
      refinements: { make: ['Toyota', 'Ford'], body: ['Ute'] },
      ranges: { price: { min: 10000, max: 40000 } },
    }
    expect(searchRefinementEvent(state)).toEqual({
      event: 'search',
      search_term: 'hilux',
      filters: { make: 'Ford,Toyota', body: 'Ute', price: '10000-40000' },
    })
  })

  it('is the same search on another page of results', () => {
    const state = { ...emptySearchState(), refinements: { make: ['Toyota'] } }
    expect(searchRefinementEvent({ ...state, page: 3 })).toEqual(searchRefinementEvent(state))
  })
})
