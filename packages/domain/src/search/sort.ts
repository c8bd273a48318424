import type { GeoPoint } from '../locations/geo-point.ts'
import type { SiteSettings } from '../site/settings.ts'

/**
 * Sort orders of the results page. The dealer's default is the stock index's own order, `custom_rank`
 * descending (spec, stock document section 3). "When sorting by price ascending, some dealers add the
 * condition price greater than 0" (section 5): `priceAscendingExcludesZero`.
 *
 * Near me (issue 20): while the search is from a place, 'Nearest first' is offered and is the default,
 * and every other order ends with the distance from the place, so each hit carries its distance
 * (`geo_distance_meters`) whatever the order. Without a place (or one the server could not find),
 * 'nearest' falls back to the stock index's own order.
 */

/** The stock index's geopoint field. */
export const GEO_SORT_FIELD = 'location'

export const sortValues = [
  'nearest',
  'featured',
  'price-asc',
  'price-desc',
  'km-asc',
  'year-desc',
  'listed-desc',
] as const
export type SortValue = (typeof sortValues)[number]
export const DEFAULT_SORT: SortValue = 'featured'
/** The default order while the search is near a place. */
export const NEAR_DEFAULT_SORT: SortValue = 'nearest'

/** The order a search gets when it names none. */
export function defaultSort(nearMe: boolean): SortValue {
  return nearMe ? NEAR_DEFAULT_SORT : DEFAULT_SORT
}

export interface SortOption {
  /** The URL parameter value. */
  value: SortValue
  label: string
  /** Typesense `sort_by`. */
  sortBy: string
  /** The order leaves out cars priced at 0 (the dealer's 'price greater than 0'). */
  excludesZeroPrice?: true
}

const nearestOption: SortOption = { value: 'nearest', label: 'Nearest first', sortBy: 'custom_rank:desc' }
const baseOptions: readonly SortOption[] = [
  { value: 'featured', label: 'Featured', sortBy: 'custom_rank:desc' },
  { value: 'price-asc', label: 'Price: Low to High', sortBy: 'price:asc' },
  { value: 'price-desc', label: 'Price: High to Low', sortBy: 'price:desc' },
  { value: 'km-asc', label: 'Kilometres: Low to High', sortBy: 'km:asc' },
  { value: 'year-desc', label: 'Year: Newest First', sortBy: 'year:desc' },
  { value: 'listed-desc', label: 'Newest Listed', sortBy: 'created_at_timestamp:desc' },
]

export function isSortValue(value: string): value is SortValue {
  return (sortValues as readonly string[]).includes(value)
}

/** The orders offered: 'Nearest first' leads while the search is near a place. */
export function sortOptions(
  settings: Pick<SiteSettings, 'priceAscendingExcludesZero'>,
  nearMe = false,
): SortOption[] {
  return [...(nearMe ? [nearestOption] : []), ...baseOptions].map((option) =>
    option.value === 'price-asc' && settings.priceAscendingExcludesZero
      ? { ...option, excludesZeroPrice: true as const }
      : { ...option },
  )
}

/** The option for a URL value; an unknown or missing value (or 'nearest' without a place) gives the default. */
export function sortOption(
  value: string | null | undefined,
  settings: Pick<SiteSettings, 'priceAscendingExcludesZero'>,
  nearMe = false,
): SortOption {
  const options = sortOptions(settings, nearMe)
  return options.find((option) => option.value === value) ?? (options[0] as SortOption)
}

/**
 * The Typesense `sort_by` of an order searched from `from` (null: no place), or null for the stock
 * index's own ranking. From a place, 'nearest' is the distance then the index's ranking, and every other
 * order gains the distance as its last key; 'featured' spells out the index's ranking
 * (`_text_match:desc,custom_rank:desc`, the text match counting only with a query) to keep it.
 */
export function sortByFrom(
  option: Pick<SortOption, 'value' | 'sortBy'>,
  from: GeoPoint | null,
): string | null {
  if (!from) return option.value === 'featured' || option.value === 'nearest' ? null : option.sortBy
  const distance = `${GEO_SORT_FIELD}(${from.lat}, ${from.lng}):asc`
  if (option.value === 'nearest') return `${distance},${option.sortBy}`
  if (option.value === 'featured') return `_text_match:desc,${option.sortBy},${distance}`
  return `${option.sortBy},${distance}`
}

/**
 * The index name InstantSearch's sort widget targets with `typesense-instantsearch-adapter`: the
 * collection for the index's own ranking, `{collection}/sort/{sort_by}` for the others.
 */
export function sortIndexName(
  collection: string,
  option: Pick<SortOption, 'value' | 'sortBy'>,
  from: GeoPoint | null = null,
): string {
  const sortBy = sortByFrom(option, from)
  return sortBy ? `${collection}/sort/${sortBy}` : collection
}

/** The URL value for an index name made by `sortIndexName` (from the same place); the default for anything else. */
export function sortValueFromIndexName(
  collection: string,
  indexName: string,
  from: GeoPoint | null = null,
): SortValue {
  const options = from ? [nearestOption, ...baseOptions] : baseOptions
  return (
    options.find((option) => sortIndexName(collection, option, from) === indexName)?.value ??
    defaultSort(from !== null)
  )
}
