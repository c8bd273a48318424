import { onceEach, pushAnalyticsEvent } from '@forecourt/domain/analytics/data-layer'
import type { AnalyticsEvent } from '@forecourt/domain/analytics/events'

/**
 * Pushes the catalogue's events (@forecourt/domain/analytics/events) onto `window.dataLayer`, which a
 * dealer's tag reads whenever it loads (before or after), so the array is created when it is missing.
 */

declare global {
  interface Window {
    dataLayer?: object[]
    /** Set by the tag's bootstrap script (@forecourt/domain/analytics/tag) on sites with a tag. */
    forecourtAnalytics?: {
      consentRequired: boolean
      choice(): 'granted' | 'denied' | null
      grant(): void
      deny(): void
    }
  }
}

export function pushEvent(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return
  window.dataLayer ??= []
  pushAnalyticsEvent(window.dataLayer, event)
}

/** Interactions reported once per page load of the app: a page view, a calculator's first change. */
const first = onceEach()

/** Pushes the event the first time `key` is seen in this browser tab, never again. */
export function pushEventOnce(key: string, event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return
  if (first(key)) pushEvent(event)
}
