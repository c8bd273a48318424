/**
 * Stands in for instantsearch.js's history router in the web build (see vite.config.ts). Forecourt always
 * passes its own React Router-based router (`search-routing.ts`), so the default one, and the `qs`
 * library it brings, never run.
 */
export default function historyRouter(): never {
  throw new Error(
    "InstantSearch's history router is not bundled: pass Forecourt's search router as `routing.router`.",
  )
}
