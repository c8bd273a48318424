import { type ComponentProps, createElement, useState } from 'react'
import { useHydrated } from './use-hydrated'

/** One object for every render, so React never sees the HTML change and never writes it. */
const AS_SENT = { __html: '' }

type Tag = 'section' | 'footer' | 'div'

/**
 * An element whose contents have nothing to do in the browser (text, lists, tables, plain and site links:
 * no handler, state or effect), kept as the server sent it rather than hydrated
 * (docs/decisions/064-main-thread-at-load.md). React takes an element with `dangerouslySetInnerHTML` as it
 * finds it and does not walk into it, so on the page the browser loads none of the contents' components
 * render, and the page's one hydration pass and its commit are that much shorter. The server renders the
 * children as usual, so the HTML is the same. Mounted later (a client-side navigation, or React rendering
 * the page afresh after a failed hydration) or once `of` changes (another car on the same route), the
 * element renders its children like any other. A handler or effect among the children would never run.
 */
export function ServerRendered<T extends Tag>({
  as,
  of,
  children,
  ...element
}: { as: T; of: string } & ComponentProps<T>) {
  const hydrated = useHydrated()
  // While hydrating, useHydrated reads false; on a later mount, true.
  const [keptOf] = useState(() => (hydrated ? null : of))
  if (typeof document !== 'undefined' && keptOf === of)
    return createElement(as, { ...element, suppressHydrationWarning: true, dangerouslySetInnerHTML: AS_SENT })
  return createElement(as, element, children)
}
