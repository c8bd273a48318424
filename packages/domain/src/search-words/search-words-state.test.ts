import { describe, expect, it } from 'vitest'
import { emptySearchState, parseSearchParams, serialiseSearchState } from '../search-url-state.ts'
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

  it('searches the place words as text while the results page has no near filter', () => {
    expect(wordsQuery(parsed, { near: false })).toBe('Penrith')
    expect(url(searchStateFromWords(emptySearchState(), parsed, { near: false }))).toBe(
      'q=Penrith&body=Ute&fuel=Diesel&colour=Red&price=-40000',
    )
  })

  it('leaves the place out of the text once the near filter is switched on', () => {
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

  it('shows what is in force, and no chip for a place while there is no near filter', () => {
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
