import { enAuNumber } from '../australia/number-format.ts'
import type { ListFacetAttribute, RangeFacetAttribute } from '../search/facet-attributes.ts'
import { facetTitles, facetValueLabel } from '../search/facet-labels.ts'
import type { NearMe } from '../search/near-me.ts'
import { type SortValue, sortOptions } from '../search/sort.ts'
import { formatAud } from '../vehicle-card/price.ts'
import type { Place } from './context.ts'
import { compactKey, type Token } from './tokenise.ts'

/**
 * What the parser understood, in the results page's own refinement vocabulary: list facet values (as
 * ticking boxes would), range bounds (as the sliders would), a sort order, and a place to search near.
 */

export type WordsRefinement =
  | { kind: 'values'; attribute: ListFacetAttribute; values: string[] }
  | { kind: 'range'; attribute: RangeFacetAttribute; min?: number; max?: number }
  | { kind: 'sort'; sort: SortValue }
  /**
   * Near a place: the results page's near-me search (`nearMe`, as its form would write it), the place the
   * lookup found, and the words typed for it (searched as text where the near-me filter is switched off).
   */
  | { kind: 'near'; place: Place; nearMe: NearMe; placeWords: string }

/** One thing understood, with the words the shopper typed for it. */
export interface UnderstoodWords {
  /** As typed: 'under 40k', 'troopy'. */
  words: string
  /** What it became: 'Price up to $40,000'. */
  label: string
  refinements: WordsRefinement[]
  /** More to say, e.g. the finance assumptions and comparison rate behind a weekly budget. */
  note?: string
  /** Position of its first word in the phrase, to keep the phrase's order. */
  position: number
}

/** What one rule found at one position. */
export interface RuleMatch {
  /** Words consumed. */
  length: number
  refinements: WordsRefinement[]
  label?: string
  note?: string
}

export type Rule<Context> = (tokens: readonly Token[], start: number, context: Context) => RuleMatch | null

export const valuesRefinement = (
  attribute: ListFacetAttribute,
  values: readonly string[],
): WordsRefinement => ({
  kind: 'values',
  attribute,
  values: [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en')),
})

/**
 * The stock's own spelling of what a rule means. `candidates` run from the most specific to the most
 * general ('Dual Cab', 'Double Cab', 'Ute'): the first the stock has wins, matched by compact key; when the
 * stock has none, the most general is used as written (a search for it finds nothing, and says so).
 */
export function stockValue(stock: readonly string[], candidates: readonly string[]): string {
  for (const candidate of candidates) {
    const key = compactKey(candidate)
    const found = stock.find((value) => compactKey(value) === key)
    if (found) return found
  }
  return candidates[candidates.length - 1] as string
}

/** Every stock value having `word` among its words ('white' -> 'White', 'Pure White', 'Crystal White Pearl'). */
export function stockValuesWithWord(stock: readonly string[], word: string): string[] {
  const key = compactKey(word)
  return stock.filter((value) =>
    value
      .toLowerCase()
      .split(/[\s\-/]+/)
      .some((part) => compactKey(part) === key),
  )
}

const formatKm = (value: number) => `${enAuNumber.format(value)} km`

function boundText(attribute: RangeFacetAttribute, value: number): string {
  if (attribute === 'price' || attribute === 'subscription_price') return formatAud(value)
  if (attribute === 'km') return formatKm(value)
  return String(value)
}

/** How a refinement reads on a chip: 'Body type: Ute', 'Price up to $40,000', 'Year 2019'. */
export function refinementLabel(refinement: WordsRefinement): string {
  switch (refinement.kind) {
    case 'values': {
      const title = facetTitles[refinement.attribute]
      const ordered =
        refinement.attribute === 'seats'
          ? [...refinement.values].sort((a, b) => Number(a) - Number(b))
          : refinement.values
      const values = ordered.map((value) => facetValueLabel(refinement.attribute, value))
      return `${title}: ${values.join(' or ')}`
    }
    case 'range': {
      const title = facetTitles[refinement.attribute]
      const { attribute, min, max } = refinement
      if (min !== undefined && max !== undefined) {
        return min === max
          ? `${title} ${boundText(attribute, min)}`
          : `${title} ${boundText(attribute, min)} to ${boundText(attribute, max)}`
      }
      if (max !== undefined) return `${title} up to ${boundText(attribute, max)}`
      return `${title} from ${boundText(attribute, min ?? 0)}`
    }
    case 'sort': {
      const option = sortOptions({ priceAscendingExcludesZero: false }).find(
        (candidate) => candidate.value === refinement.sort,
      )
      return `Sorted by ${option?.label ?? refinement.sort}`
    }
    case 'near': {
      const { place, nearMe } = refinement
      // A postcode is named as typed, as the near-me chip names it; a suburb with its state and postcode.
      const name =
        nearMe.near === place.postcode ? place.postcode : `${place.name} ${place.state} ${place.postcode}`
      return nearMe.distanceKm ? `Within ${nearMe.distanceKm} km of ${name}` : `Near ${name}`
    }
  }
}
