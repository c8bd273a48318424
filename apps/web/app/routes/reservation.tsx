import { purchase } from '@forecourt/domain/analytics/events'
import { RESERVE_TEXTS } from '@forecourt/domain/purchase/reservation-texts'
import { Form, useActionData } from 'react-router'
import { usePushOnShow } from '~/analytics/use-push-on-show'
import { RouteError } from '~/components/route-error'
import { SiteLink } from '~/components/site-link'
import { answerHeaders } from '~/route-headers'
import type { Route } from './+types/reservation'
import { loadReservation, reservationAction } from './reservation.server'

export async function loader(args: Route.LoaderArgs) {
  return loadReservation(args)
}

/** A refusal's Retry-After reaches the shopper (route-headers.ts). */
export function headers(args: Route.HeadersArgs) {
  return answerHeaders(args)
}

export async function action(args: Route.ActionArgs) {
  return reservationAction(args)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    { title: `Your reservation of the ${loaderData.reservation.carTitle} | ${loaderData.siteName}` },
    { name: 'robots', content: 'noindex' },
  ]
}

const headings = {
  paid: (car: string) => `Your ${car} is reserved`,
  pending: () => 'Waiting for your payment',
  expired: () => 'Your reservation has ended',
  cancelled: () => 'Your reservation is cancelled',
  refunded: () => 'Your deposit has been refunded',
} as const

/** `/reservations/{id}`: the reservation's state, and what the shopper can do next. */
export default function ReservationPage({ loaderData }: Route.ComponentProps) {
  const { reservation, terms, siteName } = loaderData
  const answer = useActionData<{ message?: string } | undefined>()
  const { status, carTitle, carPath, deposit, holdEnds, reference, href } = reservation
  usePushOnShow(
    `purchase:${reservation.id}:${status}`,
    status === 'paid'
      ? purchase(reservation.id, reservation.depositDollars, { id: reservation.carId, title: carTitle })
      : null,
  )
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight" data-status={status}>
        {headings[status](carTitle)}
      </h1>
      {answer?.message ? (
        <p role="alert" className="mt-4 rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-900">
          {answer.message}
        </p>
      ) : null}
      {status === 'paid' ? (
        <>
          <p className="mt-3 text-lg">
            We received your {deposit} deposit. The car is held for you until <strong>{holdEnds}</strong>, and{' '}
            {siteName} will call you to arrange the next steps. We sent a receipt to your mobile and email.
          </p>
          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
            <dt className="text-ink-muted">Reference</dt>
            <dd className="font-semibold" data-testid="reservation-reference">
              {reference}
            </dd>
            <dt className="text-ink-muted">Car</dt>
            <dd>
              <SiteLink to={carPath} className="underline">
                {carTitle}
              </SiteLink>
            </dd>
            <dt className="text-ink-muted">Deposit paid</dt>
            <dd>{deposit}</dd>
          </dl>
          <h2 className="mt-8 text-xl font-bold">Refunds</h2>
          <p className="mt-2 whitespace-pre-line">{terms}</p>
          <p className="action-row mt-8">
            <SiteLink to="/my-garage" className="button-primary">
              Go to My Garage
            </SiteLink>
            <SiteLink to={carPath} className="button-secondary">
              View the car
            </SiteLink>
          </p>
        </>
      ) : null}
      {status === 'pending' ? (
        <>
          <p className="mt-3 text-lg">
            The {carTitle} is held for you until <strong>{holdEnds}</strong>. Pay the {deposit} deposit before
            then to reserve it; after that it is freed for other shoppers.
          </p>
          <Form method="post" action={href} className="action-row mt-6">
            <button type="submit" name="intent" value="pay" className="button-primary">
              {RESERVE_TEXTS.payButton(deposit)}
            </button>
            <button type="submit" name="intent" value="cancel" className="button-secondary">
              Cancel reservation
            </button>
          </Form>
        </>
      ) : null}
      {status === 'expired' || status === 'cancelled' ? (
        <>
          <p className="mt-3 text-lg">
            {status === 'expired'
              ? 'The deposit was not paid in time, so the car was freed for other shoppers. You have not been charged.'
              : 'You have not been charged, and the car is free for other shoppers.'}
          </p>
          <p className="mt-6">
            <SiteLink to={carPath} className="button-primary">
              Back to the {carTitle}
            </SiteLink>
          </p>
        </>
      ) : null}
      {status === 'refunded' ? (
        <p className="mt-3 text-lg">
          Your {deposit} deposit for the {carTitle} was paid back to your card. It can take a few business
          days to show on your statement.
        </p>
      ) : null}
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="This reservation" />
}
