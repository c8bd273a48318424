import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  environments: {
    ssr: {
      // The database package finds its migrations next to its own source, so the server loads it from
      // there (Node 24 runs its TypeScript) instead of bundling it.
      build: {
        rollupOptions: {
          input: './server/app.ts',
          external: [/^@forecourt\/db\//],
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    tsconfigPaths: true,
  },
})
