import { demoDealers, demoGroups } from '../tenants.ts'
import { brandEntryDocuments } from './brand-entry-documents.ts'
import type { ContentDocument } from './content-document.ts'
import { finaliseDocuments } from './content-document.ts'
import { homePageDocument } from './home-page-documents.ts'
import { demoHomePages } from './home-pages.ts'
import { imageAssetDocument } from './image-assets.ts'
import { locationDocument } from './location-documents.ts'
import { contentMediaFiles } from './media-files.ts'
import { modelDocument } from './model-documents.ts'
import { demoModels } from './models.ts'
import { offerDocument } from './offer-documents.ts'
import { demoOffers } from './offers.ts'
import { demoPages, pageDocument } from './pages.ts'
import { demoPromotions, promotedCarsDocument } from './promoted-cars.ts'
import { searchVocabularyDocuments } from './search-vocabularies.ts'
import { demoServicePages, servicePageDocument } from './service-pages.ts'
import { demoSpinPromotions, spinPromotionDocument } from './spin-promotions.ts'
import { dealerDocument, groupDocument } from './tenant-documents.ts'

export type { ContentDocument } from './content-document.ts'

/**
 * The demo content dataset in Sanity's export shape: dealer groups, dealers, locations, the group brand
 * directory, special offers, the model range, home pages, each group's search vocabulary, promoted cars,
 * spin-to-win promotions and the image assets they show. Deterministic: the same documents in the same order every run.
 */
export function buildContentDataset(): ContentDocument[] {
  return finaliseDocuments([
    ...demoGroups.map(groupDocument),
    ...demoGroups.flatMap(brandEntryDocuments),
    ...demoDealers.map(dealerDocument),
    ...demoDealers.flatMap((dealer) =>
      dealer.locations.map((location) => locationDocument(dealer, location)),
    ),
    ...demoOffers.map(offerDocument),
    ...demoModels.map(modelDocument),
    ...demoHomePages.map(homePageDocument),
    ...demoPages.map(pageDocument),
    ...demoServicePages.map(servicePageDocument),
    ...searchVocabularyDocuments(),
    ...demoPromotions.map(promotedCarsDocument),
    ...demoSpinPromotions.map(spinPromotionDocument),
    ...contentMediaFiles().map(imageAssetDocument),
  ])
}
