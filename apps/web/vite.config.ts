import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import { bundleReplacements } from './app/search/bundle-replacements/replacements.ts'

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
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Zod is for the forms that need it: left to Rolldown, it joins a chunk the root loads, and every
            // page would evaluate it before hydrating. React DOM, React and React Router each get a chunk of
            // their own, so the page evaluates them in separate tasks (docs/decisions/064-main-thread-at-load.md).
            codeSplitting: {
              groups: [
                { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
                { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ },
                { name: 'react', test: /[\\/]node_modules[\\/]react[\\/]/ },
                { name: 'react-router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
              ],
            },
          },
        },
      },
    },
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
