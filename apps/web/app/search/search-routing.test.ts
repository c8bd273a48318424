import { sortOptions } from '@forecourt/domain/search/sort'
import { parseSearchParams } from '@forecourt/domain/search/url-state'
import { describe, expect, it, vi } from 'vitest'
import { createSearchRouter, createSearchStateMapping, searchHref, searchStateAt } from './search-routing'

const usedCars = { path: '/search/used-cars', refinements: { car_type: ['used'] } }
const root = { path: '/search', refinements: {} }

describe('search addresses', () => {
  it('keeps the landing path while its values are refined, without repeating them', () => {
    const state = parseSearchParams('car_type=used&make=Ford&page=2')
    expect(searchHref(state, usedCars)).toBe('/search/used-cars?make=Ford&page=2')
  })

  it('moves to the search root once a value the landing implies is removed', () => {
    expect(searchHref(parseSearchParams('make=Ford'), usedCars)).toBe('/search?make=Ford')
    expect(searchHref(parseSearchParams(''), root)).toBe('/search')
  })

  it('reads the landing refinements back from the path', () => {
    const state = searchStateAt({ pathname: '/search/used-cars', search: '?make=Ford' }, usedCars)
    expect(state.refinements).toEqual({ car_type: ['used'], make: ['Ford'] })
    expect(searchStateAt({ pathname: '/search', search: '?make=Ford' }, usedCars).refinements).toEqual({
      make: ['Ford'],
    })
  })
})

describe('search router', () => {
  const setup = () => {
    const navigate = vi.fn()
    const router = createSearchRouter({
      initialLocation: { pathname: '/search/used-cars', search: '' },
      landing: usedCars,
      navigate,
    })
    const updates: unknown[] = []
    router.onUpdate((state) => updates.push(state))
    return { router, navigate, updates }
  }

  it('navigates when the search changes, and only then', () => {
    const { router, navigate } = setup()
    router.write(parseSearchParams('car_type=used'))
    expect(navigate).not.toHaveBeenCalled()
    router.write(parseSearchParams('car_type=used&make=Ford'))
    expect(navigate).toHaveBeenCalledWith('/search/used-cars?make=Ford')
  })

  it('tells InstantSearch about back and forward, not about its own writes', () => {
    const { router, updates } = setup()
    router.write(parseSearchParams('car_type=used&make=Ford'))
    router.locationChanged({ pathname: '/search/used-cars', search: '?make=Ford' }, usedCars)
    expect(updates).toEqual([])
    router.locationChanged({ pathname: '/search/used-cars', search: '' }, usedCars)
    expect(updates).toEqual([parseSearchParams('car_type=used')])
  })

  it('maps InstantSearch UI state to the route state and back', () => {
    const mapping = createSearchStateMapping('vehicles', sortOptions({ priceAscendingExcludesZero: false }))
    const state = parseSearchParams('make=Ford&sort=price-desc')
    expect(mapping.stateToRoute(mapping.routeToState(state))).toEqual(state)
  })

  it('maps a near-me search through InstantSearch and back', () => {
    const from = { lat: -33.81, lng: 151 }
    const state = parseSearchParams('near=-33.81%2C151.00&distance=25&make=Ford')
    const mapping = createSearchStateMapping(
      'vehicles',
      sortOptions({ priceAscendingExcludesZero: false }, true),
      { nearMe: state.nearMe, from },
    )
    expect(mapping.stateToRoute(mapping.routeToState(state))).toEqual(state)
    expect(searchHref(state, root)).toBe('/search?make=Ford&near=-33.81%2C151.00&distance=25')
  })

  it('does not navigate once the shopper has left the search pages', () => {
    const navigate = vi.fn()
    let pathname = '/search/used-cars'
    const router = createSearchRouter({
      initialLocation: { pathname, search: '' },
      landing: usedCars,
      navigate,
      currentPathname: () => pathname,
    })
    pathname = '/special-offers'
    router.write(parseSearchParams(''))
    expect(navigate).not.toHaveBeenCalled()
    pathname = '/search/used-cars'
    router.dispose()
    router.write(parseSearchParams(''))
    expect(navigate).not.toHaveBeenCalled()
  })

  it('only follows the address when it has no way to navigate: a write leaves the state it reads', () => {
    const router = createSearchRouter({
      initialLocation: { pathname: '/search/used-cars', search: '?make=Ford' },
      landing: usedCars,
    })
    router.write(parseSearchParams('make=Toyota'))
    expect(router.read().refinements.make).toEqual(['Ford'])
  })
})
