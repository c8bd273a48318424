import { useEffect } from 'react'
import { type RecentlyViewedCar, rememberViewedCar } from './recently-viewed'

/**
 * Once per page visit: counts the view on the server (a beacon, so leaving the page does not cancel it)
 * and remembers the car in this browser. Crawlers that run no script are not counted.
 */
export function useRecordView(car: RecentlyViewedCar): void {
  const { id, name, href, primary_image_url } = car
  useEffect(() => {
    rememberViewedCar({ id, name, href, primary_image_url })
    const body = JSON.stringify({ car_id: id })
    const sent = navigator.sendBeacon?.('/api/vehicle-views', new Blob([body], { type: 'text/plain' }))
    if (!sent) {
      void fetch('/api/vehicle-views', { method: 'POST', body, keepalive: true }).catch(() => {})
    }
  }, [id, name, href, primary_image_url])
}
