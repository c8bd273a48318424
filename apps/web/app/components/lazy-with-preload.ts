import { type ComponentType, lazy } from 'react'

export type PreloadableComponent<Props> = ComponentType<Props> & { preload: () => Promise<unknown> }

/**
 * `React.lazy` whose download can start before the component renders: `preload()` (on the hover, focus
 * or press of the button that shows it, see `preloadOnIntent`) fetches the chunk once, so it is usually
 * there by the time the dialog opens. A failed download is tried again by the next `preload()`.
 */
export function lazyWithPreload<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): PreloadableComponent<Props> {
  let loading: Promise<ComponentType<Props>> | undefined
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
  const Component = lazy(async () => ({ default: await preload() }))
  return Object.assign(Component, { preload }) as unknown as PreloadableComponent<Props>
}

/** Event handlers for the control that opens lazily loaded content: its code starts loading on intent. */
export function preloadOnIntent(...components: { preload: () => Promise<unknown> }[]) {
  const start = () => {
    for (const component of components) component.preload().catch(() => undefined)
  }
  return { onPointerEnter: start, onFocus: start, onPointerDown: start }
}
