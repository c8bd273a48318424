import { ITEM_LISTS } from '~/analytics/item-lists'
import { VehicleCardList } from '~/search/components/vehicle-card-list'
import type { VehicleCardView } from '~/search/vehicle-card-view'

/** Up to 6 cars like this one from the site's stock; left out when there are none. */
export function SimilarCars({ cars, heading }: { cars: readonly VehicleCardView[] | null; heading: string }) {
  if (!cars || cars.length === 0) return null
  return (
    <section aria-labelledby="similar-cars" className="car-section" id="similar">
      <h2 id="similar-cars" className="car-section-heading">
        {heading}
      </h2>
      <VehicleCardList
        list={ITEM_LISTS.similar}
        cards={cars}
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      />
    </section>
  )
}
