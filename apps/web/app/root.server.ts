import type { Site } from '@forecourt/content/sites'
import { garagePathOf } from '@forecourt/domain/accounts/shopper-gating'
import { siteAnalyticsOf } from '@forecourt/domain/analytics/site-analytics'
import type { SiteAnalytics } from '@forecourt/domain/analytics/tag'
import { footerWithExistingTargets, menuWithExistingTargets } from '@forecourt/domain/site/link-targets'
import {
  type FooterGroup,
  type MenuItem,
  type MenuLink,
  resolveFooterGroups,
  resolveHeaderMenu,
  withDealershipsLink,
} from '@forecourt/domain/site/menu'
import type { SiteTheme } from '@forecourt/domain/site/theme'
import type { RouterContextProvider } from 'react-router'
import { servicesContext, siteContext } from './context'
import { identityKey } from './identity-key'
import { withModelRangeMenu } from './models/model-mega-menu.server'
import { siteLinkTargets } from './site-link-targets.server'

/** What the layout (header, footer, theme) needs on every page of a website. */
export interface SiteShell {
  kind: Site['kind']
  slug: string
  name: string
  theme: SiteTheme
  mainPhone: string | null
  licenceNumbers: string[]
  menu: MenuItem[]
  footerGroups: FooterGroup[]
  /** Drop-downs open on hover (and focus) or only on click. */
  menuTrigger: 'hover' | 'click'
  /** The header stays at the top of the screen while shoppers scroll. */
  stickyHeader: boolean
  /** Where the phone menu's Contact Us goes. */
  mobileContactPath: string
  /** Shoppers can reserve or buy online, so the footer shows the cards taken. */
  acceptsOnlinePayments: boolean
  /** Where the header's My Garage link goes, on sites where shoppers can save cars; else null. */
  garagePath: string | null
  /** The dealer's compare and favourites switches: the compare tray and the 'Your cars' links follow them. */
  lists: { compare: boolean; favourites: boolean }
  /** The dealer's analytics tag and consent setting (issue 34); its script is held outside production. */
  analytics: SiteAnalytics
  locations: {
    id: string
    name: string
    phone: string | null
    addressLines: string[]
    dealerLicenceNumber: string | null
    motorVehicleRepairerNumber: string | null
  }[]
}

/** The 'models' drop-down lists at most this many models, alphabetically. */
const DYNAMIC_MODELS_LIMIT = 24

/**
 * The shell is the same for every page of a site until its content or stock changes: it is kept with the
 * other stock results (dropped on every change, a minute at most), under the resolved site it was built
 * for, so a content revision that resolves the site anew builds it anew. A shell built while content or
 * search could not be read is served but not kept.
 */
export async function loadSiteShell(context: Readonly<RouterContextProvider>): Promise<SiteShell | null> {
  const site = context.get(siteContext)
  if (!site) return null
  return context
    .get(servicesContext)
    .stockResults.get(`site-shell:${identityKey(site)}`, async () => {
      const { shell, complete } = await buildSiteShell(context, site)
      if (!complete) throw new IncompleteShell(shell)
      return shell
    })
    .catch((error: unknown) => {
      if (error instanceof IncompleteShell) return error.shell
      throw error
    })
}

class IncompleteShell extends Error {
  readonly shell: SiteShell
  constructor(shell: SiteShell) {
    super('The site shell was built without some of its content or stock')
    this.shell = shell
  }
}

