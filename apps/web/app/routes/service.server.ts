import { siteServicePagesQuery } from '@forecourt/content/queries'
import type { Site } from '@forecourt/content/sites'
import { safeHref } from '@forecourt/domain/site/safe-href'
import { selectedServiceTab, serviceTabPath, serviceTabs } from '@forecourt/domain/site/service-tabs'
import { servicePageId } from '@forecourt/domain/site/website-singletons'
import { data, type RouterContextProvider } from 'react-router'
import { servicesContext, siteContext } from '~/context'
import { type LocationView, siteLocationViews } from '~/locations/location-view.server'
import { pageUrl } from '~/page-url'
import { siteAddress } from '~/site-url.server'

/**
 * `/service`: the website's service page (its own, else its group's), with the tab `?tab=` names and,
 * on a tab without a booking page, the service location `?location=` picks.
 */
export async function loadServicePage(context: Readonly<RouterContextProvider>, request: Request) {
  const site = context.get(siteContext)
  if (!site) throw data(null, 404)
  const pageIds = websiteIds(site).map(servicePageId)
  const pages = await context.get(servicesContext).content.fetch(siteServicePagesQuery, { ids: pageIds })
  const page = pageIds.map((id) => pages.find((candidate) => candidate.id === id)).find(Boolean) ?? null

  const url = pageUrl(request)
  const tabs = serviceTabs(page?.tabs)
  const selected = selectedServiceTab(tabs, url.searchParams.get('tab'))
  const locations = serviceLocations(siteLocationViews(site, new Date()))
  const requestedLocation = url.searchParams.get('location')
  return {
    siteName: site.content.name ?? '',
    tabs: tabs.map((tab) => ({ ...tab, path: serviceTabPath(tabs, tab), selected: tab === selected })),
    selected: { ...selected, isFirst: selected === tabs[0] },
    servicePhone: servicePhone(site, locations),
    pricingGuideUrl: safeHref(page?.pricingGuideUrl, ['https']),
    seasonalOffer:
      page?.seasonalOfferTitle && page.seasonalOfferTerms?.length
        ? { title: page.seasonalOfferTitle, terms: page.seasonalOfferTerms }
        : null,
    locations,
    location: locations.find((location) => location.slug === requestedLocation) ?? locations[0] ?? null,
    canonicalUrl: siteAddress(context, serviceTabPath(tabs, selected)),
  }
}

function websiteIds(site: Site): string[] {
  const groupId = site.kind === 'dealer' ? site.content.group?.id : undefined
  return [site.content.id, ...(groupId ? [groupId] : [])]
}

/** Service locations first; a site with none books at any of its locations. */
function serviceLocations(locations: LocationView[]): LocationView[] {
  const service = locations.filter((location) => location.locationType === 'service')
  return service.length > 0 ? service : locations
}

function servicePhone(site: Site, locations: LocationView[]): string | null {
  const phones = site.kind === 'dealer' ? site.content.phones : null
  return phones?.service ?? locations[0]?.phone ?? phones?.main ?? null
}
