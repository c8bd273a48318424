import { ITEM_LISTS } from '~/analytics/item-lists'
import { SiteLink } from '~/components/site-link'
import { VehicleCardList } from '~/search/components/vehicle-card-list'
import type { VehicleCardView } from '~/search/vehicle-card-view'

/**
 * "Featured cars: 6", as the results page's own cards. They sit below the hero and the quick search on
 * every screen, so their photos load when scrolled near and leave the bandwidth to the hero's picture.
 */
export function FeaturedCars({ heading, cards }: { heading: string; cards: VehicleCardView[] }) {
  if (cards.length === 0) return null
  return (
    <section
      aria-labelledby="featured-cars"
      className="render-when-visible mx-auto w-full max-w-6xl px-4 pt-12"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="featured-cars" className="text-2xl font-bold">
          {heading}
        </h2>
        <SiteLink to="/search" className="font-semibold text-brand underline">
          View Our Stock
        </SiteLink>
      </div>
      <VehicleCardList
        list={ITEM_LISTS.featured}
        cards={cards}
        className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3"
      />
    </section>
  )
}
