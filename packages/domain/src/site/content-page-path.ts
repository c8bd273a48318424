/**
 * Where an information page lives on a website: the spec's legal and company pages at the top level
 * (`/privacy-policy`, `/terms-and-conditions`, `/careers`, `/about-us`), the parts page at its own address,
 * every other page under `/pages/`.
 */
export const topLevelPageSlugs = ['privacy-policy', 'terms-and-conditions', 'careers', 'about-us'] as const

/** The parts page shows its Studio text (if any) on a route of its own, beside the parts locations. */
export const PARTS_PAGE = { slug: 'vehicle-parts-and-accessories', path: '/vehicle-parts-and-accessories' }

export function contentPagePath(slug: string): string {
  if (slug === PARTS_PAGE.slug) return PARTS_PAGE.path
  return (topLevelPageSlugs as readonly string[]).includes(slug) ? `/${slug}` : `/pages/${slug}`
}
