/**
 * Three modules of the search libraries are resolved to smaller stand-ins in the web build
 * (docs/decisions/010-search-bundle-replacements.md): the adapter's typesense-js client becomes a
 * fetch-based multi-search client (no axios), and instantsearch.js's history router (with `qs`) and
 * Algolia Insights middleware, which Forecourt never uses, become stubs that throw if ever called.
 *
 * Each swap names a private path inside a library, so `replacements.test.ts` reads the installed library
 * (`importedBy`) and fails when an upgrade moves or renames what is swapped.
 */
export interface BundleReplacement {
  /** The import specifier as the library writes it. */
  source: string
  /** Part of the importing file's path that the swap applies to. */
  importer: string
  /** The installed file that imports `source` today (for the test). */
  importedBy: string
  /** The stand-in, relative to apps/web. */
  replacement: string
}

export const bundleReplacements: BundleReplacement[] = [
  {
    source: 'typesense',
    importer: '/typesense-instantsearch-adapter/',
    importedBy: 'typesense-instantsearch-adapter/lib/TypesenseInstantsearchAdapter.js',
    replacement: './app/search/bundle-replacements/typesense-multi-search-client.ts',
  },
  {
    source: '../lib/routers/history.js',
    importer: '/instantsearch.js/es/middlewares/createRouterMiddleware.js',
    importedBy: 'instantsearch.js/es/middlewares/createRouterMiddleware.js',
    replacement: './app/search/bundle-replacements/unused-history-router.ts',
  },
  {
    source: '../middlewares/createInsightsMiddleware.js',
    importer: '/instantsearch.js/es/lib/InstantSearch.js',
    importedBy: 'instantsearch.js/es/lib/InstantSearch.js',
    replacement: './app/search/bundle-replacements/unused-insights-middleware.ts',
  },
]
