import { beginCheckout } from '@forecourt/domain/analytics/events'
import { usePushOnShow } from '~/analytics/use-push-on-show'
import { RouteError } from '~/components/route-error'
import { SiteLink } from '~/components/site-link'
import { StepProgress } from '~/components/step-progress'
import { CarSummaryCard } from '~/leads/components/car-summary-card'
import { DeliveryStep, PaymentStep, ReviewStep, TradeInStep } from '~/purchase/components/purchase-steps'
import { PURCHASE_INTENTS } from '~/purchase/purchase-schema'
import { ReservePanel } from '~/reservations/components/reserve-panel'
import { answerHeaders } from '~/route-headers'
import type { Route } from './+types/checkout-journey'
import { loadCheckoutJourney, submitCheckoutJourneyStep } from './checkout-journey.server'

export async function loader(args: Route.LoaderArgs) {
  return loadCheckoutJourney(args)
}

/** A refusal's Retry-After reaches the shopper (route-headers.ts). */
export function headers(args: Route.HeadersArgs) {
  return answerHeaders(args)
}

export async function action(args: Route.ActionArgs) {
  return submitCheckoutJourneyStep(args)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    { title: `Buy the ${loaderData.car.title} online | ${loaderData.siteName}` },
    { name: 'robots', content: 'noindex' },
  ]
}

/**
 * `/checkout-journey?car_id={slug}`: buying a car online in five steps, each stored as it is answered, so
 * the shopper can leave and pick up again from My Garage.
 */
export default function CheckoutJourneyPage({ loaderData }: Route.ComponentProps) {
  const { car, steps, step, stepNumber, reserve, pendingReservation, defaults, answers, path, siteName } =
    loaderData
  usePushOnShow(`begin_checkout:buy_online:${car.id}`, beginCheckout('buy_online', car.analytics), {
    once: true,
  })
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Buy online</h1>
      <div className="mt-4">
        <StepProgress steps={steps} current={stepNumber} />
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_380px]">
        <div className="grid content-start gap-6">
          {step === 'reserve' && reserve ? (
            pendingReservation ? (
              <section role="status" className="rounded-lg border border-line p-5">
                <h2 className="text-xl font-bold">Waiting for your deposit</h2>
                <p className="mt-2">
                  The car is held for you until {pendingReservation.holdEnds}.{' '}
                  <SiteLink to={pendingReservation.href} className="underline">
                    Pay the deposit
                  </SiteLink>
                </p>
              </section>
            ) : (
              <ReservePanel panel={reserve} defaults={defaults} intent={PURCHASE_INTENTS.reserve} />
            )
          ) : null}
          {step === 'tradeIn' ? <TradeInStep current={answers.tradeIn} tradeIn={loaderData.tradeIn} /> : null}
          {step === 'payment' ? <PaymentStep current={answers.payment} finance={loaderData.finance} /> : null}
          {step === 'delivery' ? (
            <DeliveryStep
              current={answers.handover}
              postcode={answers.postcode}
              delivery={loaderData.delivery}
            />
          ) : null}
          {step === 'review' ? <ReviewStep review={loaderData.review} path={path} /> : null}
          {step === null ? (
            <section role="status" className="rounded-lg border-2 border-line p-5">
              <h2 className="text-xl font-bold">Your purchase is confirmed</h2>
              <p className="mt-2">
                {siteName} has everything it needs and will call you to finalise the paperwork and the
                handover.
              </p>
              <p className="mt-4">
                <SiteLink to="/my-garage" className="button-primary">
                  Go to My Garage
                </SiteLink>
              </p>
            </section>
          ) : null}
        </div>
        <CarSummaryCard car={car} href={car.href} />
      </div>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="Buying this vehicle online" />
}
