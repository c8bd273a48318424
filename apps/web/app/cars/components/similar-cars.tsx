import { VehicleCard } from '~/search/components/vehicle-card'
import type { VehicleCardView } from '~/search/vehicle-card-view'

/** Up to 6 cars like this one from the site's stock; left out when there are none. */
export function SimilarCars({ cars, heading }: { cars: readonly VehicleCardView[] | null; heading: string }) {
  if (!cars || cars.length === 0) return null
  return (
    <section aria-labelledby="similar-cars" className="car-section" id="similar">
      <h2 id="similar-cars" className="car-section-heading">
        {heading}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cars.map((card) => (
          <li key={card.id}>
            <VehicleCard card={card} eager={false} />
          </li>
        ))}
      </ul>
    </section>
  )
}
