import type { AnalyticsEvent } from './events.ts'

/** `window.dataLayer`, or anything with its `push`. */
export interface DataLayer {
  push(...entries: object[]): unknown
}

/**
 * Pushes one event. An e-commerce event is preceded by `{ ecommerce: null }`, as Google Tag Manager asks:
 * its data layer merges objects, so without it one event's items would linger into the next event's.
 */
export function pushAnalyticsEvent(layer: DataLayer, event: AnalyticsEvent): void {
  if ('ecommerce' in event && event.ecommerce) layer.push({ ecommerce: null })
  layer.push(event)
}

/**
 * Remembers which interactions have been reported, so each is reported once however often it happens
 * (the first change of a calculator, a page's view, a car saved twice): `first(key)` is true only once per key.
 */
export function onceEach(): (key: string) => boolean {
  const seen = new Set<string>()
  return (key) => {
    if (seen.has(key)) return false
    seen.add(key)
    return true
  }
}
