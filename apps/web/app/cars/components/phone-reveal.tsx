import { displayedPhone } from '@forecourt/domain/phone-masking'
import { useState } from 'react'
import { telHref } from '~/components/tel-href'

/**
 * The phone block: the number masked after its first 5 characters until the shopper asks for it, then
 * shown in full as a call link, and the reveal recorded (car, dealership, website). Without JavaScript
 * the button posts a form that records the reveal and reloads the page with the number shown.
 */
export function PhoneReveal({
  phone,
  carId,
  dealershipId,
  websiteId,
  initiallyShown,
}: {
  phone: string
  carId: string
  dealershipId: string
  websiteId: string
  initiallyShown: boolean
}) {
  const [shown, setShown] = useState(initiallyShown)
  if (shown) {
    return (
      <p className="text-lg">
        <span className="sr-only">Phone </span>
        <a href={telHref(phone)} className="font-bold text-brand underline">
          {phone}
        </a>
      </p>
    )
  }
  return (
    <form
      method="post"
      action="/api/phone-reveals"
      className="flex flex-wrap items-center gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        setShown(true)
        void fetch('/api/phone-reveals', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ car_id: carId, dealership_id: dealershipId, website_id: websiteId }),
          keepalive: true,
        }).catch(() => {})
      }}
    >
      <input type="hidden" name="car_id" value={carId} />
      <input type="hidden" name="dealership_id" value={dealershipId} />
      <input type="hidden" name="website_id" value={websiteId} />
      <span className="text-lg font-bold" aria-hidden="true">
        {displayedPhone(phone, false)}
      </span>
      <button type="submit" className="button-secondary">
        Show number<span className="sr-only"> (starts {phone.slice(0, 5)})</span>
      </button>
    </form>
  )
}
