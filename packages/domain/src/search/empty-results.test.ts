import { describe, expect, it } from 'vitest'
import { CLEAR_FILTERS_LABEL, clearFiltersPath, NO_RESULTS_TEXT, NO_RESULTS_TITLE } from './empty-results.ts'

describe('empty results', () => {
  it('"A card titled \'No Results Available\' with the text ..."', () => {
    expect(NO_RESULTS_TITLE).toBe('No Results Available')
    expect(NO_RESULTS_TEXT).toBe(
      'No results found for your search at this time. Please try adjusting the filters for more results.',
    )
    expect(CLEAR_FILTERS_LABEL).toBe('Clear Filters')
  })

  it('"a Clear Filters button that navigates to the refresh path (by default /special-offers)"', () => {
    expect(clearFiltersPath(undefined)).toBe('/special-offers')
    expect(clearFiltersPath('/search/used-cars')).toBe('/search/used-cars')
    expect(clearFiltersPath('https://elsewhere.example')).toBe('/special-offers')
    expect(clearFiltersPath('//elsewhere.example')).toBe('/special-offers')
  })
})
