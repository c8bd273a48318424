import { describe, expect, it } from 'vitest'
import { emptySearchState, parseSearchParams, serialiseSearchState } from '../search/url-state.ts'
import { parseSearchWords } from './parse-search-words.ts'
import { groupContext } from './search-words.fixture.ts'
import {
  isInForce,
  searchStateFromWords,
  understoodInForce,
  withoutUnderstood,
  wordsQuery,
} from './search-words-state.ts'

const url = (state: ReturnType<typeof emptySearchState>) =>
  decodeURIComponent(serialiseSearchState(state).toString().replace(/\+/g, ' '))

describe('the search a phrase asks for', () => {
  const phrase = 'Red Diesel UTE under $40k near Penrith'
  const parsed = parseSearchWords(phrase, groupContext)

  it('keeps each understanding with its words exactly as typed, in order', () => {
    expect(parsed.understood.map((item) => [item.words, item.label])).toEqual([
      ['Red', 'Colour: Red'],
      ['Diesel', 'Fuel: Diesel'],
      ['UTE', 'Body type: Ute'],
      ['under $40k', 'Price up to $40,000'],
      ['near Penrith', 'Near Penrith NSW 2750'],
    ])
  })

  it('searches the place words as text where the near-me filter is off', () => {
    expect(wordsQuery(parsed, { near: false })).toBe('Penrith')
    expect(url(searchStateFromWords(emptySearchState(), parsed, { near: false }))).toBe(
      'q=Penrith&body=Ute&fuel=Diesel&colour=Red&price=-40000',
    )
  })

  it('leaves the place out of the text where the near-me filter is on', () => {
    expect(wordsQuery(parsed, { near: true })).toBe('')
  })

  it('keeps unread words in the order typed, around the place words', () => {
    const mixed = parseSearchWords('canopy ute near Penrith roof racks', groupContext)
    expect(wordsQuery(mixed, { near: false })).toBe('canopy Penrith roof racks')
    expect(wordsQuery(mixed, { near: true })).toBe('canopy roof racks')
  })

  it('lists filler apart and does not search it', () => {
    const polite = parseSearchWords('looking for a red ute please', groupContext)
    expect(polite.fillers).toEqual(['looking for', 'a', 'please'])
    expect(wordsQuery(polite, { near: false })).toBe('')
  })

  it('searches words it understands nothing in exactly as typed', () => {
    const plain = parseSearchWords('  something   reliable ', groupContext)
    expect(plain.understood).toEqual([])
    expect(wordsQuery(plain, { near: false })).toBe('something reliable')
  })
})

describe('words typed into a search already refined', () => {
  it('adds to its refinements, replaces its text and bounds, and starts from the first page', () => {
    const base = parseSearchParams('q=old+words&make=Toyota&price=10000-50000&page=3&sort=km-asc')
    const parsed = parseSearchWords('mazda under 30k', groupContext)
    expect(url(searchStateFromWords(base, parsed, { near: false }))).toBe(
      'make=Mazda&make=Toyota&price=10000-30000&sort=km-asc',
    )
  })

  it('leaves out a bound the sliders would leave open: at or beyond the end of the stock', () => {
    const stockRanges = { price: { min: 4_990, max: 136_990 }, year: { min: 2008, max: 2026 } }
    const state = (phrase: string) =>
      url(
        searchStateFromWords(emptySearchState(), parseSearchWords(phrase, groupContext), {
          near: false,
          stockRanges,
        }),
      )
    expect(state('ute under 500k')).toBe('body=Ute')
    expect(state('over 2k')).toBe('')
    expect(state('under 30k 2018 or newer')).toBe('price=-30000&year=2018-')
    expect(state('2026 or newer')).toBe('year=2026-')
    expect(state('2008 or newer')).toBe('')
    // Beyond the other end it filters everything out, and the search says so.
    expect(state('over 200k')).toBe('price=200000-')
  })

  it('keeps the later of two bounds that cross', () => {
    const parsed = parseSearchWords('over 40k under 30k', groupContext)
    expect(url(searchStateFromWords(emptySearchState(), parsed, { near: false }))).toBe('price=-30000')
  })

  it('joins values of one facet as ticked boxes are joined', () => {
    const parsed = parseSearchWords('red or blue hatch or wagon', groupContext)
    expect(url(searchStateFromWords(emptySearchState(), parsed, { near: false }))).toBe(
      'body=Hatch&body=Wagon&colour=Blue&colour=Red',
    )
  })
})

