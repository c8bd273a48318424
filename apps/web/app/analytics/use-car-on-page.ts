import type { AnalyticsItem } from '@forecourt/domain/analytics/events'
import { useRouteLoaderData } from 'react-router'

/**
 * The car of the vehicle page this component is on, as analytics carries it, or null elsewhere: for the
 * page's parts that report an interaction with the car without being handed it (the calculators).
 */
export function useCarOnPage(): AnalyticsItem | null {
  const data = useRouteLoaderData('routes/car') as { view?: { analytics?: AnalyticsItem } } | undefined
  return data?.view?.analytics ?? null
}
