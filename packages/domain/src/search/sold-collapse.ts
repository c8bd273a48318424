/**
 * "In search results, consecutive sold cars collapse into one (all are kept if every result is sold)"
 * (spec, stock document section 4). The first sold car of each run stands for the run. "Every result"
 * is the whole search, not just the page shown: pass `everyResultSold` when the search's status counts
 * are known (a page of sold cars at the end of a mixed search still collapses); without it, the page's
 * own hits decide.
 */
export function collapseSoldRuns<Hit extends { status: string }>(
  hits: readonly Hit[],
  everyResultSold: boolean = hits.every((hit) => hit.status === 'sold'),
): Hit[] {
  if (everyResultSold) return [...hits]
  return hits.filter((hit, index) => hit.status !== 'sold' || hits[index - 1]?.status !== 'sold')
}

/** Whether a search found only sold cars, from its counts per status. */
export function onlySoldResults(statusCounts: Readonly<Record<string, number>> | null | undefined): boolean {
  if (!statusCounts) return false
  const statuses = Object.entries(statusCounts).filter(([, count]) => count > 0)
  return statuses.length > 0 && statuses.every(([status]) => status === 'sold')
}
