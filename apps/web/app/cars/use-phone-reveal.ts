import { type AnalyticsItem, revealPhone } from '@forecourt/domain/analytics/events'
import { phoneRevealEvent } from '@forecourt/domain/phones/masking'
import { useCallback, useState } from 'react'
import { pushEvent } from '~/analytics/push'

/** The ids a reveal is recorded with (stock document: "body car_id, dealership_id, website_id"). */
export interface PhoneRevealTarget {
  carId: string
  dealershipId: string
  websiteId: string
  /** The car as analytics carries it: a reveal is a `reveal_phone` event (issue 34). */
  item?: AnalyticsItem
}

/**
 * The car page's number for this shopper: null until they reveal it, then the number the recorded reveal
 * answered with (the page itself carries it masked only: ADR 046). One state for every place on the page
 * that offers the number, so revealing it in one shows it in all.
 */
export function usePhoneReveal(
  revealed: string | null,
  { carId, dealershipId, websiteId, item }: PhoneRevealTarget,
) {
  const [phone, setPhone] = useState(revealed)
  const reveal = useCallback(async (): Promise<string | null> => {
    if (phone) return phone
    try {
      const response = await fetch('/api/phone-reveals', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(phoneRevealEvent({ carId, dealershipId, websiteId })),
      })
      const answer = (await response.json()) as { phone?: string | null }
      if (answer.phone) setPhone(answer.phone)
      if (answer.phone && item) pushEvent(revealPhone(item))
      return answer.phone ?? null
    } catch {
      return null
    }
  }, [phone, carId, dealershipId, websiteId, item])
  return { phone, reveal }
}
