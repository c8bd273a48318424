import { DEFAULT_VALUE_PROPOSITIONS, FEATURE_BANNER_TILES } from '@forecourt/domain/site/home-page-defaults'
import { homePageId } from '@forecourt/domain/site/website-singletons'
import { dealerId, demoDealers, demoGroups, groupId } from '../tenants.ts'
import type { ContentDocument } from './content-document.ts'
import { reference } from './content-document.ts'
import type { DemoHomePage } from './home-pages.ts'
import { imageField } from './image-assets.ts'
import { homeSlideImageFile } from './media-files.ts'

function websiteId(slug: string): string {
  if (demoDealers.some((dealer) => dealer.slug === slug)) return dealerId(slug)
  if (demoGroups.some((group) => group.slug === slug && group.hasWebsite)) return groupId(slug)
  throw new Error(`Home page names an unknown website ${slug}`)
}

/** A website's `homePage` singleton, under the fixed id the Studio desk opens it by. */
export function homePageDocument(page: DemoHomePage): ContentDocument {
  const website = websiteId(page.website)
  const featureBanner = page.featureBanner ?? { enabled: true }
  return {
    _id: homePageId(website),
    _type: 'homePage',
    website: reference(website),
    slides: page.slides.map((slide, index) => ({
      _type: 'slide',
      _key: `slide-${index + 1}`,
      name: slide.name,
      description: slide.description,
      url: slide.url,
      hideOverlay: slide.hideOverlay ?? false,
      ...(slide.linkLabel ? { linkLabel: slide.linkLabel } : {}),
      image: imageField(homeSlideImageFile(page, slide, index), slide.name),
    })),
    promotionalHeader: {
      _type: 'object',
      enabled: page.promotionalHeader?.enabled ?? true,
      propositions: DEFAULT_VALUE_PROPOSITIONS.map((proposition, index) => ({
        _type: 'valueProposition',
        _key: `proposition-${index + 1}`,
        ...proposition,
      })),
    },
    featureBanner: {
      _type: 'object',
      enabled: featureBanner.enabled,
      ...Object.fromEntries(
        FEATURE_BANNER_TILES.map((tile) => [
          tile.key,
          {
            _type: 'object',
            title: tile.title,
            text: tile.key === 'offers' && featureBanner.offersText ? featureBanner.offersText : tile.text,
          },
        ]),
      ),
    },
    featuredCars: { _type: 'object', ...page.featuredCars },
    offersTeaser: { _type: 'object', ...page.offersTeaser },
  }
}
