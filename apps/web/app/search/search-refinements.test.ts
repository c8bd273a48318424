import { emptySearchState, parseSearchParams } from '@forecourt/domain/search-url-state'
import { describe, expect, it } from 'vitest'
import { appliedRefinements, toggleRefinement, withoutRefinement, withRange } from './search-refinements'

describe('search refinements', () => {
  it('ticks and unticks a value, keeping values sorted and dropping an emptied facet', () => {
    const ticked = toggleRefinement(toggleRefinement(emptySearchState(), 'make', 'Toyota'), 'make', 'Ford')
    expect(ticked.refinements.make).toEqual(['Ford', 'Toyota'])
    const cleared = toggleRefinement(toggleRefinement(ticked, 'make', 'Ford'), 'make', 'Toyota')
    expect(cleared.refinements).toEqual({})
  })

  it('sets a range, and removes it when both sides are open', () => {
    const priced = withRange(emptySearchState(), 'price', { max: 30000 })
    expect(priced.ranges.price).toEqual({ max: 30000 })
    expect(withRange(priced, 'price', {}).ranges).toEqual({})
  })

  it('lists the refinements in force in panel order, each bound of a range on its own', () => {
    const state = parseSearchParams('body=SUV&make=Ford&car_type=used&price=10000-30000')
    expect(appliedRefinements(state)).toEqual([
      { kind: 'value', attribute: 'car_type', value: 'used' },
      { kind: 'value', attribute: 'make', value: 'Ford' },
      { kind: 'value', attribute: 'body', value: 'SUV' },
      { kind: 'bound', attribute: 'price', side: 'min', value: 10000 },
      { kind: 'bound', attribute: 'price', side: 'max', value: 30000 },
    ])
  })

  it('puts the place searched from first, and removing it leaves the default order', () => {
    const state = parseSearchParams('make=Ford&near=2150&distance=50')
    const [near, ...rest] = appliedRefinements(state)
    expect(near).toEqual({ kind: 'near', nearMe: { near: '2150', distanceKm: 50 } })
    expect(rest).toEqual([{ kind: 'value', attribute: 'make', value: 'Ford' }])
    const without = withoutRefinement(state, near!)
    expect(without.nearMe).toBeNull()
    expect(without.sort).toBe('featured')
    expect(without.refinements).toEqual({ make: ['Ford'] })
  })

  it('removes one refinement, one side of a range at a time', () => {
    const state = parseSearchParams('make=Ford&price=10000-30000')
    const withoutMin = withoutRefinement(state, {
      kind: 'bound',
      attribute: 'price',
      side: 'min',
      value: 10000,
    })
    expect(withoutMin.ranges.price).toEqual({ max: 30000 })
    const withoutFord = withoutRefinement(state, { kind: 'value', attribute: 'make', value: 'Ford' })
    expect(withoutFord.refinements.make).toBeUndefined()
  })
})
