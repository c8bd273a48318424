import { contentPagePath } from '@forecourt/domain/site/content-page-path'

/**
 * "Open preview" from a document: the page it drives on the website it belongs to. A document names its
 * website by reference (a location's dealer, a model's or offer's first website, a singleton's website);
 * the website's first production domain is its address, else its development address
 * (`http://{slug}.localhost:3000`, or SANITY_STUDIO_DEV_SITE_ORIGIN with `{slug}` in it).
 */

interface Reference {
  _ref?: string
}

export interface PreviewableDocument {
  _id: string
  _type: string
  slug?: { current?: string }
  offerId?: { current?: string }
  hasWebsite?: boolean
  dealer?: Reference
  website?: Reference
  websites?: Reference[]
}

export interface PreviewTarget {
  /** The published id of the dealer or group whose website shows the page. */
  websiteId: string
  path: string
}

export interface PreviewWebsite {
  slug?: string | null
  domains?: string[] | null
}

const publishedId = (id: string) => id.replace(/^drafts\./, '')

/** The website and path a document drives, or null for one that drives no page of its own. */
export function previewTarget(document: PreviewableDocument): PreviewTarget | null {
  const slug = document.slug?.current
  const firstWebsite = document.websites?.find((website) => website._ref)?._ref
  switch (document._type) {
    case 'dealer':
      return { websiteId: publishedId(document._id), path: '/' }
    case 'dealerGroup':
      return document.hasWebsite ? { websiteId: publishedId(document._id), path: '/' } : null
    case 'location':
      return document.dealer?._ref && slug
        ? { websiteId: document.dealer._ref, path: `/locations/${slug}` }
        : null
    case 'model':
      return firstWebsite && slug ? { websiteId: firstWebsite, path: `/models/${slug}` } : null
    case 'offer': {
      const offerId = document.offerId?.current
      return firstWebsite && offerId ? { websiteId: firstWebsite, path: `/offers/${offerId}` } : null
    }
    case 'page':
      return firstWebsite && slug ? { websiteId: firstWebsite, path: contentPagePath(slug) } : null
    case 'homePage':
      return document.website?._ref ? { websiteId: document.website._ref, path: '/' } : null
    case 'servicePage':
      return document.website?._ref ? { websiteId: document.website._ref, path: '/service' } : null
    case 'promotedCars':
      return document.website?._ref ? { websiteId: document.website._ref, path: '/search' } : null
    default:
      return null
  }
}

export const DEFAULT_DEV_SITE_ORIGIN = 'http://{slug}.localhost:3000'

/** The website's address: its first production domain, else its development address. */
export function websiteOrigin(website: PreviewWebsite, devOrigin = DEFAULT_DEV_SITE_ORIGIN): string | null {
  const domain = website.domains?.find((candidate) => candidate.trim() !== '')
  if (domain) return `https://${domain.trim()}`
  return website.slug ? devOrigin.replace('{slug}', website.slug) : null
}
