import { beginCheckout } from '@forecourt/domain/analytics/events'
import { RESERVE_TEXTS } from '@forecourt/domain/purchase/reservation-texts'
import { usePushOnShow } from '~/analytics/use-push-on-show'
import { RouteError } from '~/components/route-error'
import { SiteLink } from '~/components/site-link'
import { CarSummaryCard } from '~/leads/components/car-summary-card'
import { ReservePanel } from '~/reservations/components/reserve-panel'
import { answerHeaders } from '~/route-headers'
import type { Route } from './+types/car-reserve'
import { loadCarReserve, submitCarReserve } from './car-reserve.server'

export async function loader(args: Route.LoaderArgs) {
  return loadCarReserve(args)
}

/** A refusal's Retry-After reaches the shopper (route-headers.ts). */
export function headers(args: Route.HeadersArgs) {
  return answerHeaders(args)
}

export async function action(args: Route.ActionArgs) {
  return submitCarReserve(args)
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
  const { car, defaults, siteName: _siteName, ...panel } = loaderData
  usePushOnShow(`begin_checkout:reserve:${car.id}`, beginCheckout('reserve', car.analytics), { once: true })
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm">
        <SiteLink to={car.href} className="underline">
          Back to the {car.title}
        </SiteLink>
      </nav>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{RESERVE_TEXTS.heading}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_380px]">
        <div className="grid content-start gap-6">
          <ReservePanel panel={panel} defaults={defaults} />
        </div>
        <CarSummaryCard car={car} href={car.href} />
      </div>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="Reserving this vehicle" />
}
