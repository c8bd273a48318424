import { RESERVE_TEXTS } from '@forecourt/domain/purchase/reservation-texts'
import { SiteLink } from '~/components/site-link'
import { ReserveForm } from './reserve-form'

export interface ReservePanelView {
  availability: 'open' | 'reserved' | 'unavailable'
  similarHref: string
  deposit: string | null
  promise: string | null
  pendingHold: string
  terms: string
  testMode: boolean
}

/**
 * The deposit, what the reservation means, and the shopper's details with the pay button; or, for a car
 * that cannot be reserved now, why, and Find Me Something Similar.
 */
export function ReservePanel({
  panel,
  defaults,
  intent,
}: {
  panel: ReservePanelView
  defaults: Record<string, string | undefined>
  /** Posted with the form where the page's action handles several forms. */
  intent?: string
}) {
  const { availability, deposit, promise, pendingHold, terms, testMode, similarHref } = panel
  if (availability !== 'open' || !deposit || !promise) {
    return (
      <section role="status" className="rounded-lg border-2 border-line p-5">
        <h2 className="text-xl font-bold">
          {availability === 'reserved' ? RESERVE_TEXTS.justReserved : RESERVE_TEXTS.notAvailable}
        </h2>
        <p className="mt-2">Tell us what you are after and we will find you one like it.</p>
        <p className="mt-4">
          <SiteLink to={similarHref} className="button-primary">
            {RESERVE_TEXTS.findSimilar}
          </SiteLink>
        </p>
      </section>
    )
  }
  return (
    <>
      <section aria-labelledby="reserve-deposit-heading" className="rounded-lg border border-line p-5">
        <h2 id="reserve-deposit-heading" className="text-xl font-bold">
          Deposit: <span data-testid="reserve-deposit">{deposit}</span>
        </h2>
        <p className="mt-2">{promise}</p>
        <p className="mt-2 text-ink-muted">
          The car is held for you for {pendingHold} while you pay. If the payment is not finished by then, the
          car is freed for other shoppers.
        </p>
        {testMode ? (
          <p className="mt-3 rounded-md border-2 border-amber-600 bg-amber-50 p-3 font-semibold text-amber-950">
            {RESERVE_TEXTS.testMode}
          </p>
        ) : null}
      </section>
      <ReserveForm deposit={deposit} terms={terms} defaults={defaults} intent={intent} />
    </>
  )
}
