import { describe, expect, it } from 'vitest'
import {
  canonicalSearchParams,
  emptySearchState,
  isCanonicalSearch,
  nextSearchState,
  parseSearchParams,
  type SearchState,
  searchQueryString,
  searchStateFromLocation,
  serialiseSearchState,
  withNearMe,
  withPreRefinements,
} from './url-state.ts'

const state = (overrides: Partial<SearchState> = {}): SearchState => ({ ...emptySearchState(), ...overrides })

describe('search URL state', () => {
  it('"The query, page and sort, plus filter parameters, are held in the URL" as readable parameters', () => {
    const search = state({
      query: 'ranger',
      page: 3,
      sort: 'price-asc',
      refinements: { make: ['Toyota', 'Ford'], body: ['Ute'], certified: ['true'] },
      ranges: { price: { min: 10_000, max: 30_000 }, km: { max: 80_000 }, year: { min: 2018 } },
    })
    const query = searchQueryString(search)
    expect(decodeURIComponent(query)).toBe(
      '?q=ranger&make=Ford&make=Toyota&body=Ute&certified=true&price=10000-30000&km=-80000&year=2018-&sort=price-asc&page=3',
    )
    expect(parseSearchParams(query)).toEqual({
      ...search,
      refinements: { make: ['Ford', 'Toyota'], body: ['Ute'], certified: ['true'] },
    })
  })

  it('round-trips every facet attribute of the spec', () => {
    const search = state({
      refinements: {
        badge: ['GXL'],
        status: ['in_stock'],
        car_type: ['used'],
        categories: ['Used'],
        city: ['Parramatta'],
        colour: ['White'],
        dealership_name: ['Harbour City Toyota'],
        filtered_features: ['Apple CarPlay', 'Tow Bar'],
        item_type: ['car'],
        location_name: ['Harbour City Toyota Parramatta'],
        make_model: ['Toyota > HiLux'],
        model: ['HiLux'],
        price_range: ['$20,000 - $30,000'],
        seats: ['5'],
        drive: ['4WD'],
        fuel: ['Diesel'],
        transmission: ['Automatic'],
        state: ['NSW'],
        tag: ['LOW KMS'],
        weekly_price_range: ['$150 - $200/wk'],
      },
      ranges: { subscription_price: { max: 300 } },
      listedWithin: '7',
    })
    expect(parseSearchParams(serialiseSearchState(search))).toEqual(search)
  })

  it('holds make_model as a path, its levels trimmed, and the listing age as a number of days', () => {
    const search = parseSearchParams('make_model=Toyota%3EHiLux&make_model=Ford&created_at_timestamp=07')
    expect(search.refinements).toEqual({ make_model: ['Ford', 'Toyota > HiLux'] })
    expect(search.listedWithin).toBe('7')
    expect(searchQueryString(search)).toBe(
      '?make_model=Ford&make_model=Toyota+%3E+HiLux&created_at_timestamp=7',
    )
    expect(isCanonicalSearch(new URLSearchParams('make_model=Toyota+%3E+HiLux&created_at_timestamp=7'))).toBe(
      true,
    )
    expect(isCanonicalSearch(new URLSearchParams('make_model=Toyota%3EHiLux'))).toBe(false)
  })

  it('keeps a make_model or listing age that can match no car, so the search is never widened', () => {
    // A value dropped here would be dropped from the address too, and the page would show every car.
    const search = parseSearchParams('make_model=Toyota+%3E+HiLux+%3E+SR5&created_at_timestamp=1790000000-')
    expect(search.refinements).toEqual({ make_model: ['Toyota > HiLux > SR5'] })
    expect(search.listedWithin).toBe('1790000000-')
    expect(isCanonicalSearch(serialiseSearchState(search))).toBe(true)
    expect(parseSearchParams('created_at_timestamp=+').listedWithin).toBeNull()
  })

  it('drops what it cannot read, so any URL parses', () => {
    expect(parseSearchParams('?page=0&sort=cheapest&price=abc&km=90-10&make=&utm_source=x&year=-')).toEqual(
      emptySearchState(),
    )
    expect(parseSearchParams('?page=-2').page).toBe(1)
    expect(parseSearchParams('?page=2.5').page).toBe(1)
    expect(parseSearchParams('?make=Ford&make=Ford&make=%20Ford%20').refinements).toEqual({ make: ['Ford'] })
  })

  it('"The filter clears when its URL parameter is removed."', () => {
    const withPrice = parseSearchParams('?make=Ford&price=10000-30000')
    expect(withPrice.ranges).toEqual({ price: { min: 10_000, max: 30_000 } })
    expect(parseSearchParams('?make=Ford').ranges).toEqual({})
  })

  it('leaves out values the landing path implies, and adds them back', () => {
    const search = state({ refinements: { make: ['Toyota'], body: ['SUV'] } })
    expect(searchQueryString(search, { make: ['Toyota'] })).toBe('?body=SUV')
    expect(withPreRefinements(parseSearchParams('?body=SUV'), { make: ['Toyota'] })).toEqual(search)
    expect(searchQueryString(state())).toBe('')
  })

  it('"An empty root path with no parameters is ignored."', () => {
    expect(searchStateFromLocation({ pathname: '/', search: '' })).toBeNull()
    expect(searchStateFromLocation({ pathname: '/', search: '?' })).toBeNull()
    expect(searchStateFromLocation({ pathname: '/', search: '?make=Kia' })?.refinements).toEqual({
      make: ['Kia'],
    })
    expect(searchStateFromLocation({ pathname: '/search', search: '' })).toEqual(emptySearchState())
  })
})

