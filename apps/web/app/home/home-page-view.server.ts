import type { SiteHomePageQueryResult } from '@forecourt/content/sanity.types'
import {
  DEFAULT_FEATURED_CARS_HEADING,
  DEFAULT_OFFERS_TEASER_HEADING,
  DEFAULT_VALUE_PROPOSITIONS,
  FEATURE_BANNER_TILES,
  type ValueProposition,
} from '@forecourt/domain/site/home-page-defaults'
import { SLIDE_IMAGE_SIZE, type SlideLinkLabel, slideLinkLabel } from '@forecourt/domain/site/home-slides'

type HomePageDocument = NonNullable<SiteHomePageQueryResult>

export interface HomeImage {
  url: string
  alt: string
  width: number
  height: number
}

export interface HeroSlideView {
  key: string
  name: string
  description: string | null
  href: string
  /** null when the slide shows its image alone (hideOverlay). */
  overlay: { linkLabel: SlideLinkLabel } | null
  image: HomeImage
}

export interface FeatureTileView {
  key: string
  href: string
  title: string
  text: string | null
  image: HomeImage | null
}

/** What the home page shows from Studio, with the defaults for anything not set (or no document at all). */
export interface HomePageView {
  slides: HeroSlideView[]
  promotionalHeader: ValueProposition[] | null
  featureBanner: FeatureTileView[] | null
  featuredCars: { heading: string } | null
  offersTeaser: { heading: string } | null
}

function homeImage(
  image: { url: string | null; alt: string | null; width: number | null; height: number | null } | null,
  fallback: { width: number; height: number },
): HomeImage | null {
  if (!image?.url) return null
  return {
    url: image.url,
    alt: image.alt ?? '',
    width: image.width ?? fallback.width,
    height: image.height ?? fallback.height,
  }
}

function slideView(slide: NonNullable<HomePageDocument['slides']>[number]): HeroSlideView | null {
  const image = homeImage(slide.image, SLIDE_IMAGE_SIZE)
  if (!slide.name || !slide.url || !image) return null
  return {
    key: slide._key,
    name: slide.name,
    description: slide.description ?? null,
    href: slide.url,
    overlay: slide.hideOverlay
      ? null
      : { linkLabel: slideLinkLabel({ url: slide.url, linkLabel: slide.linkLabel }) },
    image: { ...image, alt: image.alt || slide.name },
  }
}

const shown = (section: { enabled: boolean | null } | null | undefined) => section?.enabled !== false

/**
 * The home page as the site shows it. `tradeInOffered` is the site's trade-in feature: without it the
 * 'Sell Your Car' tile would lead to a page that does not exist, so it is left out.
 */
export function homePageView(document: SiteHomePageQueryResult, tradeInOffered = true): HomePageView {
  const propositions = (document?.promotionalHeader?.propositions ?? []).flatMap((proposition) =>
    proposition.title ? [{ title: proposition.title, text: proposition.text ?? '' }] : [],
  )
  const banner = document?.featureBanner
  return {
    slides: (document?.slides ?? []).map(slideView).filter((slide): slide is HeroSlideView => slide !== null),
    promotionalHeader: shown(document?.promotionalHeader)
      ? propositions.length > 0
        ? propositions
        : [...DEFAULT_VALUE_PROPOSITIONS]
      : null,
    featureBanner: shown(banner)
      ? FEATURE_BANNER_TILES.filter((tile) => tradeInOffered || tile.key !== 'sellYourCar').map((tile) => {
          const edited = banner?.[tile.key]
          return {
            key: tile.key,
            href: tile.href,
            title: edited?.title || tile.title,
            text: edited ? (edited.text ?? null) : tile.text,
            image: homeImage(edited?.image ?? null, { width: 800, height: 600 }),
          }
        })
      : null,
    featuredCars: shown(document?.featuredCars)
      ? { heading: document?.featuredCars?.heading || DEFAULT_FEATURED_CARS_HEADING }
      : null,
    offersTeaser: shown(document?.offersTeaser)
      ? { heading: document?.offersTeaser?.heading || DEFAULT_OFFERS_TEASER_HEADING }
      : null,
  }
}
