import { describe, expect, it } from 'vitest'
import { chooseLocationType } from './type-selector.ts'

const locations = [
  { id: 'parts', locationType: 'parts' },
  { id: 'service', locationType: 'service' },
  { id: 'sales', locationType: 'sales' },
  { id: 'yard', locationType: 'sales' },
  { id: 'other', locationType: null },
]

describe('"An Opening Hours panel with a location-type selector"', () => {
  it('offers the types the site has, sales, then service, then parts', () => {
    expect(chooseLocationType(locations, null).types).toEqual([
      { type: 'sales', label: 'Sales' },
      { type: 'service', label: 'Service' },
      { type: 'parts', label: 'Parts' },
    ])
    expect(chooseLocationType([{ id: 's', locationType: 'service' }], null).types).toEqual([
      { type: 'service', label: 'Service' },
    ])
  })

  it('shows the hours of every location of the chosen type', () => {
    const choice = chooseLocationType(locations, 'service')
    expect(choice.selected).toBe('service')
    expect(choice.locations.map((location) => location.id)).toEqual(['service'])
    expect(chooseLocationType(locations, 'sales').locations.map((location) => location.id)).toEqual([
      'sales',
      'yard',
    ])
  })

  it('starts on the first type, also when an unknown or absent type is asked for', () => {
    expect(chooseLocationType(locations, 'detailing').selected).toBe('sales')
    expect(chooseLocationType([{ id: 'p', locationType: 'parts' }], 'sales').selected).toBe('parts')
    expect(chooseLocationType([{ id: 'o', locationType: null }], null)).toEqual({
      types: [],
      selected: null,
      locations: [],
    })
  })
})
