import { imageSources } from '~/components/image-sources'

export interface CarSummaryView {
  id: string
  title: string
  stockNumber: string
  price: string | null
  imageUrl: string | null
  locationName: string
}

/**
 * The car a form is about (the car traded against, the car financed), in the page's right column:
 * photo, name, stock number, price and where it is, with a link back to it when given.
 */
export function CarSummaryCard({ car, href }: { car: CarSummaryView; href?: string }) {
  return (
    <section
      aria-labelledby="car-summary-title"
      className="overflow-hidden rounded-lg border border-line bg-surface-raised"
    >
      {car.imageUrl ? (
        <img
          {...imageSources(car.imageUrl, '(min-width: 1024px) 380px, 100vw')}
          alt=""
          width={640}
          height={480}
          className="aspect-[4/3] w-full bg-line object-cover"
        />
      ) : null}
      <div className="p-5">
        <p className="text-sm font-semibold uppercase tracking-wide text-ink-muted">The car you are buying</p>
        <h2 id="car-summary-title" className="mt-1 text-xl font-bold">
          {href ? (
            <a href={href} className="underline">
              {car.title}
            </a>
          ) : (
            car.title
          )}
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {car.price ? (
            <>
              <dt className="text-ink-muted">Price</dt>
              <dd className="font-semibold">{car.price}</dd>
            </>
          ) : null}
          <dt className="text-ink-muted">Stock number</dt>
          <dd>{car.stockNumber}</dd>
          {car.locationName ? (
            <>
              <dt className="text-ink-muted">Location</dt>
              <dd>{car.locationName}</dd>
            </>
          ) : null}
        </dl>
      </div>
    </section>
  )
}
