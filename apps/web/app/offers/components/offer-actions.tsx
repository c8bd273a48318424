import { Link } from 'react-router'
import type { OfferView } from '../offer-view.server'

/** The offer buttons: 'Enquire Now', 'Explore {model}' and 'Book A Test Drive'. */
export function OfferActions({ offer, size = 'small' }: { offer: OfferView; size?: 'small' | 'large' }) {
  const text = size === 'small' ? 'text-sm' : ''
  return (
    <>
      <Link to="/contact" className={`button-primary ${text}`}>
        Enquire Now<span className="sr-only">: {offer.name}</span>
      </Link>
      {offer.explore ? (
        <Link to={offer.explore.href} className={`button-secondary ${text}`}>
          {offer.explore.label}
        </Link>
      ) : null}
      {offer.modelName ? (
        <Link
          to={`/book-test-drive?${new URLSearchParams({ model: offer.modelName })}`}
          className={`button-secondary ${text}`}
        >
          Book A Test Drive<span className="sr-only">: {offer.modelName}</span>
        </Link>
      ) : null}
    </>
  )
}
