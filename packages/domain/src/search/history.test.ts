import { describe, expect, it } from 'vitest'
import {
  addToSearchHistory,
  parseSearchHistory,
  type SearchHistoryEntry,
  searchHistoryEntry,
  searchHistoryLabel,
} from './history.ts'
import { emptySearchState, type SearchState } from './url-state.ts'

const state = (overrides: Partial<SearchState> = {}): SearchState => ({ ...emptySearchState(), ...overrides })
const entry = (n: number): SearchHistoryEntry => ({ href: `/search?make=Make${n}`, label: `Make${n}` })

describe('search history', () => {
  it('"Search history: 5 entries", the most recent first', () => {
    let history: SearchHistoryEntry[] = []
    for (let n = 1; n <= 7; n += 1) history = addToSearchHistory(history, entry(n))
    expect(history.map((item) => item.label)).toEqual(['Make7', 'Make6', 'Make5', 'Make4', 'Make3'])
  })

  it('moves a repeated search to the front instead of keeping it twice', () => {
    const history = addToSearchHistory([entry(3), entry(2), entry(1)], entry(2))
    expect(history.map((item) => item.label)).toEqual(['Make2', 'Make3', 'Make1'])
  })

  it('remembers a search with every refinement, without its page, and not an empty one', () => {
    const search = state({
      page: 3,
      query: 'tow',
      refinements: { make: ['Toyota'], model: ['HiLux'], body: ['Ute'] },
      ranges: { price: { max: 40_000 }, km: { min: 20_000, max: 80_000 } },
    })
    expect(searchHistoryEntry(search)).toEqual({
      href: '/search?q=tow&make=Toyota&model=HiLux&body=Ute&price=-40000&km=20000-80000',
      label: '"tow", Toyota HiLux, Ute, under $40,000, 20,000 km - 80,000 km',
    })
    expect(searchHistoryEntry(state({ sort: 'price-asc' }))).toBeNull()
    expect(addToSearchHistory([entry(1)], null)).toEqual([entry(1)])
    expect(
      searchHistoryLabel(state({ refinements: { certified: ['true'] }, ranges: { year: { min: 2020 } } })),
    ).toBe('Certified pre-owned, over 2020')
    expect(
      searchHistoryLabel(
        state({
          refinements: { make_model: ['Toyota > HiLux'] },
          ranges: { subscription_price: { max: 250 } },
          listedWithin: '7',
        }),
      ),
    ).toBe('Toyota > HiLux, under $250/wk, listed last 7 days')
  })

  it('remembers where a search was from, and how far', () => {
    const near = state({
      refinements: { make: ['Toyota'] },
      nearMe: { near: '2150', distanceKm: 50 },
      sort: 'nearest',
    })
    expect(searchHistoryEntry(near)).toEqual({
      href: '/search?make=Toyota&near=2150&distance=50',
      label: 'Toyota, within 50 km of 2150',
    })
    expect(searchHistoryLabel(state({ nearMe: { near: '-33.81,151.00', distanceKm: null } }))).toBe(
      'near your location',
    )
  })

  it('reads stored history defensively', () => {
    expect(parseSearchHistory('nonsense')).toEqual([])
    expect(
      parseSearchHistory([
        entry(1),
        { href: 'https://evil.example/?x', label: 'x' },
        { href: '/search?make=Make2' },
        entry(1),
        null,
        entry(2),
        entry(3),
        entry(4),
        entry(5),
        entry(6),
      ]),
    ).toEqual([entry(1), entry(2), entry(3), entry(4), entry(5)])
  })
})
