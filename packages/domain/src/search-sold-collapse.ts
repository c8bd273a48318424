/**
 * "In search results, consecutive sold cars collapse into one (all are kept if every result is sold)."
 * (spec, stock document section 4). The first sold car of each run stands for the run.
 */
export function collapseSoldRuns<Hit extends { status: string }>(hits: readonly Hit[]): Hit[] {
  if (hits.every((hit) => hit.status === 'sold')) return [...hits]
  return hits.filter((hit, index) => hit.status !== 'sold' || hits[index - 1]?.status !== 'sold')
}
