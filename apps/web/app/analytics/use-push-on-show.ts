import type { AnalyticsEvent } from '@forecourt/domain/analytics/events'
import { useEffect, useRef } from 'react'
import { pushEvent, pushEventOnce } from './push'

/**
 * Pushes `event` when the page shows, and again whenever `key` changes (another car, another step): once
 * for each key while the shopper stays in the app with `once`, else on every visit of the page. Null
 * pushes nothing.
 */
export function usePushOnShow(key: string, event: AnalyticsEvent | null, options: { once?: boolean } = {}) {
  const latest = useRef(event)
  latest.current = event
  const once = options.once ?? false
  useEffect(() => {
    const current = latest.current
    if (!current) return
    if (once) pushEventOnce(key, current)
    else pushEvent(current)
  }, [key, once])
}
