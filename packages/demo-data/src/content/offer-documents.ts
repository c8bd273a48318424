import { demoDealers, demoGroups } from '../tenants.ts'
import type { ContentDocument } from './content-document.ts'
import { reference, slugOf } from './content-document.ts'
import { imageField } from './image-assets.ts'
import { offerImageFile } from './media-files.ts'
import type { DemoOffer } from './offers.ts'

function websiteId(slug: string): string {
  if (demoDealers.some((dealer) => dealer.slug === slug)) return `dealer-${slug}`
  if (demoGroups.some((group) => group.slug === slug)) return `dealerGroup-${slug}`
  throw new Error(`Offer names an unknown website ${slug}`)
}

const block = (text: string, index: number) => ({
  _type: 'block',
  _key: `paragraph-${index}`,
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span', _key: `text-${index}`, text, marks: [] }],
})

export function offerDocument(offer: DemoOffer): ContentDocument {
  const websites = (slugs: readonly string[]) =>
    slugs.map((slug) => ({ ...reference(websiteId(slug)), _key: slug }))
  return {
    _id: `offer-${offer.offerId}`,
    _type: 'offer',
    name: offer.name,
    offerId: slugOf(offer.offerId),
    category: offer.category,
    ...(offer.manufacturer ? { manufacturer: offer.manufacturer } : {}),
    image: imageField(offerImageFile(offer), offer.name),
    description: offer.description.map(block),
    disclaimer: offer.disclaimer,
    ...(offer.model ? { model: { _type: 'object', ...offer.model } } : {}),
    ...(offer.validUntil ? { validUntil: offer.validUntil } : {}),
    websites: websites(offer.websites),
    ...(offer.excludedWebsites ? { excludedWebsites: websites(offer.excludedWebsites) } : {}),
  }
}
