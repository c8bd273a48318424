import { sortValues } from '@forecourt/domain/search/sort'
import { emptySearchState, searchQueryString } from '@forecourt/domain/search/url-state'

/**
 * Distinct URLs of each page type for one dealer, built from its stock feed, so that no cache keyed by
 * address (the page cache, a CDN, a results cache) could answer two of them. Search URLs are written in
 * their canonical form (the loader redirects any other); the benchmark still checks each answers 200.
 */

export interface FeedRow {
  dealership_slug: string
  status: string
  car_type: string
  make: string
  price: number
  path: string
  created_at: string
}

export type PageKind = 'home' | 'search' | 'car'

const SEARCH_PATH = '/search/used-cars'
const PER_PAGE = 21

/** Home: one page per site; distinct addresses through campaign parameters, as ads and e-mails link it. */
export function homeUrls(count: number): string[] {
  return ['/', ...Array.from({ length: count - 1 }, (_, index) => `/?utm_campaign=bench-${index + 1}`)]
}

/** Used-car results in every sort, page, make and price band the dealer's used stock fills. */
export function searchUrls(rows: readonly FeedRow[], count: number): string[] {
  const used = rows.filter((row) => row.car_type === 'used' && row.status === 'in_stock')
  const pages = Math.max(1, Math.ceil(used.length / PER_PAGE))
  const makes = [...new Set(used.map((row) => row.make))].sort()
  const bands = [
    { min: 0, max: 15_000 },
    { min: 15_000, max: 30_000 },
    { min: 30_000, max: 50_000 },
    { min: 50_000 },
    { max: 20_000 },
  ]
  const urls = new Set<string>()
  const add = (state: Partial<ReturnType<typeof emptySearchState>>) =>
    urls.add(`${SEARCH_PATH}${searchQueryString({ ...emptySearchState(), ...state })}`)
  for (const sort of sortValues) for (let page = 1; page <= pages; page++) add({ sort, page })
  for (const sort of sortValues) for (const make of makes) add({ sort, refinements: { make: [make] } })
  for (const sort of sortValues) for (const price of bands) add({ sort, ranges: { price } })
  for (const make of makes)
    for (const price of bands) add({ refinements: { make: [make] }, ranges: { price } })
  return interleave([...urls]).slice(0, count)
}

/** The dealer's cars in stock, newest listings first. */
export function carUrls(rows: readonly FeedRow[], count: number): string[] {
  return rows
    .filter((row) => row.status === 'in_stock')
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, count)
    .map((row) => row.path)
}

/** Spreads similar URLs apart (every k-th), so the warm-up and the timed runs see a mix of kinds. */
function interleave(urls: readonly string[]): string[] {
  const stride = 7
  const spread: string[] = []
  for (let start = 0; start < stride; start++) {
    for (let index = start; index < urls.length; index += stride) spread.push(urls[index] as string)
  }
  return spread
}
