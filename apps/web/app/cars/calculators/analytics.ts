/**
 * Analytics events for the tag manager: pushed onto `window.dataLayer`, which the tag manager reads
 * whenever it loads (before or after), so the array is created when it is missing.
 */

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

export const FINANCE_CALCULATOR_EVENT = 'finance_calculator_interaction'

export function pushAnalyticsEvent(event: { event: string } & Record<string, unknown>): void {
  if (typeof window === 'undefined') return
  window.dataLayer ??= []
  window.dataLayer.push(event)
}

/** Spec: "Finance calculator. The first change fires one analytics event." */
export function financeCalculatorInteraction(carId: string) {
  return { event: FINANCE_CALCULATOR_EVENT, car_id: carId }
}

/** Runs `fire` the first time it is called and never again. */
export function once(fire: () => void): () => void {
  let fired = false
  return () => {
    if (fired) return
    fired = true
    fire()
  }
}