async function buildSiteShell(
  context: Readonly<RouterContextProvider>,
  site: Site,
): Promise<{ shell: SiteShell; complete: boolean }> {
  let complete = true
  const unavailable = () => {
    complete = false
  }
  const content = site.content
  const licenceNumbers =
    site.kind === 'dealer'
      ? [site.content.dealerLicenceNumber]
      : site.content.dealers.map((dealer) => dealer.dealerLicenceNumber)
  const menu = await withDynamicDropdowns(context, site, headerMenuOf(site), unavailable)
  const footerGroups = resolveFooterGroups(
    site.kind === 'dealer' ? site.content.group?.footerGroups : null,
    site.content.footerGroups,
  )
  // Links to pages the site does not have are left out (issue 18).
  const links = await siteLinkTargets(
    context.get(servicesContext).content,
    site,
    [
      ...menu.flatMap((item) => [
        item.url,
        ...item.dropdownItems.map((link) => link.url),
        ...(item.megaMenu?.links.map((link) => link.url) ?? []),
      ]),
      ...footerGroups.flatMap((group) => group.links.map((link) => link.url)),
    ],
    unavailable,
  )
  const shell: SiteShell = {
    kind: site.kind,
    slug: content.slug ?? '',
    name: content.name ?? '',
    theme: site.theme,
    mainPhone: site.kind === 'dealer' ? (site.content.phones?.main ?? null) : null,
    licenceNumbers: [...new Set(licenceNumbers.filter((value): value is string => !!value))],
    menu: menuWithExistingTargets(menu, links),
    footerGroups: footerWithExistingTargets(footerGroups, links),
    menuTrigger: site.settings.menuDropdownTrigger,
    stickyHeader: site.settings.stickyHeader,
    mobileContactPath: site.settings.mobileContactPath,
    acceptsOnlinePayments: site.settings.features.reserve || site.settings.features.onlinePurchase,
    garagePath:
      site.settings.features.garage || site.settings.features.watchlist ? garagePathOf(site.settings) : null,
    lists: { compare: site.settings.features.compare, favourites: site.settings.features.favourites },
    analytics: siteAnalyticsOf(site.settings, context.get(servicesContext).config.env !== 'production'),
    locations: content.locations.map((location) => ({
      id: location.id,
      name: location.name ?? '',
      phone: location.contact?.phone ?? null,
      addressLines: formatAddress(location.address),
      dealerLicenceNumber: location.dealerLicenceNumber ?? null,
      motorVehicleRepairerNumber: location.motorVehicleRepairerNumber ?? null,
    })),
  }
  return { shell, complete }
}

function formatAddress(
  address: {
    street?: string | null
    city?: string | null
    state?: string | null
    postcode?: string | null
  } | null,
): string[] {
  if (!address) return []
  const locality = [address.city, address.state, address.postcode].filter(Boolean).join(' ')
  return [address.street, locality].filter((line): line is string => !!line)
}

/** The menu the site's content (or the platform) sets, with the 'Our Dealerships' link where flagged. */
function headerMenuOf(site: Site): MenuItem[] {
  const resolved = resolveHeaderMenu(
    site.kind === 'dealer' ? site.content.group?.headerMenu : null,
    site.content.headerMenu,
  )
  return site.settings.dealershipsMenuLink ? withDealershipsLink(resolved) : resolved
}

/** The model range mega-menu and the stock models drop-down, built for this site. */
async function withDynamicDropdowns(
  context: Readonly<RouterContextProvider>,
  site: Site,
  menu: MenuItem[],
  onUnavailable: () => void,
): Promise<MenuItem[]> {
  const withRange = await withModelRangeMenu(context.get(servicesContext).content, site, menu, onUnavailable)
  if (!withRange.some((item) => item.dynamicDropdown === 'models')) return withRange
  let models: MenuLink[] = []
  try {
    const catalogue = await context.get(servicesContext).siteStock.catalogue(site)
    models = [...catalogue.models]
      .sort((a, b) => `${a.make} ${a.model}`.localeCompare(`${b.make} ${b.model}`, 'en'))
      .slice(0, DYNAMIC_MODELS_LIMIT)
      .map(({ make, model }) => ({
        name: `${make} ${model}`,
        url: `/search/new-cars?${new URLSearchParams({ make, model })}`,
      }))
  } catch {
    // Search is down: the entry stays a plain link to its own page.
    onUnavailable()
  }
  return withRange.map((item) =>
    item.dynamicDropdown === 'models' ? { ...item, dropdownItems: models } : item,
  )
}
