import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'

/**
 * Three modules of the search libraries are resolved to smaller stand-ins in the web build
 * (docs/decisions/010-search-bundle-replacements.md): the adapter's typesense-js client becomes a
 * fetch-based multi-search client (no axios), and instantsearch.js's history router (with `qs`) and
 * Algolia Insights middleware, which Forecourt never uses, become stubs that throw if ever called.
 */
const bundleReplacements: { source: string; importer: string; replacement: string }[] = [
  {
    source: 'typesense',
    importer: '/typesense-instantsearch-adapter/',
    replacement: './app/search/bundle-replacements/typesense-multi-search-client.ts',
  },
  {
    source: '../lib/routers/history.js',
    importer: '/instantsearch.js/es/middlewares/createRouterMiddleware.js',
    replacement: './app/search/bundle-replacements/unused-history-router.ts',
  },
  {
    source: '../middlewares/createInsightsMiddleware.js',
    importer: '/instantsearch.js/es/lib/InstantSearch.js',
    replacement: './app/search/bundle-replacements/unused-insights-middleware.ts',
  },
]

function searchBundleReplacements(): Plugin {
  return {
    name: 'forecourt:search-bundle-replacements',
    enforce: 'pre',
    resolveId(source, importer) {
      const match = bundleReplacements.find(
        (entry) => entry.source === source && importer?.includes(entry.importer),
      )
      return match ? fileURLToPath(new URL(match.replacement, import.meta.url)) : null
    },
  }
}

export default defineConfig({
  environments: {
    ssr: {
      // The database finds its migrations and the search engine its files next to their own source, so the
      // server loads them from there (Node 24 runs their TypeScript) instead of bundling them.
      build: {
        rollupOptions: {
          input: './server/app.ts',
          external: [/^@forecourt\/(db|search-engine)\//],
        },
      },
    },
  },
  // The adapter ships extensionless ES module imports that Node cannot load, so the server bundles it.
  ssr: { noExternal: ['typesense-instantsearch-adapter'] },
  plugins: [searchBundleReplacements(), tailwindcss(), reactRouter()],
  resolve: {
    tsconfigPaths: true,
  },
})
