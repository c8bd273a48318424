import type { ReactNode } from 'react'
import { SiteLink } from '~/components/site-link'
import type { OfferView } from '../offer-view.server'

/** Where 'Enquire Now' goes for an offer: its enquiry form on a page of its own. */
export const offerEnquiryHref = (offer: Pick<OfferView, 'offerId'>) =>
  `/enquire?${new URLSearchParams({ offer: offer.offerId })}`

/**
 * The offer buttons: 'Enquire Now', 'Explore {model}' and 'Book A Test Drive'. The offer page passes its
 * own 'Enquire Now' (a dialog); cards link to the enquiry page.
 */
export function OfferActions({
  offer,
  size = 'small',
  enquire,
}: {
  offer: OfferView
  size?: 'small' | 'large'
  enquire?: ReactNode
}) {
  const text = size === 'small' ? 'text-sm' : ''
  return (
    <>
      {enquire ?? (
        <SiteLink to={offerEnquiryHref(offer)} className={`button-primary ${text}`}>
          Enquire Now<span className="sr-only">: {offer.name}</span>
        </SiteLink>
      )}
      {offer.explore ? (
        <SiteLink to={offer.explore.href} className={`button-secondary ${text}`}>
          {offer.explore.label}
        </SiteLink>
      ) : null}
      {offer.modelName ? (
        <SiteLink
          to={`/book-test-drive?${new URLSearchParams({ model: offer.modelName })}`}
          className={`button-secondary ${text}`}
        >
          Book A Test Drive<span className="sr-only">: {offer.modelName}</span>
        </SiteLink>
      ) : null}
    </>
  )
}
