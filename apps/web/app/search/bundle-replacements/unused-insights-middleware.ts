/**
 * Stands in for instantsearch.js's Algolia Insights middleware in the web build (see vite.config.ts).
 * Forecourt sets `insights={false}` (there is no Algolia Insights with Typesense), so it never runs.
 */
export function createInsightsMiddleware(): never {
  throw new Error(
    'The Algolia Insights middleware is not bundled: keep `insights={false}` on <InstantSearch>.',
  )
}
