/**
 * The home page's promotional slider (forms document section 2, Offers): "Slider overlays show a name, a
 * description and a link button labelled Explore More, Discover More, or by URL Explore, Latest Offers or
 * Learn More. Promotional slider size is 1920x700." Section 9: "Hero carousel autoplay 3000 ms."
 *
 * The rule decided here: 'Explore More' and 'Discover More' are the labels staff may choose for a slide in
 * Studio. A slide without a chosen label is labelled by where it links:
 * - an offers page (/special-offers, /offers/…) → 'Latest Offers';
 * - stock or models (/search…, /cars/…, /models…) → 'Explore';
 * - anything else, including every address on another website → 'Learn More'.
 */

export const HERO_AUTOPLAY_MS = 3000

export const SLIDE_IMAGE_SIZE = { width: 1920, height: 700 } as const

export const CHOSEN_SLIDE_LINK_LABELS = ['Explore More', 'Discover More'] as const
export type ChosenSlideLinkLabel = (typeof CHOSEN_SLIDE_LINK_LABELS)[number]

export type SlideLinkLabel = ChosenSlideLinkLabel | 'Explore' | 'Latest Offers' | 'Learn More'

const OFFER_PATHS = ['/special-offers', '/offers']
const STOCK_PATHS = ['/search', '/cars', '/models']

/** True when `path` is `prefix` itself or lies under it ('/offers/x'), not merely starts with it ('/offersx'). */
function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`)
}

/** The path of a site-relative URL ('/search?make=Kia' → '/search'); null for another website's address. */
function sitePath(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null
  return url.split(/[?#]/)[0]?.toLowerCase().replace(/\/+$/, '') || '/'
}

export function slideLinkLabel(slide: { url: string; linkLabel?: string | null }): SlideLinkLabel {
  const chosen = CHOSEN_SLIDE_LINK_LABELS.find((label) => label === slide.linkLabel)
  if (chosen) return chosen
  const path = sitePath(slide.url.trim())
  if (path === null) return 'Learn More'
  if (OFFER_PATHS.some((prefix) => isUnder(path, prefix))) return 'Latest Offers'
  if (STOCK_PATHS.some((prefix) => isUnder(path, prefix))) return 'Explore'
  return 'Learn More'
}

/** Whether an uploaded slide image is the promotional slider's 1920 x 700. */
export function isSlideImageSize(dimensions: { width: number; height: number }): boolean {
  return dimensions.width === SLIDE_IMAGE_SIZE.width && dimensions.height === SLIDE_IMAGE_SIZE.height
}

/** The slide after `index`, back to the first after the last (autoplay and 'Next slide'). */
export function nextSlideIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count
}

/** The slide before `index`, round to the last from the first ('Previous slide'). */
export function previousSlideIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index - 1 + count) % count
}