describe('page reset', () => {
  const onPage4 = state({ page: 4, refinements: { make: ['Ford'] } })

  it('"The page resets to the first when a filter or query changes."', () => {
    expect(nextSearchState(onPage4, { ...onPage4, refinements: { make: ['Ford', 'Kia'] } }).page).toBe(1)
    expect(nextSearchState(onPage4, { ...onPage4, query: 'ranger' }).page).toBe(1)
    expect(nextSearchState(onPage4, { ...onPage4, ranges: { price: { max: 40_000 } } }).page).toBe(1)
    expect(nextSearchState(onPage4, { ...onPage4, listedWithin: '7' }).page).toBe(1)
    expect(nextSearchState(onPage4, { ...onPage4, sort: 'price-asc' }).page).toBe(1)
  })

  it('keeps the page when only the page changes', () => {
    expect(nextSearchState(onPage4, { ...onPage4, page: 5 }).page).toBe(5)
  })
})

describe('forms without JavaScript', () => {
  it('reads price_min and price_max from a plain form as the price range', () => {
    const state = parseSearchParams('make=Ford&price_min=10%2C000&price_max=30000&km_max=80000&year_min=')
    expect(state.ranges).toEqual({ price: { min: 10_000, max: 30_000 }, km: { max: 80_000 } })
  })

  it('asks for a redirect to the one canonical address of a search', () => {
    expect(isCanonicalSearch(new URLSearchParams('make=Ford&price=10000-30000'))).toBe(true)
    expect(isCanonicalSearch(new URLSearchParams(''))).toBe(true)
    expect(isCanonicalSearch(new URLSearchParams('price_min=10000&price_max=30000&make=Ford'))).toBe(false)
    expect(isCanonicalSearch(new URLSearchParams('q=&make=Ford'))).toBe(false)
    expect(isCanonicalSearch(new URLSearchParams('make=Toyota&make=Ford'))).toBe(false)
  })

  it('keeps parameters that are not search state, such as a campaign tag', () => {
    expect(isCanonicalSearch(new URLSearchParams('make=Ford&utm_source=mail'))).toBe(true)
    expect(canonicalSearchParams(new URLSearchParams('utm_source=mail&price_min=5000')).toString()).toBe(
      'price=5000-&utm_source=mail',
    )
  })

  it('treats values the landing path implies as part of the address, not a parameter', () => {
    const used = { car_type: ['used'] }
    expect(isCanonicalSearch(new URLSearchParams('make=Ford'), used)).toBe(true)
    expect(isCanonicalSearch(new URLSearchParams('car_type=used&make=Ford'), used)).toBe(false)
  })
})

