/**
 * The calculators' analytics events, from the catalogue (@forecourt/domain/analytics/events), pushed onto
 * `window.dataLayer` by ~/analytics/push.
 */

export { financeCalculatorInteraction } from '@forecourt/domain/analytics/events'
export { pushEvent as pushAnalyticsEvent } from '~/analytics/push'

export const FINANCE_CALCULATOR_EVENT = 'finance_calculator_interaction'

/** Runs `fire` the first time it is called and never again. */
export function once(fire: () => void): () => void {
  let fired = false
  return () => {
    if (fired) return
    fired = true
    fire()
  }
}
