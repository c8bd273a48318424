import { type RefObject, useCallback, useEffect, useState } from 'react'

export interface Fullscreen {
  /** False until hydrated, and where the browser cannot show an element full screen (iPhone Safari). */
  supported: boolean
  active: boolean
  toggle: () => void
}

/** Shows `target` full screen through the Fullscreen API; Escape (the browser's own) leaves it. */
export function useFullscreen(target: RefObject<HTMLElement | null>): Fullscreen {
  const [supported, setSupported] = useState(false)
  const [active, setActive] = useState(false)
  useEffect(() => {
    setSupported(document.fullscreenEnabled === true)
    const update = () => setActive(!!target.current && document.fullscreenElement === target.current)
    document.addEventListener('fullscreenchange', update)
    return () => document.removeEventListener('fullscreenchange', update)
  }, [target])
  const toggle = useCallback(() => {
    // A refused request (no user gesture, a policy) leaves the page as it was.
    const request = active ? document.exitFullscreen() : target.current?.requestFullscreen()
    request?.catch(() => {})
  }, [active, target])
  return { supported, active, toggle }
}

/** The width that fits a 4:3 picture on the screen, leaving `reserve` of its height for controls. */
export const fullscreenStageWidth = (reserve = '0rem') => `min(100%, calc((100dvh - ${reserve}) * 4 / 3))`
