import { enAuNumber } from '../australia/number-format.ts'
import { formatAud } from '../vehicle-card/price.ts'
import type { ListFacetAttribute } from './facet-attributes.ts'
import { facetValueLabel } from './facet-labels.ts'
import { SEARCH_ROOT } from './landing-paths.ts'
import { listedWithinDays, listedWithinLabel } from './listed-within.ts'
import { nearMeLabel } from './near-me.ts'
import type { RangeValue } from './range-slider.ts'
import { type SearchState, searchQueryString } from './url-state.ts'

/**
 * Recent searches kept in the shopper's browser (spec, forms document section 9: "Search history: 5
 * entries"): the most recent first, without repeats. A search without a query or any refinement is not
 * kept. Entries link to `/search` with every refinement, landing ones included, so one search is one
 * entry whichever landing page it started from.
 */

export const SEARCH_HISTORY_LIMIT = 5

export interface SearchHistoryEntry {
  /** '/search?make=Ford&model=Ranger' */
  href: string
  /** 'Ford Ranger, Ute, under $40,000' */
  label: string
}

const grouped = (value: number) => enAuNumber.format(value)

function rangeLabel(range: RangeValue, format: (value: number) => string): string | null {
  const { min, max } = range
  if (min !== undefined && max !== undefined) return `${format(min)} - ${format(max)}`
  if (max !== undefined) return `under ${format(max)}`
  if (min !== undefined) return `over ${format(min)}`
  return null
}

export function searchHistoryLabel(state: SearchState): string {
  const { refinements, ranges } = state
  const parts: string[] = []
  if (state.query) parts.push(`"${state.query}"`)
  const makeModel = [...(refinements.make ?? []), ...(refinements.model ?? [])].join(' ')
  if (makeModel) parts.push(makeModel)
  for (const [attribute, values] of Object.entries(refinements)) {
    if (attribute === 'make' || attribute === 'model' || !values?.length) continue
    parts.push(values.map((value) => facetValueLabel(attribute as ListFacetAttribute, value)).join(' or '))
  }
  const price = ranges.price && rangeLabel(ranges.price, formatAud)
  const km = ranges.km && rangeLabel(ranges.km, (value) => `${grouped(value)} km`)
  const year = ranges.year && rangeLabel(ranges.year, String)
  const subscription =
    ranges.subscription_price && rangeLabel(ranges.subscription_price, (value) => `${formatAud(value)}/wk`)
  for (const part of [price, km, year, subscription]) if (part) parts.push(part)
  if (state.listedWithin) {
    const days = listedWithinDays(state.listedWithin)
    parts.push(
      days === null ? `listed ${state.listedWithin}` : `listed ${listedWithinLabel(days).toLowerCase()}`,
    )
  }
  if (state.nearMe) {
    const near = nearMeLabel(state.nearMe)
    parts.push(near.charAt(0).toLowerCase() + near.slice(1))
  }
  return parts.join(', ')
}

/** The entry for a search, or null when there is nothing to remember. */
export function searchHistoryEntry(state: SearchState): SearchHistoryEntry | null {
  const label = searchHistoryLabel(state)
  const query = searchQueryString({ ...state, page: 1 })
  if (!label || !query) return null
  return { href: `${SEARCH_ROOT}${query}`, label }
}

export function addToSearchHistory(
  history: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry | null,
): SearchHistoryEntry[] {
  if (!entry) return history.slice(0, SEARCH_HISTORY_LIMIT)
  return [entry, ...history.filter((item) => item.href !== entry.href)].slice(0, SEARCH_HISTORY_LIMIT)
}

/** Reads what was stored (untrusted: another version or a hand edit may have written it). */
export function parseSearchHistory(stored: unknown): SearchHistoryEntry[] {
  if (!Array.isArray(stored)) return []
  const entries: SearchHistoryEntry[] = []
  for (const item of stored) {
    if (typeof item !== 'object' || item === null) continue
    const { href, label } = item as Record<string, unknown>
    if (typeof href !== 'string' || typeof label !== 'string') continue
    if (!href.startsWith(`${SEARCH_ROOT}?`) || entries.some((entry) => entry.href === href)) continue
    entries.push({ href, label })
    if (entries.length === SEARCH_HISTORY_LIMIT) break
  }
  return entries
}
