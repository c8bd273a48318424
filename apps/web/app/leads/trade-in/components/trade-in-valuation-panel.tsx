import { Form } from 'react-router'

export interface TradeInValuationView {
  kind: 'range' | 'callBack'
  range: string | null
  comparables: number
  explanation: string
  offer: { amount: string; validUntil: string; open: boolean } | null
  accepted: { amount: string; on: string } | null
}

/**
 * Step 2's instant valuation (issue 33): the range with how many comparables it rests on and why, or the
 * "we'll call you with a valuation" path; the dealer's offer with its Accept button, or the acceptance.
 */
export function TradeInValuationPanel({
  valuation,
  action,
  leadId,
}: {
  valuation: TradeInValuationView
  action: string
  leadId: string
}) {
  return (
    <section
      aria-labelledby="trade-in-valuation-heading"
      className="mb-6 rounded-md border border-line bg-surface p-4"
    >
      <h3 id="trade-in-valuation-heading" className="text-lg font-bold">
        Your instant valuation
      </h3>
      {valuation.kind === 'range' ? (
        <>
          <p className="mt-2 text-3xl font-bold" data-testid="valuation-range">
            {valuation.range}
          </p>
          <p className="mt-1 text-sm">
            From {valuation.comparables} comparable {valuation.comparables === 1 ? 'car' : 'cars'} for sale.
          </p>
        </>
      ) : (
        <p className="mt-2 text-xl font-bold">We'll call you with a valuation</p>
      )}
      <p className="mt-2 text-ink-muted">{valuation.explanation}</p>
      {valuation.accepted ? (
        <p role="status" className="mt-3 rounded-md bg-green-50 p-3 font-semibold text-green-900">
          You accepted our offer of {valuation.accepted.amount} on {valuation.accepted.on}. Leave your details
          below and we will arrange a time to see your car.
        </p>
      ) : valuation.offer ? (
        valuation.offer.open ? (
          <Form method="post" action={action} className="mt-3 flex flex-wrap items-center gap-3">
            <input type="hidden" name="lead_id" value={leadId} />
            <input type="hidden" name="intent" value="accept-offer" />
            <p>
              <span className="font-semibold">Our offer: {valuation.offer.amount}</span>, valid until{' '}
              {valuation.offer.validUntil}, subject to seeing the car.
            </p>
            <button type="submit" className="button-primary">
              Accept Offer
            </button>
          </Form>
        ) : (
          <p className="mt-3">
            Our offer of {valuation.offer.amount} has expired. Please call us for a new one.
          </p>
        )
      ) : null}
    </section>
  )
}
