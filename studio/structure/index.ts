import { homePageId, searchVocabularyId, servicePageId } from '@forecourt/domain/site/website-singletons'
import { BookIcon } from '@sanity/icons/Book'
import { CaseIcon } from '@sanity/icons/Case'
import { ControlsIcon } from '@sanity/icons/Controls'
import { HomeIcon } from '@sanity/icons/Home'
import { PinIcon } from '@sanity/icons/Pin'
import { RocketIcon } from '@sanity/icons/Rocket'
import { TagsIcon } from '@sanity/icons/Tags'
import { UsersIcon } from '@sanity/icons/Users'
import { WrenchIcon } from '@sanity/icons/Wrench'
import type { StructureBuilder, StructureResolver } from 'sanity/structure'
import { studioApiVersion } from '../lib/project.ts'
import { templateIds } from './templates.ts'

/**
 * The Studio's left-hand navigation: dealer groups, each listing its dealers, each dealer showing its own
 * document, its locations and its promoted cars; then plain lists of every document type.
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      S.listItem()
        .id('by-group')
        .icon(UsersIcon)
        .title('Dealers by group')
        .child(
          S.documentTypeList('dealerGroup')
            .title('Dealer groups')
            .child((groupId) => groupPane(S, groupId)),
        ),
      S.divider(),
      S.documentTypeListItem('dealerGroup').title('All dealer groups'),
      S.documentTypeListItem('dealer').title('All dealers'),
      S.documentTypeListItem('location').title('All locations'),
      S.documentTypeListItem('brandEntry').title('All brand directory entries'),
      S.documentTypeListItem('offer').title('Special offers'),
      S.documentTypeListItem('model').title('Model range'),
      S.documentTypeListItem('page').title('Information pages'),
      S.documentTypeListItem('promotedCars').title('Promoted cars'),
      S.documentTypeListItem('spinPromotion').title('Spin-to-win promotions'),
    ])

function groupPane(S: StructureBuilder, groupId: string) {
  return S.list()
    .title('Dealer group')
    .items([
      S.listItem()
        .id('group-settings')
        .icon(ControlsIcon)
        .title('Group settings & theme')
        .child(S.document().schemaType('dealerGroup').documentId(groupId)),
      homePageItem(S, groupId),
      servicePageItem(S, groupId),
      S.listItem()
        .id('dealers')
        .icon(CaseIcon)
        .title('Dealers')
        .child(
          S.documentList()
            .title('Dealers')
            .schemaType('dealer')
            .apiVersion(studioApiVersion)
            .filter('_type == "dealer" && group._ref == $groupId')
            .params({ groupId })
            .defaultOrdering([{ field: 'name', direction: 'asc' }])
            .child((dealerId) => dealerPane(S, dealerId))
            // Last: any later builder call would replace these with the type's default templates.
            .initialValueTemplates([S.initialValueTemplateItem(templateIds.dealerInGroup, { groupId })]),
        ),
      S.listItem()
        .id('brand-directory')
        .icon(TagsIcon)
        .title('Brand directory')
        .child(
          S.documentList()
            .title('Brand directory')
            .schemaType('brandEntry')
            .apiVersion(studioApiVersion)
            .filter('_type == "brandEntry" && group._ref == $groupId')
            .params({ groupId })
            .defaultOrdering([
              { field: 'category', direction: 'asc' },
              { field: 'orderRank', direction: 'asc' },
            ])
            .initialValueTemplates([S.initialValueTemplateItem(templateIds.brandEntryInGroup, { groupId })]),
        ),
      S.listItem()
        .id('search-vocabulary')
        .icon(BookIcon)
        .title('Search vocabulary')
        .child(
          S.document()
            .schemaType('searchVocabulary')
            .documentId(searchVocabularyId(groupId))
            .initialValueTemplate(templateIds.searchVocabularyOfGroup, { groupId }),
        ),
      promotedCarsItem(S, groupId),
    ])
}

function dealerPane(S: StructureBuilder, dealerId: string) {
  return S.list()
    .title('Dealer')
    .items([
      S.listItem()
        .id('dealer-details')
        .icon(ControlsIcon)
        .title('Dealer details, theme & features')
        .child(S.document().schemaType('dealer').documentId(dealerId)),
      homePageItem(S, dealerId),
      servicePageItem(S, dealerId),
      S.listItem()
        .id('locations')
        .icon(PinIcon)
        .title('Locations')
        .child(
          S.documentList()
            .title('Locations')
            .schemaType('location')
            .apiVersion(studioApiVersion)
            .filter('_type == "location" && dealer._ref == $dealerId')
            .params({ dealerId })
            .defaultOrdering([
              { field: 'primary', direction: 'desc' },
              { field: 'name', direction: 'asc' },
            ])
            .initialValueTemplates([S.initialValueTemplateItem(templateIds.locationForDealer, { dealerId })]),
        ),
      promotedCarsItem(S, dealerId),
    ])
}

/** The website's one service page, opened by its fixed id (created with the website filled in). */
function servicePageItem(S: StructureBuilder, websiteId: string) {
  return S.listItem()
    .id('service-page')
    .icon(WrenchIcon)
    .title('Service page')
    .child(
      S.document()
        .schemaType('servicePage')
        .documentId(servicePageId(websiteId))
        .initialValueTemplate(templateIds.servicePageOfWebsite, { websiteId }),
    )
}

/** The website's one home page (slides and sections), opened by its fixed id. */
function homePageItem(S: StructureBuilder, websiteId: string) {
  return S.listItem()
    .id('home-page')
    .icon(HomeIcon)
    .title('Home page')
    .child(
      S.document()
        .schemaType('homePage')
        .documentId(homePageId(websiteId))
        .initialValueTemplate(templateIds.homePageOfWebsite, { websiteId }),
    )
}

/** The website's promoted cars, latest expiry first; new ones are created with the website filled in. */
function promotedCarsItem(S: StructureBuilder, websiteId: string) {
  return S.listItem()
    .id('promoted-cars')
    .icon(RocketIcon)
    .title('Promoted cars')
    .child(
      S.documentList()
        .title('Promoted cars')
        .schemaType('promotedCars')
        .apiVersion(studioApiVersion)
        .filter('_type == "promotedCars" && website._ref == $websiteId')
        .params({ websiteId })
        .defaultOrdering([{ field: 'expiresAt', direction: 'desc' }])
        .initialValueTemplates([
          S.initialValueTemplateItem(templateIds.promotedCarsOfWebsite, { websiteId }),
        ]),
    )
}
