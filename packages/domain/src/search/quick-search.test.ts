import { describe, expect, it } from 'vitest'
import { quickSearchHref } from './quick-search.ts'

describe('quick search', () => {
  it('"A \'Show Me N cars\' button carries the current filters to the results route"', () => {
    expect(quickSearchHref({ make: 'Ford', model: 'Ranger', maxPrice: 40_000, body: 'Ute' })).toBe(
      '/search?make=Ford&model=Ranger&body=Ute&price=-40000',
    )
    expect(quickSearchHref({})).toBe('/search')
  })

  it('only carries a model together with its make', () => {
    expect(quickSearchHref({ model: 'Ranger' })).toBe('/search')
  })
})
