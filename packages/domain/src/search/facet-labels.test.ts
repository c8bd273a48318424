import { describe, expect, it } from 'vitest'
import { LISTED_WITHIN_ATTRIBUTE, listFacetAttributes, rangeFacetAttributes } from './facet-attributes.ts'
import { facetTitles, facetValueLabel } from './facet-labels.ts'

describe('facet labels', () => {
  it('titles every search facet attribute of the spec', () => {
    for (const attribute of [...listFacetAttributes, ...rangeFacetAttributes, LISTED_WITHIN_ATTRIBUTE]) {
      expect(facetTitles[attribute]).toMatch(/^[A-Z]/)
    }
  })

  it('spells out coded values and leaves feed values alone', () => {
    expect(facetValueLabel('car_type', 'used')).toBe('Used')
    expect(facetValueLabel('status', 'coming_soon')).toBe('Coming soon')
    expect(facetValueLabel('certified', 'false')).toBe('Not certified')
    expect(facetValueLabel('seats', '7')).toBe('7 seats')
    expect(facetValueLabel('make', 'Mercedes-Benz')).toBe('Mercedes-Benz')
  })
})
