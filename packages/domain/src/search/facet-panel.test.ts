import { describe, expect, it } from 'vitest'
import {
  CITY_FACET_LIMIT,
  certifiedFacetValues,
  LOCATION_FACET_LIMIT,
  MAKE_LIST_VISIBLE,
  MODEL_LIST_LIMIT,
  SEARCH_HITS_PER_PAGE,
  SHOW_ALL_MAKES_LABEL,
  showMeCarsLabel,
} from './facet-panel.ts'

describe('facet panel', () => {
  it('"a make list showing 7 entries before \'Show all makes\'", "a model list under it, limited to 30"', () => {
    expect(MAKE_LIST_VISIBLE).toBe(7)
    expect(SHOW_ALL_MAKES_LABEL).toBe('Show all makes')
    expect(MODEL_LIST_LIMIT).toBe(30)
  })

  it('"city limit 20, dealership (location_name) limit 40", "Search hits per page: 21"', () => {
    expect(CITY_FACET_LIMIT).toBe(20)
    expect(LOCATION_FACET_LIMIT).toBe(40)
    expect(SEARCH_HITS_PER_PAGE).toBe(21)
  })

  it("labels the 'Show Me N cars' button", () => {
    expect(showMeCarsLabel(1234)).toBe('Show Me 1,234 cars')
    expect(showMeCarsLabel(0)).toBe('Show Me 0 cars')
    expect(showMeCarsLabel(1)).toBe('Show Me 1 car')
  })

  it('"The certified facet hides its \'false\' value when a certified-only setting is on."', () => {
    const values = [
      { value: 'true', count: 40 },
      { value: 'false', count: 60 },
    ]
    expect(certifiedFacetValues(values, true)).toEqual([{ value: 'true', count: 40 }])
    expect(certifiedFacetValues(values, false)).toEqual(values)
  })
})
