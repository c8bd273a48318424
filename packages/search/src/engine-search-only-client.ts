import type { PlainAnswer } from '@forecourt/search-engine/plain-exchange'
import type { DocumentSchema, SearchResponse } from 'typesense/lib/Typesense/Documents'
import type { AskEngine } from './in-process-transport.ts'
import type {
  CollectionSearch,
  MultiSearchResult,
  SearchOnlyClient,
  SearchParameters,
} from './search-only-client.ts'
import { typesenseQueryString } from './typesense-query-string.ts'

const API_KEY_HEADER = 'x-typesense-api-key'

/** An answer other than 200, as the typesense client raises it: the engine's message and `httpStatus`. */
export class SearchRequestError extends Error {
  readonly httpStatus: number
  constructor(message: string, httpStatus: number) {
    super(message)
    this.name = 'SearchRequestError'
    this.httpStatus = httpStatus
  }
}

function parsed<T>(answer: PlainAnswer): T {
  if (answer.status === 200) return JSON.parse(answer.body) as T
  let message = `The search engine answered ${answer.status}.`
  try {
    message = (JSON.parse(answer.body) as { message?: string }).message ?? message
  } catch {
    // The status says enough.
  }
  throw new SearchRequestError(message, answer.status)
}

/** The embedded engine's thread, asked with the same HTTP requests the typesense client would send. */
export function engineSearchOnlyClient(ask: AskEngine, apiKey: string): SearchOnlyClient {
  return {
    async search<T extends DocumentSchema>(collection: string, params: SearchParameters) {
      const url = `/collections/${encodeURIComponent(collection)}/documents/search?${typesenseQueryString(params)}`
      return parsed<SearchResponse<T>>(
        await ask({ method: 'GET', url, headers: { [API_KEY_HEADER]: apiKey }, body: null }),
      )
    },
    async multiSearch<T extends DocumentSchema>(searches: readonly CollectionSearch[]) {
      const answer = await ask({
        method: 'POST',
        url: '/multi_search',
        headers: { [API_KEY_HEADER]: apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ searches }),
      })
      return parsed<{ results: MultiSearchResult<T>[] }>(answer).results
    },
  }
}
