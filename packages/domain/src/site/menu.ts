import type { ModelMegaMenu } from './model-range.ts'
import { safeHref } from './safe-href.ts'

/**
 * The header menu (forms document section 2): "Default header menu: Home; New Vehicles (dynamic models
 * dropdown); Stock; Service (Service, New Car Warranty, Roadside Assistance, Volkswagen Care Plans);
 * Special Offers; More (Parts, Finance, About Us, Contact Us, Privacy Policy)." Menu item fields: name, url,
 * dropdownItems, dynamicDropdown. A dealer's own menu replaces its group's, which replaces the default.
 * Links to pages a site does not have (the Volkswagen group's warranty pages on other sites) are left out
 * where the site's menu and footer are assembled (`link-targets.ts`).
 */

export interface MenuLink {
  name: string
  url: string
}

export const dynamicDropdowns = ['models', 'modelRange'] as const
export type DynamicDropdown = (typeof dynamicDropdowns)[number]

export interface MenuItem extends MenuLink {
  dropdownItems: MenuLink[]
  /**
   * Built when the page renders: 'models' lists the models in the site's stock as drop-down links;
   * 'modelRange' is the mega-menu of the site's model range (`megaMenu`).
   */
  dynamicDropdown: DynamicDropdown | null
  megaMenu?: ModelMegaMenu
}

export const defaultHeaderMenu: readonly MenuItem[] = [
  { name: 'Home', url: '/', dropdownItems: [], dynamicDropdown: null },
  { name: 'New Vehicles', url: '/search/new-cars', dropdownItems: [], dynamicDropdown: 'models' },
  { name: 'Stock', url: '/search', dropdownItems: [], dynamicDropdown: null },
  {
    name: 'Service',
    url: '/service',
    dropdownItems: [
      { name: 'Service', url: '/service' },
      { name: 'New Car Warranty', url: '/pages/warranty' },
      { name: 'Roadside Assistance', url: '/pages/roadside-assist' },
      { name: 'Volkswagen Care Plans', url: '/pages/care-plans' },
    ],
    dynamicDropdown: null,
  },
  { name: 'Special Offers', url: '/special-offers', dropdownItems: [], dynamicDropdown: null },
  {
    name: 'More',
    url: '/about-us',
    dropdownItems: [
      { name: 'Parts', url: '/vehicle-parts-and-accessories' },
      { name: 'Finance', url: '/finance' },
      { name: 'About Us', url: '/about-us' },
      { name: 'Contact Us', url: '/contact' },
      { name: 'Privacy Policy', url: '/privacy-policy' },
    ],
    dynamicDropdown: null,
  },
]

/** A menu as stored in content: anything may be missing; items without a name or address are dropped. */
export interface StoredMenuItem {
  name?: string | null
  url?: string | null
  dropdownItems?: readonly { name?: string | null; url?: string | null }[] | null
  dynamicDropdown?: string | null
}

const safeUrl = (url: string | null | undefined) => safeHref(url)

function cleanMenu(items: readonly StoredMenuItem[]): MenuItem[] {
  return items.flatMap((item) => {
    const name = item.name?.trim()
    const url = safeUrl(item.url)
    if (!name || !url) return []
    const dropdownItems = (item.dropdownItems ?? []).flatMap((link) => {
      const linkName = link.name?.trim()
      const linkUrl = safeUrl(link.url)
      return linkName && linkUrl ? [{ name: linkName, url: linkUrl }] : []
    })
    const dynamicDropdown = dynamicDropdowns.find((value) => value === item.dynamicDropdown) ?? null
    return [{ name, url, dropdownItems, dynamicDropdown }]
  })
}

/** The dealer's menu if it has one, else its group's, else the default. */
export function resolveHeaderMenu(
  ...layers: readonly (readonly StoredMenuItem[] | null | undefined)[]
): MenuItem[] {
  for (const layer of [...layers].reverse()) {
    const menu = layer ? cleanMenu(layer) : []
    if (menu.length > 0) return menu
  }
  return defaultHeaderMenu.map((item) => ({ ...item, dropdownItems: [...item.dropdownItems] }))
}

export const DEALERSHIPS_LINK: MenuLink = { name: 'Our Dealerships', url: '/dealerships' }

/**
 * Spec: "/dealerships … Also linked for klosters only" (the `dealershipsMenuLink` setting): the link joins
 * the More drop-down, or the end of the menu when there is no More, unless the menu already has it.
 */
export function withDealershipsLink(menu: readonly MenuItem[]): MenuItem[] {
  const linked = menu.some(
    (item) =>
      item.url === DEALERSHIPS_LINK.url ||
      item.dropdownItems.some((link) => link.url === DEALERSHIPS_LINK.url),
  )
  if (linked) return [...menu]
  const more = menu.findIndex((item) => item.name === 'More')
  if (more === -1) return [...menu, { ...DEALERSHIPS_LINK, dropdownItems: [], dynamicDropdown: null }]
  return menu.map((item, index) =>
    index === more ? { ...item, dropdownItems: [...item.dropdownItems, DEALERSHIPS_LINK] } : item,
  )
}

/** "Footer groups: Categories, Buying, Aftersales, Company." */
export interface FooterGroup {
  title: string
  links: MenuLink[]
}

export const defaultFooterGroups: readonly FooterGroup[] = [
  {
    title: 'Categories',
    links: [
      { name: 'New Vehicles', url: '/search/new-cars' },
      { name: 'Used Vehicles', url: '/search/used-cars' },
      { name: 'Demo Vehicles', url: '/search/demo-cars' },
      { name: 'All Stock', url: '/search' },
    ],
  },
  {
    title: 'Buying',
    links: [
      { name: 'Special Offers', url: '/special-offers' },
      { name: 'Finance', url: '/finance' },
      { name: 'Sell Your Car', url: '/sell-your-car' },
    ],
  },
  {
    title: 'Aftersales',
    links: [
      { name: 'Book a Service', url: '/service' },
      { name: 'Parts', url: '/vehicle-parts-and-accessories' },
      { name: 'New Car Warranty', url: '/pages/warranty' },
    ],
  },
  {
    title: 'Company',
    links: [
      { name: 'About Us', url: '/about-us' },
      { name: 'Our Dealerships', url: '/dealerships' },
      { name: 'Contact Us', url: '/contact' },
      { name: 'Careers', url: '/careers' },
      { name: 'Privacy Policy', url: '/privacy-policy' },
      { name: 'Terms and Conditions', url: '/terms-and-conditions' },
    ],
  },
]

/** The dealer's footer groups if it has any, else its group's, else the default four. */
export function resolveFooterGroups(
  ...layers: readonly (
    | readonly { title?: string | null; links?: StoredMenuItem[] | null }[]
    | null
    | undefined
  )[]
): FooterGroup[] {
  for (const layer of [...layers].reverse()) {
    const groups = (layer ?? []).flatMap((group) => {
      const title = group.title?.trim()
      const links = cleanMenu(group.links ?? []).map(({ name, url }) => ({ name, url }))
      return title && links.length > 0 ? [{ title, links }] : []
    })
    if (groups.length > 0) return groups
  }
  return defaultFooterGroups.map((group) => ({ ...group, links: [...group.links] }))
}