describe('near me in the URL (issue 20)', () => {
  it('holds the place and distance, sorted nearest first unless another order is chosen', () => {
    const near = parseSearchParams('make=Ford&near=2150&distance=50&page=2')
    expect(near.nearMe).toEqual({ near: '2150', distanceKm: 50 })
    expect(near.sort).toBe('nearest')
    expect(searchQueryString(near)).toBe('?make=Ford&near=2150&distance=50&page=2')
    const byPrice = parseSearchParams('near=2150&sort=price-asc')
    expect(byPrice.sort).toBe('price-asc')
    expect(searchQueryString(byPrice)).toBe('?near=2150&sort=price-asc')
    // 'Featured' is a choice while near a place, and so it is written.
    expect(searchQueryString(parseSearchParams('near=2150&sort=featured'))).toBe('?near=2150&sort=featured')
  })

  it("reads an empty sort (a plain form's default option) as the default, and 'nearest' without a place as featured", () => {
    expect(parseSearchParams('near=Penrith&sort=').sort).toBe('nearest')
    expect(parseSearchParams('sort=').sort).toBe('featured')
    expect(parseSearchParams('sort=nearest').sort).toBe('featured')
    expect(isCanonicalSearch(new URLSearchParams('sort=nearest'))).toBe(false)
    expect(isCanonicalSearch(new URLSearchParams('near=2150&sort=nearest'))).toBe(false)
    expect(isCanonicalSearch(new URLSearchParams('near=2150&sort='))).toBe(false)
  })

  it('redirects a plain form’s near-me fields to their canonical form', () => {
    expect(
      canonicalSearchParams(new URLSearchParams('q=&near=+2150+&distance=&sort=&make=Ford')).toString(),
    ).toBe('make=Ford&near=2150')
    expect(canonicalSearchParams(new URLSearchParams('near=&distance=50')).toString()).toBe('')
    expect(canonicalSearchParams(new URLSearchParams('near=-33.8146%2C151.0065')).toString()).toBe(
      'near=-33.81%2C151.01',
    )
  })

  it('starts again from page 1 when the place or distance changes', () => {
    const onPage3 = parseSearchParams('near=2150&distance=50&page=3')
    expect(nextSearchState(onPage3, { ...onPage3, nearMe: { near: '2150', distanceKm: 25 } }).page).toBe(1)
    expect(nextSearchState(onPage3, { ...onPage3, page: 4 }).page).toBe(4)
  })

  it('moves a default order to the new default when a place is added or removed, and keeps a chosen one', () => {
    const plain = parseSearchParams('make=Ford')
    const near = withNearMe(plain, { near: '2150', distanceKm: null })
    expect(near.sort).toBe('nearest')
    expect(withNearMe(near, null).sort).toBe('featured')
    const byKm = withNearMe(parseSearchParams('sort=km-asc'), { near: '2150', distanceKm: 10 })
    expect(byKm.sort).toBe('km-asc')
    expect(withNearMe(parseSearchParams('near=2150&sort=featured'), null).sort).toBe('featured')
  })
})

describe('one per model in the URL (issue 20)', () => {
  it('holds the view after the order and before the page, and every car by default', () => {
    const search = state({ refinements: { body: ['SUV'] }, sort: 'price-asc', view: 'model', page: 2 })
    expect(searchQueryString(search)).toBe('?body=SUV&sort=price-asc&view=model&page=2')
    expect(parseSearchParams('body=SUV&sort=price-asc&view=model&page=2')).toEqual(search)
    expect(searchQueryString(state({ view: 'all' }))).toBe('')
  })

  it('redirects a view it does not know to the address without it', () => {
    const nonsense = new URLSearchParams('make=Ford&view=nonsense')
    expect(isCanonicalSearch(nonsense)).toBe(false)
    expect(canonicalSearchParams(nonsense).toString()).toBe('make=Ford')
    expect(canonicalSearchParams(new URLSearchParams('view=all')).toString()).toBe('')
    expect(isCanonicalSearch(new URLSearchParams('make=Ford&view=model'))).toBe(true)
  })

  it('starts again from page 1 when the view changes, as pages count models', () => {
    const page3 = state({ page: 3 })
    expect(nextSearchState(page3, { ...page3, view: 'model' }).page).toBe(1)
  })
})
