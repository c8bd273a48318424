import type { Client } from 'typesense'
import type { DocumentSchema, SearchResponse } from 'typesense/lib/Typesense/Documents'
import type { MultiSearchRequestSchema, SearchParams } from 'typesense/lib/Typesense/Types'

/** Search parameters as Typesense takes them: `q`, `query_by`, `filter_by`, `per_page`, `include_fields`… */
export type SearchParameters = Readonly<Record<string, string | number | boolean | undefined>>

/** One search of a multi-search: its collection and parameters. */
export type CollectionSearch = SearchParameters & { collection: string }

/** A multi-search's answer to one search: its results, or why it failed (each fails alone). */
export type MultiSearchResult<T extends DocumentSchema> = SearchResponse<T> | { error: string; code: number }

/**
 * The searches pages make of the stock index, answered as Typesense answers them. With a cluster, the
 * typesense client makes them; with the embedded engine they go straight to its thread
 * (engine-search-only-client.ts), without the client's request machinery, which cost a vehicle page's two
 * searches about 8 % of its main-thread time (docs/decisions/040-search-engine-thread.md).
 */
export interface SearchOnlyClient {
  search<T extends DocumentSchema>(collection: string, params: SearchParameters): Promise<SearchResponse<T>>
  multiSearch<T extends DocumentSchema>(
    searches: readonly CollectionSearch[],
  ): Promise<MultiSearchResult<T>[]>
}

/** The typesense client's searches, as a SearchOnlyClient. */
export function typesenseSearchOnly(client: Client): SearchOnlyClient {
  // The parameters are Typesense's own; its types spell each one out, these only say they are values.
  return {
    search: <T extends DocumentSchema>(collection: string, params: SearchParameters) =>
      client
        .collections<T>(collection)
        .documents()
        .search(params as unknown as SearchParams<T>),
    multiSearch: async <T extends DocumentSchema>(searches: readonly CollectionSearch[]) => {
      const response = await client.multiSearch.perform<T[]>({
        searches: searches as unknown as MultiSearchRequestSchema<T, string>[],
      })
      return response.results as MultiSearchResult<T>[]
    },
  }
}
