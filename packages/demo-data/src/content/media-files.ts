import { demoMediaUrlPrefix } from '../paths.ts'
import type { DemoDealer, DemoGroup } from '../tenants.ts'
import { demoDealers, demoGroups } from '../tenants.ts'
import type { BrandDirectoryEntry } from './brand-directory.ts'
import { brandDirectory } from './brand-directory.ts'
import { type DemoHomePage, type DemoSlide, demoHomePages } from './home-pages.ts'
import { modelMediaFiles } from './model-media.ts'
import { demoModels } from './models.ts'
import { type DemoOffer, demoOffers } from './offers.ts'
import { bannerSvg, sceneSvg, wordmarkSvg } from './svg.ts'

/** One generated image: where it goes under the media directory, its size and its SVG source. */
export interface MediaFile {
  /** Relative to the media directory, e.g. `logos/dealer-harbourside-volkswagen.svg`. */
  path: string
  width: number
  height: number
  svg: string
}

export const mediaUrl = (file: MediaFile) => `${demoMediaUrlPrefix}/${file.path}`

export function dealerLogoFile(dealer: DemoDealer): MediaFile {
  const { primary, onPrimary, accent } = dealer.theme
  return {
    path: `logos/dealer-${dealer.slug}.svg`,
    width: 240,
    height: 64,
    svg: wordmarkSvg({ text: dealer.name, background: primary, foreground: onPrimary, accent }),
  }
}

export function groupLogoFile(group: DemoGroup): MediaFile {
  const { primary, onPrimary, accent } = group.theme
  return {
    path: `logos/group-${group.slug}.svg`,
    width: 240,
    height: 64,
    svg: wordmarkSvg({ text: group.name, background: primary, foreground: onPrimary, accent }),
  }
}

/** Brand logos are neutral wordmarks in the group's colours on white: no manufacturer artwork. */
export function brandLogoFile(group: DemoGroup, entry: BrandDirectoryEntry): MediaFile {
  return {
    path: `logos/brand-${group.slug}-${entry.slug}.svg`,
    width: 240,
    height: 64,
    svg: wordmarkSvg({
      text: entry.title,
      background: '#ffffff',
      foreground: group.theme.primary,
      accent: group.theme.accent,
      border: '#d1d5db',
    }),
  }
}

function bannerSubtitle(group: DemoGroup, entry: BrandDirectoryEntry): string {
  const offer = { car: 'New and used cars', motorcycle: 'Motorcycles', truck: 'Trucks' } as const
  return entry.category === 'groupCompany'
    ? `A ${group.name} company`
    : `${offer[entry.category]} at ${group.name}`
}

export function brandBannerFile(group: DemoGroup, entry: BrandDirectoryEntry): MediaFile {
  return {
    path: `banners/brand-${group.slug}-${entry.slug}.svg`,
    width: 1600,
    height: 500,
    svg: bannerSvg({
      title: entry.title,
      subtitle: bannerSubtitle(group, entry),
      from: group.theme.primary,
      to: '#05080c',
      accent: group.theme.accent,
      foreground: group.theme.onPrimary,
    }),
  }
}

export function offerImageFile(offer: DemoOffer): MediaFile {
  return {
    path: `offers/${offer.offerId}.svg`,
    width: 1200,
    height: 675,
    svg: bannerSvg({
      title: offer.name,
      subtitle: offer.category,
      from: '#1f2937',
      to: '#05080c',
      accent: '#f59e0b',
      foreground: '#ffffff',
      width: 1200,
      height: 675,
    }),
  }
}

function siteTheme(slug: string) {
  const site =
    demoDealers.find((dealer) => dealer.slug === slug) ?? demoGroups.find((group) => group.slug === slug)
  if (!site) throw new Error(`Home page names an unknown website ${slug}`)
  return { name: site.name, ...site.theme }
}

/** A 1920 x 700 hero slide picture; an image-only slide carries its own words. */
export function homeSlideImageFile(page: DemoHomePage, slide: DemoSlide, index: number): MediaFile {
  const theme = siteTheme(page.website)
  return {
    path: `home/${page.website}-slide-${index + 1}.svg`,
    width: 1920,
    height: 700,
    svg: sceneSvg({
      from: theme.primary,
      to: '#05080c',
      accent: theme.accent,
      caption: slide.hideOverlay
        ? { title: slide.name, subtitle: slide.description, foreground: theme.onPrimary }
        : undefined,
      variant: index,
      width: 1920,
      height: 700,
    }),
  }
}

/** Every image the content dataset refers to, sorted by path. */
export function contentMediaFiles(): MediaFile[] {
  const files = [
    ...demoOffers.map(offerImageFile),
    ...modelMediaFiles(demoModels),
    ...demoHomePages.flatMap((page) =>
      page.slides.map((slide, index) => homeSlideImageFile(page, slide, index)),
    ),
    ...demoGroups.map(groupLogoFile),
    ...demoDealers.map(dealerLogoFile),
    ...demoGroups.flatMap((group) =>
      (brandDirectory[group.slug] ?? []).flatMap((entry) => [
        brandLogoFile(group, entry),
        brandBannerFile(group, entry),
      ]),
    ),
  ]
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}
