import { ContentImage, type ContentImageData } from '~/components/content-image'
import { SiteLink } from '~/components/site-link'

/** What the results grid shows of the site's promoted offer. */
export interface PromoOffer {
  name: string
  category: string
  href: string
  summary: string
  image: ContentImageData | null
}

/**
 * A special offer among the vehicle cards, at the dealer's promotion position, styled apart from them and
 * marked as complementary content, so it is never read as one of the vehicles.
 */
export function PromoCard({ offer }: { offer: PromoOffer }) {
  return (
    <aside
      aria-labelledby="promotion-title"
      className="flex h-full flex-col overflow-hidden rounded-lg border-2 border-brand bg-surface-raised shadow-sm"
    >
      {offer.image ? (
        <ContentImage
          image={offer.image}
          sizes="(min-width: 1280px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-video w-full bg-line object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">{offer.category}</p>
        <h3 id="promotion-title" className="text-lg leading-snug font-bold">
          {offer.name}
        </h3>
        <p className="text-sm text-ink-muted">{offer.summary}</p>
        <div className="mt-auto pt-1">
          <SiteLink
            to={offer.href}
            className="button-primary text-sm"
            aria-label={`View offer: ${offer.name}`}
          >
            View Offer
          </SiteLink>
        </div>
      </div>
    </aside>
  )
}
