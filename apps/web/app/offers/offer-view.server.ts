import { siteOffersQuery } from '@forecourt/content/queries'
import type { SiteOffersQueryResult } from '@forecourt/content/sanity.types'
import type { Site } from '@forecourt/content/sites'
import { localTime } from '@forecourt/domain/locations/hours'
import { slugify } from '@forecourt/domain/search/landing-paths'
import {
  offerDescriptionPreview,
  offerDisclaimerPreview,
  type TruncatedText,
} from '@forecourt/domain/site/offer-text'
import type { SanityClient } from '@sanity/client'

/** Offers run to the end of their last day in Australian eastern time. */
const OFFER_TIME_ZONE = 'Australia/Sydney'

export interface OfferView {
  id: string
  offerId: string
  name: string
  category: string
  manufacturer: string | null
  href: string
  paragraphs: string[]
  description: TruncatedText
  disclaimer: { full: string; preview: TruncatedText } | null
  image: { url: string; alt: string; width: number; height: number } | null
  explore: { href: string; label: string } | null
  modelName: string | null
}

type OfferDocument = SiteOffersQueryResult[number]

export function offerPath(offer: { offerId: string; manufacturer: string | null }): string {
  return offer.manufacturer
    ? `/offers/${slugify(offer.manufacturer)}/${offer.offerId}`
    : `/offers/${offer.offerId}`
}

function offerView(offer: OfferDocument): OfferView | null {
  if (!offer.offerId || !offer.name) return null
  const paragraphs = (offer.description ?? [])
    .map((block) => (block.children ?? []).map((span) => span.text ?? '').join(''))
    .filter((text) => text.trim() !== '')
  const manufacturer = offer.manufacturer ?? null
  const modelName = offer.model?.name ?? null
  const exploreHref =
    offer.model?.overrideUrl ??
    (modelName && manufacturer
      ? `/search?${new URLSearchParams({ make: manufacturer, model: modelName })}`
      : null)
  const image = offer.image?.url
    ? {
        url: offer.image.url,
        alt: offer.image.alt ?? '',
        width: offer.image.width ?? 1200,
        height: offer.image.height ?? 675,
      }
    : null
  return {
    id: offer.id,
    offerId: offer.offerId,
    name: offer.name,
    category: offer.category ?? 'Offer',
    manufacturer,
    href: offerPath({ offerId: offer.offerId, manufacturer }),
    paragraphs,
    description: offerDescriptionPreview(paragraphs.join(' ')),
    disclaimer: offer.disclaimer
      ? { full: offer.disclaimer, preview: offerDisclaimerPreview(offer.disclaimer) }
      : null,
    image,
    explore: exploreHref ? { href: exploreHref, label: `Explore ${modelName ?? 'More'}` } : null,
    modelName,
  }
}

/** The offers this site shows today (its own and its group's, less exclusions and expired ones). */
export async function siteOffers(client: SanityClient, site: Site, now = new Date()): Promise<OfferView[]> {
  const groupId = site.kind === 'dealer' ? site.content.group?.id : undefined
  const offers = await client.fetch(siteOffersQuery, {
    siteIds: [site.content.id, ...(groupId ? [groupId] : [])],
    siteId: site.content.id,
    today: localTime(now, OFFER_TIME_ZONE).date,
  })
  return offers.map(offerView).filter((offer): offer is OfferView => offer !== null)
}
