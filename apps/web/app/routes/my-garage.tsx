import { FavouritesOffer } from '~/accounts/components/favourites-offer'
import { GarageCarCard } from '~/accounts/components/garage-car-card'
import { RouteError } from '~/components/route-error'
import type { Route } from './+types/my-garage'
import { loadMyGarage } from './my-garage.server'

export async function loader(args: Route.LoaderArgs) {
  return loadMyGarage(args)
}

/** The offer to add this browser's favourites to the watchlist sits in Saved cars, not above the page. */
export const handle = { favouritesOffer: 'in-place' }

export function headers() {
  return { 'Cache-Control': 'private, no-cache' }
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [{ title: `My Garage | ${loaderData.siteName}` }, { name: 'robots', content: 'noindex' }]
}

export default function MyGaragePage({ loaderData }: Route.ComponentProps) {
  const { shopper, cars, reservations, purchases, recent, path, searchUnavailable } = loaderData
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">My Garage</h1>
          <p className="mt-2 text-lg">
            Hi {shopper.firstName}, here are the cars you saved and your recent requests.
          </p>
        </div>
        <form method="post" action="/sign-out">
          <button type="submit" className="button-secondary">
            Sign Out
          </button>
        </form>
      </div>

      {purchases.length ? (
        <section aria-labelledby="my-purchases" className="mt-8">
          <h2 id="my-purchases" className="text-2xl font-bold">
            Buying online
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {purchases.map((purchase) => (
              <li key={purchase.id} className="rounded-lg border border-line bg-surface-raised p-4">
                <p className="font-bold">{purchase.carTitle}</p>
                <a href={purchase.href} className="button-primary mt-3 inline-flex">
                  Continue buying<span className="sr-only"> the {purchase.carTitle}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {reservations.length ? (
        <section aria-labelledby="my-reservations" className="mt-8">
          <h2 id="my-reservations" className="text-2xl font-bold">
            Your reservations
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {reservations.map((reservation) => (
              <li key={reservation.id} className="rounded-lg border border-line bg-surface-raised p-4">
                <p className="font-bold">
                  <a href={reservation.carPath} className="underline">
                    {reservation.carTitle}
                  </a>
                </p>
                <p className="mt-1">
                  <span className="font-semibold" data-status={reservation.status}>
                    {reservation.statusLabel}
                  </span>
                  {reservation.holdEnds ? ` until ${reservation.holdEnds}` : null} · {reservation.deposit}{' '}
                  deposit
                </p>
                <a href={reservation.href} className="mt-2 inline-block underline">
                  Reservation details<span className="sr-only"> for the {reservation.carTitle}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="saved-cars" className="mt-8">
        <h2 id="saved-cars" className="text-2xl font-bold">
          Saved cars
        </h2>
        {searchUnavailable ? (
          <p role="status" className="mt-2 text-ink-muted">
            Today's prices cannot be shown right now. Please try again shortly.
          </p>
        ) : null}
        <FavouritesOffer placement="garage" />
        {cars.length ? (
          <>
            <p className="mt-2 text-ink-muted">We will text you if a saved car's price drops or it sells.</p>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {cars.map((car) => (
                <GarageCarCard key={car.id} car={car} phone={shopper.phone} garagePath={path} />
              ))}
            </ul>
          </>
        ) : (
          <div className="mt-4 rounded-lg border border-line bg-surface-raised p-6">
            <p className="text-lg font-semibold">You have not saved any cars yet.</p>
            <p className="mt-1">Press Save on any car to keep it here and hear when its price drops.</p>
            <a href="/search" className="button-primary mt-4 inline-flex">
              Browse our stock
            </a>
          </div>
        )}
      </section>

      <section aria-labelledby="recent-requests" className="mt-10">
        <h2 id="recent-requests" className="text-2xl font-bold">
          Recent enquiries and bookings
        </h2>
        {recent.length ? (
          <ul className="mt-4 divide-y divide-line rounded-lg border border-line bg-surface-raised">
            {recent.map((lead) => (
              <li key={lead.id} className="flex flex-wrap justify-between gap-2 p-4">
                <span className="font-semibold">
                  {lead.what}
                  {lead.vehicle ? <span className="font-normal">: {lead.vehicle}</span> : null}
                </span>
                <span className="text-ink-muted">{lead.date}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2">No enquiries or bookings yet from {shopper.phone}.</p>
        )}
      </section>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="My Garage" />
}
