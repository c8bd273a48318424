/**
 * "Counts above 1999 are replaced by stock counts." (spec, stock document section 9.) Forecourt reads
 * this as: the search engine's counts are exact only up to 1999 (larger facet counts may be estimates),
 * so a count of 2000 or more, for the whole result or for one facet value, is replaced by the dealer's
 * stock count for the same thing when that count is known; otherwise the engine's count stays.
 */

export const EXACT_COUNT_LIMIT = 1999

export function displayCount(searchCount: number, stockCount: number | null | undefined): number {
  if (searchCount <= EXACT_COUNT_LIMIT) return searchCount
  return typeof stockCount === 'number' && Number.isFinite(stockCount) ? stockCount : searchCount
}

/** The same rule over one facet's values, given the stock count of each value. */
export function displayFacetCounts<Value extends { value: string; count: number }>(
  values: readonly Value[],
  stockCounts: Readonly<Record<string, number>>,
): Value[] {
  return values.map((item) => {
    const count = displayCount(
      item.count,
      Object.hasOwn(stockCounts, item.value) ? stockCounts[item.value] : null,
    )
    return count === item.count ? item : { ...item, count }
  })
}
