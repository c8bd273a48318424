import type { Template } from 'sanity'

/** "New document" templates the structure offers inside a group or dealer, with the reference filled in. */
export const templateIds = {
  dealerInGroup: 'dealer-in-group',
  locationForDealer: 'location-for-dealer',
  brandEntryInGroup: 'brand-entry-in-group',
  servicePageOfWebsite: 'service-page-of-website',
  homePageOfWebsite: 'home-page-of-website',
  searchVocabularyOfGroup: 'search-vocabulary-of-group',
  promotedCarsOfWebsite: 'promoted-cars-of-website',
} as const

const reference = (id: string) => ({ _type: 'reference', _ref: id })

export const initialValueTemplates: Template[] = [
  {
    id: templateIds.dealerInGroup,
    title: 'Dealer in this group',
    schemaType: 'dealer',
    parameters: [{ name: 'groupId', type: 'string' }],
    value: ({ groupId }: { groupId: string }) => ({ group: reference(groupId), kinds: ['car'] }),
  },
  {
    id: templateIds.locationForDealer,
    title: 'Location of this dealer',
    schemaType: 'location',
    parameters: [{ name: 'dealerId', type: 'string' }],
    value: ({ dealerId }: { dealerId: string }) => ({
      dealer: reference(dealerId),
      primary: false,
      visible: true,
    }),
  },
  {
    id: templateIds.brandEntryInGroup,
    title: 'Brand directory entry of this group',
    schemaType: 'brandEntry',
    parameters: [{ name: 'groupId', type: 'string' }],
    value: ({ groupId }: { groupId: string }) => ({ group: reference(groupId), skipPage: false }),
  },
  {
    id: templateIds.servicePageOfWebsite,
    title: 'Service page of this website',
    schemaType: 'servicePage',
    parameters: [{ name: 'websiteId', type: 'string' }],
    value: ({ websiteId }: { websiteId: string }) => ({ website: reference(websiteId) }),
  },
  {
    id: templateIds.homePageOfWebsite,
    title: 'Home page of this website',
    schemaType: 'homePage',
    parameters: [{ name: 'websiteId', type: 'string' }],
    value: ({ websiteId }: { websiteId: string }) => ({ website: reference(websiteId) }),
  },
  {
    id: templateIds.searchVocabularyOfGroup,
    title: 'Search vocabulary of this group',
    schemaType: 'searchVocabulary',
    parameters: [{ name: 'groupId', type: 'string' }],
    value: ({ groupId }: { groupId: string }) => ({ group: reference(groupId), synonyms: [] }),
  },
  {
    id: templateIds.promotedCarsOfWebsite,
    title: 'Promoted cars of this website',
    schemaType: 'promotedCars',
    parameters: [{ name: 'websiteId', type: 'string' }],
    value: ({ websiteId }: { websiteId: string }) => ({
      website: reference(websiteId),
      landingPaths: ['/search'],
    }),
  },
]
