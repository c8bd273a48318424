import { type ComponentProps, createElement, type ReactNode, useContext, useState } from 'react'
import { ServerMarkup } from './server-markup'
import { useHydrated } from './use-hydrated'

/** One object for every render, so React never sees the HTML change and never writes it. */
const AS_SENT = { __html: '' }

type Tag = 'section' | 'footer' | 'div' | 'ul'

type ServerRenderedProps<T extends Tag> = {
  as: T
  /** What the contents show: a string compared by value, an object (a card's view) by identity. */
  of: string | object
} & ComponentProps<T>

/**
 * An element whose contents have nothing to do in the browser (text, lists, tables, plain and site links:
 * no handler, state or effect), kept as the server sent it rather than hydrated
 * (docs/decisions/064-main-thread-at-load.md). React takes an element with `dangerouslySetInnerHTML` as it
 * finds it and does not walk into it, so on the page the browser loads none of the contents' components
 * render, and the page's one hydration pass and its commit are that much shorter. The server renders the
 * children on their own to one string (docs/decisions/076-parts-kept-as-sent-render-to-one-string.md): the
 * same HTML as the page's streaming renderer writes for them, one chunk for its stream. So the children may
 * not read a context, call `useId` or preload a resource (an image without `loading="lazy"` is one: React
 * would write its preload link into the part). Mounted later (a client-side navigation, or React rendering
 * the page afresh after a failed hydration) or once `of` changes (another car on the same route), the
 * element renders its children like any other. A handler on the element itself runs for the clicks inside;
 * a handler or effect among the children would never run.
 */
export function ServerRendered<T extends Tag>(props: ServerRenderedProps<T>) {
  const renderMarkup = useContext(ServerMarkup)
  if (!renderMarkup) return <KeptAsSent {...props} />
  const { as, of: _of, children, ...element } = props
  return asOneString(as, element, children, renderMarkup)
}

function KeptAsSent<T extends Tag>({ as, of, children, ...element }: ServerRenderedProps<T>) {
  const hydrated = useHydrated()
  // While hydrating, useHydrated reads false; on a later mount, true.
  const [keptOf] = useState(() => (hydrated ? null : of))
  if (typeof document !== 'undefined' && keptOf === of)
    return createElement(as, { ...element, suppressHydrationWarning: true, dangerouslySetInnerHTML: AS_SENT })
  return createElement(as, element, children)
}

/**
 * An element whose children the server renders on their own to one string (see ServerRendered for what
 * they may not do); in the browser it is the element with its children, hydrated as usual.
 */
export function RenderedAsOneString<T extends Tag>({
  as,
  children,
  ...element
}: { as: T } & ComponentProps<T>) {
  const renderMarkup = useContext(ServerMarkup)
  if (!renderMarkup) return createElement(as, element, children)
  return asOneString(as, element, children, renderMarkup)
}

function asOneString(
  as: Tag,
  element: object,
  children: ReactNode,
  renderMarkup: (part: ReactNode) => string,
) {
  return createElement(as, { ...element, dangerouslySetInnerHTML: { __html: renderMarkup(children) } })
}
