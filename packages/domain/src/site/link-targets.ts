import { garageBrandPaths, garagePathOf } from '../accounts/shopper-gating.ts'
import { FINANCE_PATHS } from '../finance/journey.ts'
import type { FooterGroup, MenuItem } from './menu.ts'
import type { FeatureFlags } from './settings.ts'

/**
 * Issue 18, link integrity: menus and footers never link a page the site does not have. Two kinds of the
 * site's own addresses can name a page that is absent: an information page (`/pages/{slug}`, or one of
 * the top-level ones such as `/about-us`) that is not published for the site, and a page the site's
 * settings switch off (finance, trade-in, a My Garage brand path it does not use). Every other address
 * (routes every site has, other hosts, mailto and tel) is left alone.
 */
export interface SiteLinkTargets {
  /**
   * The addresses of the information pages published for the site ('/pages/warranty', '/about-us');
   * null when they could not be read, in which case links to information pages are kept.
   */
  publishedPagePaths: readonly string[] | null
  /** Addresses outside /pages/ that show an information page only when one is published there. */
  topLevelPagePaths: readonly string[]
  /** Addresses the site's settings switch off (`switchedOffPaths`). */
  switchedOffPaths: readonly string[]
}

/** The trade-in form's addresses (`features.tradeIn`). */
export const TRADE_IN_PATHS = ['/sell-your-car', '/sell-my-car', '/trade-in', '/cars/trade-in'] as const

/** The online purchase journey's address (`features.onlinePurchase`). */
export const PURCHASE_JOURNEY_PATH = '/checkout-journey'

/** The site's own addresses whose pages its settings switch off: each answers 404 there. */
export function switchedOffPaths(settings: {
  features: Pick<FeatureFlags, 'finance' | 'tradeIn' | 'onlinePurchase'>
  garagePath: string | null
}): string[] {
  const garagePath = garagePathOf(settings)
  return [
    ...(settings.features.finance ? [] : FINANCE_PATHS),
    ...(settings.features.tradeIn ? [] : TRADE_IN_PATHS),
    ...(settings.features.onlinePurchase ? [] : [PURCHASE_JOURNEY_PATH]),
    ...garageBrandPaths.filter((path) => path !== garagePath),
  ]
}

/** The path of a site-relative address (no query, fragment or trailing slash); null for any other. */
export function sitePathOf(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null
  const path = url.split(/[?#]/, 1)[0] ?? '/'
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path
}

/** An address that shows an information page, so answers only when that page is published. */
export function isInformationPagePath(url: string, topLevelPagePaths: readonly string[]): boolean {
  const path = sitePathOf(url)
  if (!path) return false
  return /^\/pages\/[^/]+$/.test(path) || topLevelPagePaths.includes(path)
}

/** Whether the page an address names exists on the site (addresses of other hosts always do). */
export function linkTargetExists(url: string, site: SiteLinkTargets): boolean {
  const path = sitePathOf(url)
  if (!path) return true
  if (site.switchedOffPaths.includes(path)) return false
  if (site.publishedPagePaths && isInformationPagePath(path, site.topLevelPagePaths)) {
    return site.publishedPagePaths.includes(path)
  }
  return true
}

/**
 * The header menu without links to absent pages: drop-down and mega-menu links to them are left out; an
 * item whose own address is absent links its first remaining drop-down link instead, or is left out when
 * none remain.
 */
export function menuWithExistingTargets(menu: readonly MenuItem[], site: SiteLinkTargets): MenuItem[] {
  return menu.flatMap((item) => {
    const dropdownItems = item.dropdownItems.filter((link) => linkTargetExists(link.url, site))
    const megaMenu = item.megaMenu && {
      ...item.megaMenu,
      links: item.megaMenu.links.filter((link) => linkTargetExists(link.url, site)),
    }
    const kept = { ...item, dropdownItems, ...(megaMenu ? { megaMenu } : {}) }
    if (linkTargetExists(item.url, site)) return [kept]
    const first = dropdownItems[0]
    return first ? [{ ...kept, url: first.url }] : []
  })
}

/** The footer groups without links to absent pages; a group left with no links is left out. */
export function footerWithExistingTargets(
  groups: readonly FooterGroup[],
  site: SiteLinkTargets,
): FooterGroup[] {
  return groups.flatMap((group) => {
    const links = group.links.filter((link) => linkTargetExists(link.url, site))
    return links.length > 0 ? [{ ...group, links }] : []
  })
}
