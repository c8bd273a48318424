import { type RefObject, useEffect, useState } from 'react'

/** Whether any of `target` is within the viewport; true until the browser says otherwise. */
export function useOnScreen(target: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(true)
  useEffect(() => {
    const element = target.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? true))
    observer.observe(element)
    return () => observer.disconnect()
  }, [target])
  return onScreen
}