describe('chips of understood words', () => {
  const parsed = parseSearchWords('toyota hilux red under 40k cheapest near Penrith', groupContext)
  const state = searchStateFromWords(emptySearchState(), parsed, { near: false })

  it('shows what is in force, and no chip for a place where the near-me filter is off', () => {
    expect(understoodInForce(state, parsed, { near: false }).map((item) => item.words)).toEqual([
      'toyota hilux',
      'red',
      'under 40k',
      'cheapest',
    ])
  })

  it('drops a chip once the shopper removes what it set', () => {
    const withoutRed = { ...state, refinements: { ...state.refinements, colour: [] } }
    const red = parsed.understood[1]!
    expect(isInForce(withoutRed, red, { near: false })).toBe(false)
    const otherPrice = { ...state, ranges: { price: { max: 50_000 } } }
    expect(isInForce(otherPrice, parsed.understood[2]!, { near: false })).toBe(false)
  })

  it('removes one chip and keeps the rest', () => {
    const [model, red, price, sort] = parsed.understood
    expect(url(withoutUnderstood(state, model!, parsed.understood))).toBe(
      'q=Penrith&colour=Red&price=-40000&sort=price-asc',
    )
    expect(url(withoutUnderstood(state, red!, parsed.understood))).toBe(
      'q=Penrith&make=Toyota&model=HiLux&price=-40000&sort=price-asc',
    )
    expect(url(withoutUnderstood(state, price!, parsed.understood))).toBe(
      'q=Penrith&make=Toyota&model=HiLux&colour=Red&sort=price-asc',
    )
    expect(url(withoutUnderstood(state, sort!, parsed.understood))).toBe(
      'q=Penrith&make=Toyota&model=HiLux&colour=Red&price=-40000',
    )
  })

  it('keeps a value another chip still sets', () => {
    const both = parseSearchWords('hilux toyota', groupContext)
    const bothState = searchStateFromWords(emptySearchState(), both, { near: false })
    const hilux = both.understood[0]!
    expect(hilux.words).toBe('hilux')
    expect(url(withoutUnderstood(bothState, hilux, both.understood))).toBe('make=Toyota')
  })

  it('carries the finance behind a weekly budget, with its comparison rate', () => {
    const budget = parseSearchWords('ute $150 a week', groupContext).understood[1]!
    expect(budget.label).toBe('Price up to $30,000')
    expect(budget.note).toBe(
      '$150/wk over 5 years at a sample 10.00% p.a. (comparison rate 10.00% p.a.), no deposit. ' +
        'Comparison rate based on a 5-year $30,000 secured loan.',
    )
  })
})

describe('place words as the near-me search', () => {
  const near = { near: true }
  const phrase = 'red diesel ute under 40k near Penrith'
  const parsed = parseSearchWords(phrase, groupContext)
  const state = searchStateFromWords(emptySearchState(), parsed, near)
  const place = parsed.understood[4]!

  it('searches from the suburb as the near-me form does, at any distance, nearest first', () => {
    expect(url(state)).toBe('body=Ute&fuel=Diesel&colour=Red&price=-40000&near=Penrith')
    expect(state.nearMe).toEqual({ near: 'Penrith', distanceKm: null })
    expect(state.sort).toBe('nearest')
    expect(state.query).toBe('')
  })

  it('reads a postcode and a distance, the postcode named as typed', () => {
    const postcode = parseSearchWords('ute within 50 km of 2150', groupContext)
    expect(url(searchStateFromWords(emptySearchState(), postcode, near))).toBe(
      'body=Ute&near=2150&distance=50',
    )
    expect(postcode.understood.map((item) => [item.words, item.label])).toEqual([
      ['ute', 'Body type: Ute'],
      ['within 50 km of 2150', 'Within 50 km of 2150'],
    ])
  })

  it('takes the offered distance that covers a radius in words, and says which', () => {
    const twenty = parseSearchWords('within 20 km of penrith', groupContext)
    expect(twenty.understood[0]?.label).toBe('Within 25 km of Penrith NSW 2750')
    expect(url(searchStateFromWords(emptySearchState(), twenty, near))).toBe('near=Penrith&distance=25')
  })

  it('keeps the state a suburb was typed with, so the server looks up the same one', () => {
    const richmond = parseSearchWords('richmond vic', groupContext)
    expect(url(searchStateFromWords(emptySearchState(), richmond, near))).toBe('near=Richmond VIC')
    expect(richmond.understood[0]?.label).toBe('Near Richmond VIC 3121')
  })

  it('replaces the place of the search the words were typed into, and keeps an order chosen', () => {
    const base = parseSearchParams('near=2000&distance=10&sort=km-asc&make=Toyota')
    expect(url(searchStateFromWords(base, parsed, near))).toBe(
      'make=Toyota&body=Ute&fuel=Diesel&colour=Red&price=-40000&near=Penrith&sort=km-asc',
    )
  })

  it('shows the place as a chip while it is the search’s place, and not once it changes', () => {
    expect(understoodInForce(state, parsed, near).map((item) => item.words)).toEqual([
      'red',
      'diesel',
      'ute',
      'under 40k',
      'near Penrith',
    ])
    const tenKm = { ...state, nearMe: { near: 'Penrith', distanceKm: 10 as const } }
    expect(isInForce(tenKm, place, near)).toBe(false)
    expect(isInForce(state, place, { near: false })).toBe(false)
  })

  it('removes only the place with its chip; the order goes back to the default without one', () => {
    const without = withoutUnderstood(state, place, parsed.understood)
    expect(url(without)).toBe('body=Ute&fuel=Diesel&colour=Red&price=-40000')
    expect(without.sort).toBe('featured')
    const cheapest = parseSearchWords('cheapest near 2150', groupContext)
    const cheapestState = searchStateFromWords(emptySearchState(), cheapest, near)
    expect(url(withoutUnderstood(cheapestState, cheapest.understood[1]!, cheapest.understood))).toBe(
      'sort=price-asc',
    )
    // Removing the order near a place goes back to the default there, 'Nearest first'.
    expect(url(withoutUnderstood(cheapestState, cheapest.understood[0]!, cheapest.understood))).toBe(
      'near=2150',
    )
  })
})
