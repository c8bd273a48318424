import type { GarageCar } from '../garage.server'

const stateLabels: Record<GarageCar['state'], string | null> = {
  available: null,
  sold: 'Sold',
  reserved: 'Reserved',
  gone: 'No longer listed',
}

/** One saved car in My Garage: today's price and status, the change since saving, and Remove. */
export function GarageCarCard({
  car,
  phone,
  garagePath,
}: {
  car: GarageCar
  phone: string
  garagePath: string
}) {
  const label = stateLabels[car.state]
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-line bg-surface-raised">
      {car.imageUrl ? (
        <img src={car.imageUrl} alt="" className="aspect-[4/3] w-full object-cover" loading="lazy" />
      ) : (
        <div className="flex aspect-[4/3] items-center justify-center bg-surface text-ink-muted">
          No photo
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-bold">
          {car.path ? (
            <a href={car.path} className="underline-offset-2 hover:underline">
              {car.title}
            </a>
          ) : (
            car.title
          )}
        </h3>
        {label ? (
          <p>
            <span className="rounded-full bg-ink px-2.5 py-1 text-sm font-bold text-surface">{label}</span>
          </p>
        ) : null}
        {car.priceText ? <p className="text-2xl font-bold">{car.priceText}</p> : null}
        {car.change.kind === 'down' || car.change.kind === 'up' || car.change.kind === 'same' ? (
          <p className={car.change.kind === 'down' ? 'font-semibold text-green-800' : 'text-ink-muted'}>
            {car.change.text}
          </p>
        ) : null}
        <form method="post" action="/api/watchlist/remove-car" className="mt-auto pt-2">
          <input type="hidden" name="phone_number" value={phone} />
          <input type="hidden" name="car_id" value={car.id} />
          <input type="hidden" name="redirect" value={garagePath} />
          <button type="submit" className="button-secondary w-full" aria-label={`Remove ${car.title}`}>
            Remove
          </button>
        </form>
      </div>
    </li>
  )
}
