import { type ReactNode, Suspense } from 'react'

/**
 * A part of the page that React hydrates in a pass of its own, after the rest
 * (docs/decisions/073-pages-hydrate-in-parts.md). React leaves the contents of a Suspense boundary it meets
 * while hydrating for a later, lower-priority render with its own commit, so the first commit is shorter and
 * the browser can paint and answer input between the parts. The server renders the contents in place
 * (`progressiveChunkSize` in document/render-document.tsx), so the page is whole without JavaScript; nothing
 * inside suspends on the server, and what loads lazily inside has a boundary of its own (LazyContent), so
 * the empty fallback is never shown.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
