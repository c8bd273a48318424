import { useEffect, useState } from 'react'

/** Set once the first hydration's effects have run: components mounted after it start hydrated. */
let pageHydrated = false

/**
 * False during server rendering and hydration, true once React owns the page in the browser.
 *
 * The switch is a state update from an effect, so React renders what changes (links that become buttons,
 * tabs that gain their roles) after hydration's commit, in its own interruptible render, rather than in
 * the same task as a synchronous re-render (what `useSyncExternalStore` with a different server snapshot
 * does): that one long task was most of a vehicle page's blocking time on a phone (ADR 070). A component
 * mounted later, after a client-side navigation, starts hydrated and renders once.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated)
  useEffect(() => {
    pageHydrated = true
    setHydrated(true)
  }, [])
  return hydrated
}
