import { useCallback } from 'react'
import { useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '~/root'

export type CarLeadEvent = 'favourite' | 'print'

/**
 * Tells the dealer a signed-in shopper favourited or printed a car (`POST /api/leads/car-events`, lead
 * events 39 and 61, ADR 053). Anonymous shoppers send nothing: there is no contact to send. A failure is
 * the dealer's loss, never the shopper's: the favourite or print goes ahead either way.
 */
export function useCarLeadEvent() {
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>('root')?.shopper)
  return useCallback(
    (carId: string, event: CarLeadEvent) => {
      if (!signedIn) return
      void fetch('/api/leads/car-events', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ car_id: carId, event }),
        keepalive: true,
      }).catch(() => {})
    },
    [signedIn],
  )
}
