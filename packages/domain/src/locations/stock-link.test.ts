import { describe, expect, it } from 'vitest'
import { parseSearchParams } from '../search/url-state.ts'
import { locationStockPath } from './stock-link.ts'

describe("a location's 'View Our Stock' link", () => {
  it('opens the results page refined to that location, as the search writes it', () => {
    expect(locationStockPath('Southern Cross Motors Parramatta')).toBe(
      '/search?location_name=Southern+Cross+Motors+Parramatta',
    )
  })

  it('reads back as a search of that location alone, whatever the name holds', () => {
    const name = 'Outback Caravans & Campers — Gepps Cross'
    const path = locationStockPath(name)
    const state = parseSearchParams(path.slice(path.indexOf('?')))
    expect(state.refinements).toEqual({ location_name: [name] })
    expect(state.query).toBe('')
  })
})
