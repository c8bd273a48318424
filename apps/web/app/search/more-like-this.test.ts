import { parseSearchParams, serialiseSearchState } from '@forecourt/domain/search/url-state'
import { describe, expect, it } from 'vitest'
import { modelCarsSearch, moreLikeThis } from './more-like-this'

const url = (state: ReturnType<typeof parseSearchParams>) =>
  decodeURIComponent(serialiseSearchState(state).toString())

describe('"N more like this" under a one-per-model card', () => {
  const hilux = { make: 'Toyota', model: 'HiLux' }

  it("leads to the model's cars in the search in force: every car, from the first page", () => {
    const state = parseSearchParams(
      'make=Ford&make=Toyota&body=Ute&price=-40000&sort=price-asc&view=model&page=3',
    )
    expect(url(modelCarsSearch(state, hilux))).toBe(
      'make=Toyota&model=HiLux&body=Ute&price=-40000&sort=price-asc',
    )
  })

  it('keeps the place searched from', () => {
    const state = parseSearchParams('near=2150&distance=50&view=model')
    expect(url(modelCarsSearch(state, hilux))).toBe('make=Toyota&model=HiLux&near=2150&distance=50')
  })

  it('counts the cars beyond the one shown, and names the model for screen readers', () => {
    const state = parseSearchParams('view=model')
    const href = (next: typeof state) => `/search?${serialiseSearchState(next)}`
    expect(moreLikeThis({ ...hilux, _group_found: 13 }, state, href)).toEqual({
      href: '/search?make=Toyota&model=HiLux',
      label: '12 more like this',
      accessibleName: '12 more like this: Toyota HiLux',
    })
    expect(moreLikeThis({ ...hilux, _group_found: 2 }, state, href)?.label).toBe('1 more like this')
    expect(moreLikeThis({ ...hilux, _group_found: 1 }, state, href)).toBeNull()
    expect(moreLikeThis(hilux, state, href)).toBeNull()
  })
})
