import { describe, expect, it } from 'vitest'
import {
  footerWithExistingTargets,
  isInformationPagePath,
  linkTargetExists,
  menuWithExistingTargets,
  type SiteLinkTargets,
  sitePathOf,
  switchedOffPaths,
} from './link-targets.ts'
import { defaultFooterGroups, defaultHeaderMenu, resolveHeaderMenu } from './menu.ts'
import { modelMegaMenu } from './model-range.ts'
import { platformDefaultSettings } from './settings.ts'

const topLevelPagePaths = ['/privacy-policy', '/terms-and-conditions', '/careers', '/about-us']

/** A site with the pages every demo site has, and none of the Volkswagen group's. */
const site: SiteLinkTargets = {
  publishedPagePaths: [
    '/privacy-policy',
    '/terms-and-conditions',
    '/careers',
    '/about-us',
    '/pages/selling-your-car',
  ],
  topLevelPagePaths,
  switchedOffPaths: switchedOffPaths(platformDefaultSettings),
}

describe('the path of an address', () => {
  it('drops the query, the fragment and a trailing slash; other hosts and schemes have none', () => {
    expect(sitePathOf('/pages/warranty?from=menu#top')).toBe('/pages/warranty')
    expect(sitePathOf('/pages/warranty/')).toBe('/pages/warranty')
    expect(sitePathOf('/')).toBe('/')
    expect(sitePathOf('/?q=ranger')).toBe('/')
    expect(sitePathOf('//evil.example/pages/x')).toBeNull()
    expect(sitePathOf('https://www.volkswagen.com.au/')).toBeNull()
    expect(sitePathOf('tel:0299990000')).toBeNull()
  })

  it('an information page is one under /pages/ or a top-level page address', () => {
    expect(isInformationPagePath('/pages/warranty', topLevelPagePaths)).toBe(true)
    expect(isInformationPagePath('/about-us?x=1', topLevelPagePaths)).toBe(true)
    expect(isInformationPagePath('/pages', topLevelPagePaths)).toBe(false)
    expect(isInformationPagePath('/pages/a/b', topLevelPagePaths)).toBe(false)
    expect(isInformationPagePath('/service', topLevelPagePaths)).toBe(false)
  })
})

describe('whether a link has a page to go to', () => {
  it('an information page only when it is published for the site', () => {
    expect(linkTargetExists('/pages/selling-your-car', site)).toBe(true)
    expect(linkTargetExists('/pages/warranty', site)).toBe(false)
    expect(linkTargetExists('/pages/warranty#cover', site)).toBe(false)
    expect(linkTargetExists('/about-us', site)).toBe(true)
    expect(linkTargetExists('/careers', { ...site, publishedPagePaths: ['/about-us'] })).toBe(false)
  })

  it('keeps information pages when the published ones could not be read', () => {
    expect(linkTargetExists('/pages/warranty', { ...site, publishedPagePaths: null })).toBe(true)
  })

  it('routes every site has, other hosts, mailto and tel are left alone', () => {
    for (const url of [
      '/',
      '/search/new-cars?make=Volkswagen',
      '/service',
      '/special-offers',
      '/dealerships',
      '/contact',
      'https://www.volkswagen.com.au/pages/warranty',
      'mailto:sales@example.com',
      'tel:0299990000',
    ]) {
      expect(linkTargetExists(url, site), url).toBe(true)
    }
  })

  it('pages the settings switch off: finance, trade-in, online purchase, unused My Garage brand paths', () => {
    expect(switchedOffPaths(platformDefaultSettings)).toEqual([
      '/checkout-journey',
      '/mymotorama',
      '/mybigboxcars',
      '/myblinkr',
      '/myservco',
    ])
    const off = switchedOffPaths({
      features: { finance: false, tradeIn: false, onlinePurchase: true },
      garagePath: '/mymotorama',
    })
    expect(off).toEqual([
      '/finance',
      '/finance-enquiry',
      '/apply-for-finance',
      '/finance-pre-approval',
      '/personalised/finance',
      '/sell-your-car',
      '/sell-my-car',
      '/trade-in',
      '/cars/trade-in',
      '/mybigboxcars',
      '/myblinkr',
      '/myservco',
    ])
    const noFinance = { ...site, switchedOffPaths: off }
    expect(linkTargetExists('/finance?car_id=4000001', noFinance)).toBe(false)
    expect(linkTargetExists('/sell-your-car', noFinance)).toBe(false)
    expect(linkTargetExists('/mymotorama', noFinance)).toBe(true)
    expect(linkTargetExists('/my-garage', noFinance)).toBe(true)
  })
})

