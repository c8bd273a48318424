import { useEffect, useId, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { toastSlot } from './toast-slot'
import { useHydrated } from './use-hydrated'

/**
 * A toast (spec: "Toast limit: 1"): a live region there from hydration on, so screen readers announce what
 * appears in it, placed at the end of <body> so no stacking context on the page can hide it. Only the toast
 * shown last appears (toast-slot.ts): one at a time across the site.
 */
export function Toast({ shown, text }: { shown: boolean; text: string }) {
  const hydrated = useHydrated()
  const id = useId()
  const owner = useSyncExternalStore(toastSlot.subscribe, toastSlot.owner, () => null)
  // A new text while shown is a new toast: it takes the place again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `text` re-claims the place
  useEffect(() => {
    if (!shown) return
    toastSlot.claim(id)
    return () => toastSlot.release(id)
  }, [shown, id, text])
  if (!hydrated) return null
  return createPortal(
    <div role="status" aria-live="polite">
      {shown && owner === id ? (
        <p className="fixed bottom-24 left-1/2 z-[70] w-max max-w-[calc(100vw-2rem)] -translate-x-1/2 rounded-md bg-ink px-4 py-3 text-sm font-semibold text-white shadow-lg md:bottom-6">
          {text}
        </p>
      ) : null}
    </div>,
    document.body,
  )
}
