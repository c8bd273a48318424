/** What each worker process measures and sends back to the runner as one JSON line. */

export const requestKinds = ['srp', 'text', 'typo', 'facetSearch', 'similar', 'nearMe'] as const
export type RequestKind = (typeof requestKinds)[number]

export const requestLabels: Record<RequestKind, string> = {
  srp: 'full SRP (all facets, 2 filters, price sort, 21)',
  text: 'text query (hilux sr5 ...)',
  typo: 'typo query (toyta hilix ...)',
  facetSearch: 'facet search on make (make:to ...)',
  similar: 'similar cars (3 searches)',
  nearMe: 'near me (site, radius, distance sort, 21)',
}

export interface LatencyStats {
  mean: number
  p50: number
  p95: number
  p99: number
  runs: number
  /** Mean number of matching documents, to show the two engines answer comparable questions. */
  meanFound: number
}

export type Mode = 'http' | 'inProcess' | 'orama'

export interface ModeResult {
  importDocsPerSecond: number
  /** Milliseconds from importing 1 % of the cars again (changed) to a search that finds all of them. */
  updateVisibleMs?: number
  /** The same for the whole feed sent again (batches of 1,000) with that 1 % changed, as ingestion sends it. */
  feedUpdateVisibleMs?: number
  /** A request kind is missing when the engine failed it; the failure is in `WorkerResult.notes`. */
  latency: Partial<Record<RequestKind, LatencyStats>>
}

export interface MemoryResult {
  rssBytesPerDoc: number
  /** V8 heap plus external (ArrayBuffer) memory, which is steadier than RSS. */
  heapBytesPerDoc: number
}

export interface WorkerResult {
  size: number
  /** `JSON.parse` alone over the same lines: the ceiling of any import that parses each line. */
  parseDocsPerSecond?: number
  modes: Partial<Record<Mode, ModeResult>>
  memory: MemoryResult
  notes: string[]
}
