import { parseSearchParams } from '@forecourt/domain/search/url-state'
import { matchesNothing } from '@forecourt/search/filter-expression'
import { writeFilter } from '@forecourt/search/filter-writer'
import { describe, expect, it } from 'vitest'
import { makeModelAndAgeFilter, makeModelFilter, refinementsFilter } from './refinements-filter'

const now = Date.parse('2026-11-28T03:32:41Z')
const startOfMinute = Date.parse('2026-11-28T03:32:00Z') / 1000
const siteValues = {
  make: ['Toyota', 'Ford'],
  make_model: ['Toyota > HiLux', 'Toyota > Corolla', 'Ford > Ranger'],
}

describe('make_model as a hierarchy (InstantSearch hierarchical menu semantics)', () => {
  it('refines the make for "Toyota", and the make and model for "Toyota > HiLux"', () => {
    expect(writeFilter(makeModelFilter(['Toyota']))).toBe('make:=[`Toyota`]')
    expect(writeFilter(makeModelFilter(['Toyota > HiLux']))).toBe('make_model:=[`Toyota > HiLux`]')
    expect(writeFilter(makeModelFilter(['Ford', 'Toyota > HiLux']))).toBe(
      '(make:=[`Ford`]) || (make_model:=[`Toyota > HiLux`])',
    )
  })

  it('writes each path as the site spells it, whatever the letter case of the URL', () => {
    expect(writeFilter(makeModelFilter(['toyota > hilux', 'FORD'], siteValues))).toBe(
      '(make_model:=[`Toyota > HiLux`]) || (make:=[`Ford`])',
    )
  })

  it('matches no car for a path the site does not have, one that is no path, or one no filter can hold', () => {
    for (const value of ['Toyota > Supra', 'Holden', 'Toyota > HiLux > SR5', 'Toyota >'])
      expect(matchesNothing(makeModelFilter([value], siteValues))).toBe(true)
    expect(matchesNothing(makeModelFilter(['a`]) || (dealership_slug:!=zzz) || (make:=`b']))).toBe(true)
    // One path the site has among them still finds its cars.
    expect(writeFilter(makeModelFilter(['Toyota > Supra', 'Ford > Ranger'], siteValues))).toBe(
      'make_model:=[`Ford > Ranger`]',
    )
  })

  it('holds beside the make facet, which narrows it further rather than adding to it', () => {
    const state = parseSearchParams('make=Ford&make_model=Toyota+%3E+HiLux')
    expect(writeFilter(refinementsFilter(state, { now }))).toBe(
      '(make:=[`Ford`]) && (make_model:=[`Toyota > HiLux`])',
    )
    // The make facet's own counts (asked without its refinement) are still within the path.
    expect(writeFilter(refinementsFilter(state, { now, without: 'make' }))).toBe(
      'make_model:=[`Toyota > HiLux`]',
    )
  })
})

describe('listed in the last N days', () => {
  it('counts back from the time of the search', () => {
    const state = parseSearchParams('created_at_timestamp=7')
    expect(writeFilter(makeModelAndAgeFilter(state, { now }))).toBe(
      `created_at_timestamp:>=${startOfMinute - 7 * 86_400}`,
    )
  })

  it('matches no car for a value that names no number of days, never every car', () => {
    for (const text of ['abc', '0', '1790000000-'])
      expect(
        matchesNothing(refinementsFilter(parseSearchParams(`created_at_timestamp=${text}`), { now })),
      ).toBe(true)
  })
})

describe('subscription price', () => {
  it('is a range like the price', () => {
    expect(writeFilter(refinementsFilter(parseSearchParams('subscription_price=150-300'), { now }))).toBe(
      'subscription_price:[150..300]',
    )
    expect(writeFilter(refinementsFilter(parseSearchParams('subscription_price=-300'), { now }))).toBe(
      'subscription_price:<=300',
    )
  })
})
