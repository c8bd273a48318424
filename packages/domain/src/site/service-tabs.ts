import { safeHref } from './safe-href.ts'

/**
 * The service page's tabs (forms document section 2, Service booking): "Tab names come from the query
 * parameter tab. Matching is case-insensitive and the default is the first tab. Each tab shows an embedded
 * booking page 750 px high, or a location form if the tab has no URL."
 */

export interface ServiceTab {
  name: string
  /** The embedded booking page; null shows the service location picker. */
  url: string | null
}

/** Spec: "an embedded booking page 750 px high". */
export const SERVICE_BOOKING_FRAME_HEIGHT = 750

/** A website without a service page of its own (or its group's) offers service booking by location. */
export const defaultServiceTabs: readonly ServiceTab[] = [{ name: 'Book a Service', url: null }]

export interface StoredServiceTab {
  name?: string | null
  url?: string | null
}

/**
 * The tabs to show: unnamed tabs dropped, a repeated name kept once (links choose tabs by name), and an
 * address that is neither https nor a site path treated as no address, so nothing else is ever framed.
 */
export function serviceTabs(stored: readonly StoredServiceTab[] | null | undefined): ServiceTab[] {
  const seen = new Set<string>()
  const tabs: ServiceTab[] = []
  for (const tab of stored ?? []) {
    const name = tab.name?.trim()
    if (!name || seen.has(name.toLowerCase())) continue
    seen.add(name.toLowerCase())
    tabs.push({ name, url: safeHref(tab.url, ['https']) })
  }
  return tabs.length > 0 ? tabs : [...defaultServiceTabs]
}

/** The tab `?tab=` names, matched case-insensitively; the first tab when none is named or none matches. */
export function selectedServiceTab(
  tabs: readonly ServiceTab[],
  requested: string | null | undefined,
): ServiceTab {
  const wanted = requested?.trim().toLowerCase()
  const match = wanted ? tabs.find((tab) => tab.name.toLowerCase() === wanted) : undefined
  const first = tabs[0]
  if (!first) throw new Error('A service page always has at least one tab')
  return match ?? first
}

/** The address of a tab, as `/service?tab={name}` (the first tab is plain `/service`). */
export function serviceTabPath(tabs: readonly ServiceTab[], tab: ServiceTab): string {
  return tabs[0] === tab ? '/service' : `/service?${new URLSearchParams({ tab: tab.name })}`
}
