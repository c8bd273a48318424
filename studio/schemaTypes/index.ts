import { brandEntry } from './documents/brandEntry.ts'
import { dealer } from './documents/dealer.ts'
import { dealerGroup } from './documents/dealerGroup.ts'
import { location } from './documents/location.ts'
import { offer } from './documents/offer.ts'
import { page } from './documents/page.ts'
import { address } from './objects/address.ts'
import { contactDetail } from './objects/contactDetail.ts'
import { featureFlags } from './objects/featureFlags.ts'
import { footerGroup, menuItem, menuLink } from './objects/menuItem.ts'
import { openingHour } from './objects/openingHour.ts'
import { phoneNumbers } from './objects/phoneNumbers.ts'
import { reviewSummary } from './objects/reviewSummary.ts'
import { siteSettings } from './objects/siteSettings.ts'
import { siteTheme } from './objects/siteTheme.ts'
import { specialHours } from './objects/specialHours.ts'
import { statItem } from './objects/statItem.ts'

/** Every schema type of the Studio (Sanity's convention: one list handed to the config). */
export const schemaTypes = [
  dealerGroup,
  dealer,
  location,
  brandEntry,
  offer,
  page,
  siteTheme,
  siteSettings,
  featureFlags,
  menuItem,
  menuLink,
  footerGroup,
  phoneNumbers,
  address,
  contactDetail,
  openingHour,
  specialHours,
  reviewSummary,
  statItem,
]

/** The document types editors create, in the order the Studio lists them. */
export const documentTypeNames = ['dealerGroup', 'dealer', 'location', 'brandEntry', 'offer', 'page'] as const
