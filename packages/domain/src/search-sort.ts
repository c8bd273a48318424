import type { SiteSettings } from './site-settings.ts'

/**
 * Sort orders of the results page. The dealer's default is the stock index's own order, `custom_rank`
 * descending (spec, stock document section 3). "When sorting by price ascending, some dealers add the
 * condition price greater than 0" (section 5): `priceAscendingExcludesZero`.
 */

export const sortValues = [
  'featured',
  'price-asc',
  'price-desc',
  'km-asc',
  'year-desc',
  'listed-desc',
] as const
export type SortValue = (typeof sortValues)[number]
export const DEFAULT_SORT: SortValue = 'featured'

export interface SortOption {
  /** The URL parameter value. */
  value: SortValue
  label: string
  /** Typesense `sort_by`. */
  sortBy: string
  /** A Typesense `filter_by` clause this order adds. */
  extraFilter?: string
}

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

export function sortOptions(settings: Pick<SiteSettings, 'priceAscendingExcludesZero'>): SortOption[] {
  return baseOptions.map((option) =>
    option.value === 'price-asc' && settings.priceAscendingExcludesZero
      ? { ...option, extraFilter: 'price:>0' }
      : { ...option },
  )
}

/** The option for a URL value; an unknown or missing value gives the dealer's default. */
export function sortOption(
  value: string | null | undefined,
  settings: Pick<SiteSettings, 'priceAscendingExcludesZero'>,
): SortOption {
  const options = sortOptions(settings)
  return options.find((option) => option.value === value) ?? (options[0] as SortOption)
}

/**
 * The index name InstantSearch's sort widget targets with `typesense-instantsearch-adapter`: the
 * collection for its default order, `{collection}/sort/{sort_by}` for the others.
 */
export function sortIndexName(collection: string, option: Pick<SortOption, 'value' | 'sortBy'>): string {
  return option.value === DEFAULT_SORT ? collection : `${collection}/sort/${option.sortBy}`
}

/** The URL value for an index name made by `sortIndexName`; the default for anything else. */
export function sortValueFromIndexName(collection: string, indexName: string): SortValue {
  const prefix = `${collection}/sort/`
  if (!indexName.startsWith(prefix)) return DEFAULT_SORT
  const sortBy = indexName.slice(prefix.length)
  return baseOptions.find((option) => option.sortBy === sortBy)?.value ?? DEFAULT_SORT
}
