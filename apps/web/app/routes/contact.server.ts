import { chooseLocationType } from '@forecourt/domain/locations/type-selector'
import { data, type RouterContextProvider } from 'react-router'
import { siteContext } from '~/context'
import { enquiryAction, enquiryFormSetup } from '~/leads/enquiry.server'
import { siteLocationViews } from '~/locations/location-view.server'
import { pageUrl } from '~/page-url'
import { siteAddress } from '~/site-url.server'

const contactEnquiry = { kind: 'general', pageId: 'contact' } as const

/**
 * `/contact` (every location, with the Opening Hours panel whose `?hours=` picks a location type) and
 * `/contact-us/{location-slug}` (one).
 */
export function loadContact(
  context: Readonly<RouterContextProvider>,
  request: Request,
  slug: string | undefined,
) {
  const site = context.get(siteContext)
  if (!site) throw data(null, 404)
  const all = siteLocationViews(site, new Date())
  const locations = slug ? all.filter((location) => location.slug === slug) : all
  if (slug && locations.length === 0) throw data(null, 404)
  const url = pageUrl(request)
  return {
    siteName: site.content.name ?? '',
    single: slug ? (locations[0] ?? null) : null,
    locations,
    hours: slug ? null : chooseLocationType(all, url.searchParams.get('hours')),
    enquiry: { setup: enquiryFormSetup(site, contactEnquiry) },
    canonicalUrl: siteAddress(context, slug ? `/contact-us/${slug}` : '/contact'),
  }
}

/** The contact page's general enquiry form. */
export function submitContactEnquiry(args: { request: Request; context: Readonly<RouterContextProvider> }) {
  return enquiryAction(args, contactEnquiry)
}
