import type { MaskedPhone } from '@forecourt/domain/phones/masking'
import type { ReactNode } from 'react'
import { telHref } from '~/components/tel-href'
import type { PhoneRevealTarget } from '../use-phone-reveal'

interface RevealProps {
  /** The number once this shopper revealed it; null before. */
  phone: string | null
  target: PhoneRevealTarget
  /** Records the reveal and answers with the number (use-phone-reveal.ts). */
  reveal: () => Promise<string | null>
}

/**
 * The phone block: the number masked after its first 5 characters until the shopper asks for it, then
 * shown in full as a call link. The full number reaches the page only as the answer to the recorded
 * reveal (ADR 046).
 */
export function PhoneReveal({ masked, phone, target, reveal }: RevealProps & { masked: MaskedPhone }) {
  if (phone) {
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
    <RevealForm target={target} onReveal={reveal} className="flex flex-wrap items-center gap-3">
      <span className="text-lg font-bold" aria-hidden="true">
        {masked.masked}
      </span>
      <button type="submit" className="button-secondary">
        Show number<span className="sr-only"> (starts {masked.prefix})</span>
      </button>
    </RevealForm>
  )
}

/**
 * 'Call Now': a call link once the number is revealed. Before, it reveals the number (recorded, as the
 * phone block's button does) and calls it; without JavaScript the page comes back with it shown.
 */
export function CallNow({ phone, target, reveal, className }: RevealProps & { className: string }) {
  if (phone) {
    return (
      <a href={telHref(phone)} className={className}>
        Call Now
      </a>
    )
  }
  const revealAndCall = async () => {
    const number = await reveal()
    if (number) window.location.href = telHref(number)
  }
  return (
    <RevealForm target={target} onReveal={revealAndCall}>
      <button type="submit" className={className}>
        Call Now
      </button>
    </RevealForm>
  )
}

/** Without JavaScript a plain post: the reveal is recorded and the page comes back with the number. */
function RevealForm({
  target,
  onReveal,
  className,
  children,
}: {
  target: PhoneRevealTarget
  onReveal: () => Promise<unknown>
  className?: string
  children: ReactNode
}) {
  return (
    <form
      method="post"
      action="/api/phone-reveals"
      className={className}
      onSubmit={(event) => {
        event.preventDefault()
        void onReveal()
      }}
    >
      <input type="hidden" name="car_id" value={target.carId} />
      <input type="hidden" name="dealership_id" value={target.dealershipId} />
      <input type="hidden" name="website_id" value={target.websiteId} />
      {children}
    </form>
  )
}
