import { AUSTRALIAN_STATES, isAustralianState } from '../australia/states.ts'
import { type NearMe, nearDistanceCovering, normaliseNear } from '../search/near-me.ts'
import { colourWordSet } from './colours.ts'
import type { Place, SearchWordsContext } from './context.ts'
import { EARLIEST_YEAR } from './kilometres-and-age.ts'
import { type RuleMatch, stockValue, valuesRefinement } from './refinements.ts'
import { compactKey, matchAny, phrase, type Token } from './tokenise.ts'

/**
 * Places: a postcode or suburb ('near Penrith', 'in 2750', 'within 50 km of Parramatta', a bare '2750')
 * becomes a `near` refinement through the caller's place lookup, as the near-me form would write it (the
 * postcode, or the suburb with its state when one was typed; 'within N km' as the offered distance that
 * covers N, and any distance without one); a city or state the site has stock in ('in Moorooka', 'QLD',
 * 'Queensland') becomes the city or state facet, as clicking it would.
 *
 * A city the site has a showroom in is both. Words that can only mean "around a place" ('near Penrith',
 * 'within 10 km of Penrith') search near it; a bare name or 'in', 'at', 'from' ('Penrith', 'in Penrith')
 * ticks the site's own city, as the Location filter would. Without a lookup every such name is the city.
 */

/** The furthest 'within N km' read; anything further is not a local search. */
export const MAX_RADIUS_KM = 1_000

/** Leads that can only mean a place: a year-like number after them is a postcode ('near 2026' is Bondi). */
const placeOnlyLeads = ['near', 'nearby', 'close to', 'near to', 'postcode', 'post code', 'pc', 'suburb'].map(
  phrase,
)
/** Leads that may also come before a year or a price ('in 2019', 'from 2020', 'around 40k'). */
const placeLeads = [
  ...placeOnlyLeads,
  ...['around', 'in', 'at', 'from', 'located in', 'based in', 'out of'].map(phrase),
]
const kmUnits = ['km', 'kms', 'kilometres', 'kilometers', 'k']
const radiusJoins = ['of', 'from', 'around', 'near'].map((word) => [word])

const stateNames: ReadonlyMap<string, string> = new Map(
  AUSTRALIAN_STATES.map((state) => [compactKey(state.name), state.code]),
)
/** Abbreviations that are also everyday words ('act', 'wa', 'sa', 'nt') count only in capitals or after 'in'. */
const ambiguousAbbreviations = new Set(['act', 'wa', 'sa', 'nt'])

/** The state a word (or words) name, and how many words: 'nsw', 'new south wales', 'QLD'. */
export function readState(
  tokens: readonly Token[],
  start: number,
  afterLead: boolean,
): { state: string; length: number } | null {
  let key = ''
  for (let length = 1; length <= 4 && start + length <= tokens.length; length++) {
    key += (tokens[start + length - 1] as Token).compact
    const named = stateNames.get(key)
    if (named) return { state: named, length }
  }
  const token = tokens[start]
  if (!token) return null
  const abbreviation = token.compact.toUpperCase()
  if (!isAustralianState(abbreviation)) return null
  if (ambiguousAbbreviations.has(token.compact) && !afterLead && token.text !== abbreviation) return null
  return { state: abbreviation, length: 1 }
}

const isPostcode = (token: Token | undefined, currentYear: number, placeOnly: boolean) => {
  if (!token || !/^\d{4}$/.test(token.norm)) return false
  const value = Number(token.norm)
  return value >= 800 && (placeOnly || !(value >= EARLIEST_YEAR && value <= currentYear + 1))
}

/** The stock's city spelled by the words from `start` (longest first), or null. */
function readStockCity(tokens: readonly Token[], start: number, cities: readonly string[]) {
  let key = ''
  let best: { city: string; length: number } | null = null
  for (let length = 1; length <= 3 && start + length <= tokens.length; length++) {
    key += (tokens[start + length - 1] as Token).compact
    const city = cities.find((candidate) => compactKey(candidate) === key)
    if (city) best = { city, length }
  }
  return best
}

