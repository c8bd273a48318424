import type { Collection } from '../collection/collection.ts'
import type { CurationItem } from '../curation/curation-item.ts'
import { runSearch } from './run-search.ts'
import type { RawParams } from './search-params.ts'
import { prepareSearch } from './search-request.ts'
import { searchResponse } from './search-response.ts'

/** Runs one Typesense search request against a collection and returns the response body. */
export function searchCollection(
  collection: Collection,
  raw: RawParams,
  curationItems: readonly CurationItem[] = [],
  andFilters: readonly string[] = [],
): Record<string, unknown> {
  const started = performance.now()
  const request = prepareSearch(collection, raw, curationItems, undefined, andFilters)
  const run = runSearch(collection, request)
  try {
    return searchResponse(collection, request, run, started)
  } finally {
    run.release()
  }
}
