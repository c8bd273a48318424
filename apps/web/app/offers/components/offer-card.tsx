import { SiteLink } from '~/components/site-link'
import type { OfferView } from '../offer-view.server'
import { ExpandableText } from './expandable-text'
import { OfferActions } from './offer-actions'
import { OfferImage } from './offer-image'

/** The spec's offer card: name, image, description and disclaimer with their 'View more' toggles, buttons. */
export function OfferCard({ offer, headingLevel = 3 }: { offer: OfferView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      aria-labelledby={`offer-${offer.id}`}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-line bg-surface-raised shadow-sm"
    >
      <OfferImage image={offer.image} lazy />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">{offer.category}</p>
        <Heading id={`offer-${offer.id}`} className="text-xl font-bold">
          <SiteLink to={offer.href} className="hover:underline">
            {offer.name}
          </SiteLink>
        </Heading>
        <ExpandableText
          preview={offer.description.preview}
          truncated={offer.description.truncated}
          more="View more"
          less="View less"
          className="space-y-2"
        >
          {offer.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </ExpandableText>
        {offer.disclaimer ? (
          <ExpandableText
            preview={offer.disclaimer.preview.preview}
            truncated={offer.disclaimer.preview.truncated}
            more="View full disclaimer"
            less="View less"
            className="text-xs text-ink-muted"
          >
            <p>{offer.disclaimer.full}</p>
          </ExpandableText>
        ) : null}
        <div className="card-actions mt-auto pt-2">
          <OfferActions offer={offer} />
        </div>
      </div>
    </article>
  )
}
