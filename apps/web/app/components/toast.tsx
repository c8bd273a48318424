import { createPortal } from 'react-dom'
import { useHydrated } from './use-hydrated'

/**
 * The site's one toast (spec: "Toast limit: 1"): a live region there from hydration on, so screen readers
 * announce what appears in it, placed at the end of <body> so no stacking context on the page can hide it.
 */
export function Toast({ shown, text }: { shown: boolean; text: string }) {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return createPortal(
    <div role="status" aria-live="polite">
      {shown ? (
        <p className="fixed bottom-24 left-1/2 z-[70] w-max max-w-[calc(100vw-2rem)] -translate-x-1/2 rounded-md bg-ink px-4 py-3 text-sm font-semibold text-white shadow-lg md:bottom-6">
          {text}
        </p>
      ) : null}
    </div>,
    document.body,
  )
}
