import { SiteLink } from '~/components/site-link'
import { OfferCard } from '~/offers/components/offer-card'
import type { OfferView } from '~/offers/offer-view.server'

/** Up to three of the site's current offers, with the way to all of them; left out when there are none. */
export function OffersTeaser({ heading, offers }: { heading: string; offers: OfferView[] }) {
  if (offers.length === 0) return null
  return (
    <section
      aria-labelledby="offers-teaser"
      className="render-when-visible mx-auto w-full max-w-6xl px-4 pt-12"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="offers-teaser" className="text-2xl font-bold">
          {heading}
        </h2>
        <SiteLink to="/special-offers" className="font-semibold text-brand underline">
          View All Special Offers
        </SiteLink>
      </div>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {offers.map((offer) => (
          <li key={offer.id}>
            <OfferCard offer={offer} />
          </li>
        ))}
      </ul>
    </section>
  )
}
