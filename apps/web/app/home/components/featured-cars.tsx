import { Link } from 'react-router'
import { VehicleCard } from '~/search/components/vehicle-card'
import type { VehicleCardView } from '~/search/vehicle-card-view'

/** Cards in the first row load their photo at once; the rest when scrolled near. */
const EAGER_IMAGES = 3

/** "Featured cars: 6", as the results page's own cards. */
export function FeaturedCars({ heading, cards }: { heading: string; cards: VehicleCardView[] }) {
  if (cards.length === 0) return null
  return (
    <section aria-labelledby="featured-cars" className="mx-auto w-full max-w-6xl px-4 pt-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="featured-cars" className="text-2xl font-bold">
          {heading}
        </h2>
        <Link to="/search" className="font-semibold text-brand underline">
          View Our Stock
        </Link>
      </div>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card, index) => (
          <li key={card.id}>
            <VehicleCard card={card} eager={index < EAGER_IMAGES} />
          </li>
        ))}
      </ul>
    </section>
  )
}
