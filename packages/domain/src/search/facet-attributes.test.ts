import { describe, expect, it } from 'vitest'
import {
  isListFacetAttribute,
  isRangeFacetAttribute,
  LISTED_WITHIN_ATTRIBUTE,
  listFacetAttributes,
  rangeFacetAttributes,
} from './facet-attributes.ts'

// Spec, stock document section 3, "Search facet attributes".
const specAttributes =
  'query, page, sortBy, badge, status, car_type, categories, city, colour, dealership_name, filtered_features, item_type, km, location_name, make, make_model, model, price, subscription_price, price_range, seats, body, drive, fuel, transmission, state, tag, weekly_price_range, year, certified, created_at_timestamp'

describe('search facet attributes', () => {
  it('cover every attribute of the spec other than query, page and sortBy, each once', () => {
    const ours = [...listFacetAttributes, ...rangeFacetAttributes, LISTED_WITHIN_ATTRIBUTE]
    const spec = specAttributes.split(', ').filter((name) => !['query', 'page', 'sortBy'].includes(name))
    expect([...ours].sort()).toEqual([...spec].sort())
  })

  it('tells list facets from range facets', () => {
    expect(isListFacetAttribute('make')).toBe(true)
    expect(isListFacetAttribute('price')).toBe(false)
    expect(isRangeFacetAttribute('km')).toBe(true)
    expect(isRangeFacetAttribute('utm_source')).toBe(false)
    expect(isRangeFacetAttribute(LISTED_WITHIN_ATTRIBUTE)).toBe(false)
  })
})
