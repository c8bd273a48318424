import { RESERVE_TEXTS } from '@forecourt/domain/reservation-texts'
import { Link } from 'react-router'
import { CarSummaryCard } from '~/leads/components/car-summary-card'
import { ReserveForm } from '~/reservations/components/reserve-form'
import { loadReserve, reserveAction } from '~/reservations/reserve.server'
import type { Route } from './+types/car-reserve'

export async function loader(args: Route.LoaderArgs) {
  return loadReserve(args)
}

export async function action(args: Route.ActionArgs) {
  return reserveAction(args)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    { title: `Reserve the ${loaderData.car.title} | ${loaderData.siteName}` },
    { name: 'robots', content: 'noindex' },
  ]
}

/** `/cars/{slug}/checkout` (or `/buy-online`): reserve the car with a deposit. */
export default function CarReservePage({ loaderData }: Route.ComponentProps) {
  const { car, availability, deposit, promise, pendingHoldMinutes, terms, testMode, defaults, similarHref } =
    loaderData
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to={car.href} className="underline">
          Back to the {car.title}
        </Link>
      </nav>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{RESERVE_TEXTS.heading}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_380px]">
        <div className="grid content-start gap-6">
          {availability === 'open' && deposit && promise ? (
            <>
              <section
                aria-labelledby="reserve-deposit-heading"
                className="rounded-lg border border-line p-5"
              >
                <h2 id="reserve-deposit-heading" className="text-xl font-bold">
                  Deposit: <span data-testid="reserve-deposit">{deposit}</span>
                </h2>
                <p className="mt-2">{promise}</p>
                <p className="mt-2 text-ink-muted">
                  The car is held for you for {pendingHoldMinutes} minutes while you pay. If the payment is
                  not finished by then, the car is freed for other shoppers.
                </p>
                {testMode ? (
                  <p className="mt-3 rounded-md border-2 border-amber-600 bg-amber-50 p-3 font-semibold text-amber-950">
                    {RESERVE_TEXTS.testMode}
                  </p>
                ) : null}
              </section>
              <ReserveForm deposit={deposit} terms={terms} defaults={defaults} />
            </>
          ) : (
            <section role="status" className="rounded-lg border-2 border-line p-5">
              <h2 className="text-xl font-bold">
                {availability === 'reserved' ? RESERVE_TEXTS.justReserved : RESERVE_TEXTS.notAvailable}
              </h2>
              <p className="mt-2">Tell us what you are after and we will find you one like it.</p>
              <p className="mt-4">
                <Link to={similarHref} className="button-primary">
                  {RESERVE_TEXTS.findSimilar}
                </Link>
              </p>
            </section>
          )}
        </div>
        <CarSummaryCard car={car} href={car.href} />
      </div>
    </main>
  )
}
