import { emptySearchState, parseSearchParams } from '@forecourt/domain/search/url-state'
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

  it('shows the make > model path after the model, and the listing age last, each removable', () => {
    const state = parseSearchParams(
      'make_model=Toyota+%3E+HiLux&make=Toyota&created_at_timestamp=7&subscription_price=-300',
    )
    const applied = appliedRefinements(state)
    expect(applied).toEqual([
      { kind: 'value', attribute: 'make', value: 'Toyota' },
      { kind: 'value', attribute: 'make_model', value: 'Toyota > HiLux' },
      { kind: 'bound', attribute: 'subscription_price', side: 'max', value: 300 },
      { kind: 'listed', value: '7' },
    ])
    expect(withoutRefinement(state, applied[1]!).refinements).toEqual({ make: ['Toyota'] })
    expect(withoutRefinement(state, applied[3]!).listedWithin).toBeNull()
  })

  it('has a chip for a value that matches no car, so the shopper can remove it', () => {
    const state = parseSearchParams('make_model=Holden+%3E+Commodore&created_at_timestamp=fortnight')
    expect(appliedRefinements(state)).toEqual([
      { kind: 'value', attribute: 'make_model', value: 'Holden > Commodore' },
      { kind: 'listed', value: 'fortnight' },
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
