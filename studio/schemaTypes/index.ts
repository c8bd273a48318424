import { brandEntry } from './documents/brandEntry.ts'
import { dealer } from './documents/dealer.ts'
import { dealerGroup } from './documents/dealerGroup.ts'
import { location } from './documents/location.ts'
import { model } from './documents/model.ts'
import { offer } from './documents/offer.ts'
import { page } from './documents/page.ts'
import { promotedCars } from './documents/promotedCars.ts'
import { spinPromotion } from './documents/spinPromotion.ts'
import { address } from './objects/address.ts'
import { contactDetail } from './objects/contactDetail.ts'
import { deliveryZone } from './objects/deliveryZone.ts'
import { faqItem } from './objects/faqItem.ts'
import { featureFlags } from './objects/featureFlags.ts'
import { leadDelivery } from './objects/leadDelivery.ts'
import { locationBlock } from './objects/locationBlock.ts'
import { mapSettings } from './objects/mapSettings.ts'
import { footerGroup, menuItem, menuLink } from './objects/menuItem.ts'
import { modelFeature } from './objects/modelFeature.ts'
import { openingHour } from './objects/openingHour.ts'
import { phoneNumbers } from './objects/phoneNumbers.ts'
import { promotedCar, promotedCarRule } from './objects/promotedCar.ts'
import { promotionKeyword } from './objects/promotionKeyword.ts'
import { reviewSummary } from './objects/reviewSummary.ts'
import { searchSynonym } from './objects/searchSynonym.ts'
import { serviceTab } from './objects/serviceTab.ts'
import { siteSettings } from './objects/siteSettings.ts'
import { siteTheme } from './objects/siteTheme.ts'
import { slide } from './objects/slide.ts'
import { specialHours } from './objects/specialHours.ts'
import { spinPrize } from './objects/spinPrize.ts'
import { statItem } from './objects/statItem.ts'
import { whyChooseUs } from './objects/whyChooseUs.ts'
import { homePage } from './singletons/homePage.ts'
import { searchVocabulary } from './singletons/searchVocabulary.ts'
import { servicePage } from './singletons/servicePage.ts'

/** Every schema type of the Studio (Sanity's convention: one list handed to the config). */
export const schemaTypes = [
  dealerGroup,
  dealer,
  location,
  brandEntry,
  offer,
  model,
  page,
  promotedCars,
  spinPromotion,
  spinPrize,
  servicePage,
  homePage,
  searchVocabulary,
  searchSynonym,
  siteTheme,
  siteSettings,
  featureFlags,
  menuItem,
  menuLink,
  footerGroup,
  phoneNumbers,
  deliveryZone,
  address,
  contactDetail,
  openingHour,
  specialHours,
  reviewSummary,
  statItem,
  modelFeature,
  serviceTab,
  mapSettings,
  leadDelivery,
  faqItem,
  whyChooseUs,
  locationBlock,
  slide,
  promotedCar,
  promotedCarRule,
  promotionKeyword,
]

/** The document types editors create, in the order the Studio lists them. */
export const documentTypeNames = [
  'dealerGroup',
  'dealer',
  'location',
  'brandEntry',
  'offer',
  'model',
  'page',
  'promotedCars',
  'spinPromotion',
] as const

/**
 * Types there is one document of per website (or per group: the search vocabulary), opened from the
 * website's or group's pane; never created from "new".
 */
export const singletonTypeNames = ['servicePage', 'homePage', 'searchVocabulary'] as const