describe('menus and footers link only pages the site has', () => {
  it("the default menu leaves out the Volkswagen group's pages on a site without them", () => {
    const menu = menuWithExistingTargets(resolveHeaderMenu(), site)
    expect(menu.map((item) => item.name)).toEqual(defaultHeaderMenu.map((item) => item.name))
    expect(menu.find((item) => item.name === 'Service')?.dropdownItems).toEqual([
      { name: 'Service', url: '/service' },
    ])
    expect(menu.find((item) => item.name === 'More')?.dropdownItems.map((link) => link.name)).toEqual([
      'Parts',
      'Finance',
      'About Us',
      'Contact Us',
      'Privacy Policy',
    ])
  })

  it('keeps the whole default menu where the pages are published', () => {
    const volkswagen = {
      ...site,
      publishedPagePaths: [
        ...(site.publishedPagePaths ?? []),
        '/pages/warranty',
        '/pages/roadside-assist',
        '/pages/care-plans',
      ],
    }
    expect(menuWithExistingTargets(resolveHeaderMenu(), volkswagen)).toEqual(resolveHeaderMenu())
  })

  it('an item whose own page is absent links its first remaining drop-down link, or is left out', () => {
    const menu = menuWithExistingTargets(
      [
        {
          name: 'About',
          url: '/pages/our-story',
          dropdownItems: [
            { name: 'Story', url: '/pages/our-story' },
            { name: 'Careers', url: '/careers' },
            { name: 'Contact', url: '/contact' },
          ],
          dynamicDropdown: null,
        },
        { name: 'Warranty', url: '/pages/warranty', dropdownItems: [], dynamicDropdown: null },
        {
          name: 'Cover',
          url: '/pages/warranty',
          dropdownItems: [{ name: 'Roadside', url: '/pages/roadside-assist' }],
          dynamicDropdown: null,
        },
        { name: 'Stock', url: '/search', dropdownItems: [], dynamicDropdown: 'models' },
      ],
      site,
    )
    expect(menu).toEqual([
      {
        name: 'About',
        url: '/careers',
        dropdownItems: [
          { name: 'Careers', url: '/careers' },
          { name: 'Contact', url: '/contact' },
        ],
        dynamicDropdown: null,
      },
      { name: 'Stock', url: '/search', dropdownItems: [], dynamicDropdown: 'models' },
    ])
  })

  it("the model mega-menu's fixed Finance link goes where finance is switched off", () => {
    const range = {
      name: 'New Vehicles',
      url: '/models',
      dropdownItems: [],
      dynamicDropdown: 'modelRange' as const,
      megaMenu: modelMegaMenu([{ name: 'Tiguan', slug: 'tiguan', manufacturerBody: 'SUV' }], {
        financeLink: true,
      }),
    }
    const noFinance = {
      ...site,
      switchedOffPaths: switchedOffPaths({
        features: { finance: false, tradeIn: true, onlinePurchase: false },
        garagePath: null,
      }),
    }
    const [item] = menuWithExistingTargets([range], noFinance)
    expect(item?.megaMenu?.links.map((link) => link.name)).toEqual(['Our Stock', 'Contact Us'])
    expect(item?.megaMenu?.categories).toEqual(range.megaMenu.categories)
    expect(menuWithExistingTargets([range], site)).toEqual([range])
  })

  it('the default footer leaves out New Car Warranty, and a group left empty goes', () => {
    const footer = footerWithExistingTargets(defaultFooterGroups, site)
    expect(footer.map((group) => group.title)).toEqual(['Categories', 'Buying', 'Aftersales', 'Company'])
    expect(footer.find((group) => group.title === 'Aftersales')?.links.map((link) => link.name)).toEqual([
      'Book a Service',
      'Parts',
    ])
    const onlyDead = [{ title: 'Cover', links: [{ name: 'Warranty', url: '/pages/warranty' }] }]
    expect(footerWithExistingTargets(onlyDead, site)).toEqual([])
  })

  it('a site without finance or trade-in links neither', () => {
    const off = {
      ...site,
      switchedOffPaths: switchedOffPaths({
        features: { finance: false, tradeIn: false, onlinePurchase: false },
        garagePath: null,
      }),
    }
    const buying = footerWithExistingTargets(defaultFooterGroups, off).find(
      (group) => group.title === 'Buying',
    )
    expect(buying?.links).toEqual([{ name: 'Special Offers', url: '/special-offers' }])
    const more = menuWithExistingTargets(resolveHeaderMenu(), off).find((item) => item.name === 'More')
    expect(more?.dropdownItems.map((link) => link.name)).not.toContain('Finance')
  })
})