/** 'within 50 km of', '50km from': the radius and the words it took. */
function readRadius(tokens: readonly Token[], start: number): { radiusKm: number; length: number } | null {
  let at = start
  at += matchAny(tokens, at, [['within'], ['up', 'to']])
  const token = tokens[at]
  if (!token) return null
  const attached = /^(\d{1,4})(km|kms|kilometres|kilometers|k)$/.exec(token.norm)
  let radius: number
  if (attached) {
    radius = Number(attached[1])
    at++
  } else {
    if (!/^\d{1,4}$/.test(token.norm)) return null
    radius = Number(token.norm)
    at++
    if (!kmUnits.includes(tokens[at]?.compact ?? '')) return null
    at++
  }
  const join = matchAny(tokens, at, radiusJoins)
  if (!join || radius <= 0 || radius > MAX_RADIUS_KM) return null
  return { radiusKm: radius, length: at + join - start }
}

const placeWordLimit = 3

/** Words that never start or join a place name here, whatever the lookup knows ('in red', 'near new'). */
const reservedWords = new Set([
  ...colourWordSet,
  'new',
  'used',
  'demo',
  'stock',
  'me',
  'the',
  'a',
  'my',
  'town',
  'city',
])

/** A suburb or postcode from `start`, by the caller's lookup: the longest name it knows. */
function lookUp(
  tokens: readonly Token[],
  start: number,
  context: Pick<SearchWordsContext, 'lookupPlace' | 'currentYear'>,
  afterLead: boolean,
  placeOnly: boolean,
  isReserved: (token: Token) => boolean,
) {
  const lookup = context.lookupPlace
  if (!lookup) return null
  const first = tokens[start]
  if (!first) return null
  if (isPostcode(first, context.currentYear, placeOnly)) {
    const place = lookup({ postcode: first.norm })
    return place ? { place, length: 1, near: first.norm } : null
  }
  if (!/[a-z]/.test(first.compact)) return null
  for (let length = Math.min(placeWordLimit, tokens.length - start); length >= 1; length--) {
    const words = tokens.slice(start, start + length)
    if (words.some((token) => !/^[a-z][a-z'.-]*$/.test(token.norm) || isReserved(token))) continue
    const name = words.map((token) => token.text).join(' ')
    const state = readState(tokens, start + length, true)
    const place = state ? lookup({ name, state: state.state }) : null
    if (place && state) return { place, length: length + state.length, near: `${place.name} ${place.state}` }
    // Without 'near' or 'in', a suburb needs its state after it ('castle hill nsw'): alone it may be a word.
    const anywhere = afterLead ? lookup({ name }) : null
    if (anywhere) return { place: anywhere, length, near: anywhere.name }
  }
  return null
}

/** The near-me search for a place found: its text as the near-me form would hold it, and the distance. */
function nearMeOf(found: { place: Place; near: string }, radiusKm: number | null): NearMe {
  return {
    near: normaliseNear(found.near) ?? found.place.postcode,
    distanceKm: radiusKm === null ? null : nearDistanceCovering(radiusKm),
  }
}

/** Places, with or without a leading 'near' / 'in' / 'within 50 km of'. */
export function placeRule(
  tokens: readonly Token[],
  start: number,
  context: Pick<SearchWordsContext, 'lookupPlace' | 'currentYear' | 'stock'>,
): RuleMatch | null {
  const radius = readRadius(tokens, start)
  const lead = radius ? radius.length : matchAny(tokens, start, placeLeads)
  const placeOnly = radius !== null || (lead > 0 && matchAny(tokens, start, placeOnlyLeads) === lead)
  const at = start + lead
  const isReserved = (token: Token) => reservedWords.has(token.compact)
  // Around a place ('near Penrith'): the place, even where the site has a showroom of that name.
  const around = placeOnly ? lookUp(tokens, at, context, true, true, isReserved) : null
  // A city the site has stock in ('Penrith', 'in Penrith'): its city facet.
  const city = around ? null : readStockCity(tokens, at, context.stock.cities)
  if (city && !radius) {
    return { length: lead + city.length, refinements: [valuesRefinement('city', [city.city])] }
  }
  const found = around ?? lookUp(tokens, at, context, lead > 0, placeOnly, isReserved)
  if (found) {
    const placeWords = tokens
      .slice(at, at + found.length)
      .map((token) => token.text)
      .join(' ')
    return {
      length: lead + found.length,
      refinements: [
        { kind: 'near', place: found.place, nearMe: nearMeOf(found, radius?.radiusKm ?? null), placeWords },
      ],
    }
  }
  if (radius) return null
  const state = readState(tokens, at, lead > 0)
  if (state && context.stock.states.length > 0) {
    const value = stockValue(context.stock.states, [state.state])
    if (context.stock.states.includes(value)) {
      return { length: lead + state.length, refinements: [valuesRefinement('state', [value])] }
    }
  }
  return null
}
