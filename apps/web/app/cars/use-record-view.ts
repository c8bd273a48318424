import { useEffect } from 'react'
import { type RecentlyViewedCar, rememberViewedCar } from './recently-viewed'

/** At most this long after the page is shown, even on a main thread that is never idle. */
const RECORD_WITHIN_MS = 1000

/**
 * Once per page visit: counts the view on the server (a beacon, so leaving the page does not cancel it)
 * and remembers the car in this browser. Crawlers that run no script are not counted. Both wait for an
 * idle moment (a second at most), as run with hydration's effects they lengthened its task (ADR 070);
 * leaving the page or the car before then records at once.
 */
export function useRecordView(car: RecentlyViewedCar): void {
  const { id, name, href, primary_image_url } = car
  useEffect(() => {
    let recorded = false
    const record = () => {
      if (recorded) return
      recorded = true
      rememberViewedCar({ id, name, href, primary_image_url })
      const body = JSON.stringify({ car_id: id })
      const sent = navigator.sendBeacon?.('/api/vehicle-views', new Blob([body], { type: 'text/plain' }))
      if (!sent) {
        void fetch('/api/vehicle-views', { method: 'POST', body, keepalive: true }).catch(() => {})
      }
    }
    const cancel = whenIdle(record, RECORD_WITHIN_MS)
    window.addEventListener('pagehide', record)
    return () => {
      cancel()
      window.removeEventListener('pagehide', record)
      record()
    }
  }, [id, name, href, primary_image_url])
}

/** Runs `task` when the main thread is idle, within `timeoutMs`; the returned function cancels it. */
function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(task, 0)
    return () => window.clearTimeout(timer)
  }
  const handle = window.requestIdleCallback(task, { timeout: timeoutMs })
  return () => window.cancelIdleCallback(handle)
}
