import { sortOptions } from '@forecourt/domain/search/sort'
import { parseSearchParams, serialiseSearchState } from '@forecourt/domain/search/url-state'
import { describe, expect, it } from 'vitest'
import { searchStateToUiState, uiStateToSearchState } from './ui-state'

const sorts = sortOptions({ priceAscendingExcludesZero: false })

describe('search state and InstantSearch UI state', () => {
  it('maps the URL search onto InstantSearch widgets', () => {
    const state = parseSearchParams(
      'q=ranger&make=Ford&body=Ute&price=10000-30000&km=-80000&sort=price-asc&page=2',
    )
    expect(searchStateToUiState(state, 'vehicles', sorts)).toEqual({
      query: 'ranger',
      page: 2,
      sortBy: 'vehicles/sort/price:asc',
      refinementList: { make: ['Ford'], body: ['Ute'] },
      range: { price: '10000:30000', km: ':80000' },
    })
  })

  it('round-trips through InstantSearch without changing the URL', () => {
    const url = 'q=hilux&make=Ford&make=Toyota&certified=true&year=2019-&sort=km-asc&page=3'
    const state = parseSearchParams(url)
    const back = uiStateToSearchState(searchStateToUiState(state, 'vehicles', sorts), 'vehicles')
    expect(serialiseSearchState(back).toString()).toBe(serialiseSearchState(state).toString())
  })

  it('keeps the make > model path and the listing age as UI state of their own, not a refinement list', () => {
    const url = 'make=Toyota&make_model=Toyota+%3E+HiLux&created_at_timestamp=7'
    const ui = searchStateToUiState(parseSearchParams(url), 'vehicles', sorts)
    expect(ui).toEqual({
      refinementList: { make: ['Toyota'] },
      makeModel: ['Toyota > HiLux'],
      listedWithin: '7',
    })
    expect(serialiseSearchState(uiStateToSearchState(ui, 'vehicles')).toString()).toBe(url)
  })

  it('leaves the default order, the first page and empty widgets out', () => {
    expect(searchStateToUiState(parseSearchParams(''), 'vehicles', sorts)).toEqual({})
    expect(
      uiStateToSearchState({ page: 1, refinementList: { make: [] }, range: { price: ':' } }, 'vehicles'),
    ).toEqual(parseSearchParams(''))
  })

  it('keeps a near-me search through InstantSearch: its orders are sort indexes from the place', () => {
    const from = { lat: -33.814463, lng: 151.006506 }
    const nearSorts = sortOptions({ priceAscendingExcludesZero: false }, true)
    const near = { nearMe: { near: '2150', distanceKm: 50 as const }, from }
    for (const url of ['near=2150&distance=50', 'near=2150&distance=50&sort=price-desc&page=2']) {
      const state = parseSearchParams(url)
      const ui = searchStateToUiState(state, 'vehicles', nearSorts, from)
      expect(ui.sortBy).toMatch(/location\(-33\.814463, 151\.006506\):asc/)
      expect(serialiseSearchState(uiStateToSearchState(ui, 'vehicles', near)).toString()).toBe(url)
    }
  })

  it('keeps the one-per-model view through an instance started for it', () => {
    const sorts = sortOptions({ priceAscendingExcludesZero: false })
    const url = 'body=SUV&sort=price-asc&view=model&page=2'
    const ui = searchStateToUiState(parseSearchParams(url), 'vehicles', sorts)
    const grouped = { nearMe: null, from: null, view: 'model' as const }
    expect(serialiseSearchState(uiStateToSearchState(ui, 'vehicles', grouped)).toString()).toBe(url)
    expect(uiStateToSearchState(ui, 'vehicles').view).toBe('all')
  })

  it('ignores attributes that are not facets of the stock index', () => {
    const state = uiStateToSearchState({ refinementList: { dealership_slug: ['other-dealer'] } }, 'vehicles')
    expect(state.refinements).toEqual({})
  })
})
