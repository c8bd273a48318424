import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

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
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    tsconfigPaths: true,
  },
})
