import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * A flag that turns itself off `durationMs` after it was last turned on; turning it on again while it is
 * on starts the time afresh (so a second click never shows a second toast).
 */
export function useTimedFlag(durationMs: number): [boolean, () => void] {
  const [on, setOn] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const start = useCallback(() => {
    clearTimeout(timer.current)
    setOn(true)
    timer.current = setTimeout(() => setOn(false), durationMs)
  }, [durationMs])
  return [on, start]
}
