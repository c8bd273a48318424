import type { Site } from '@forecourt/content/sites'
import { platformDefaultSettings } from '@forecourt/domain/site/settings'
import { platformDefaultTheme } from '@forecourt/domain/site/theme'
import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createExpiringCache } from '~server/expiring-cache'
import type { AppServices } from '~server/services'
import { servicesContext, siteContext } from './context'
import { loadSiteShell } from './root.server'

/** A dealer whose menu has the stock's models drop-down and whose footer links an information page. */
function dealerSite(): Site {
  return {
    kind: 'dealer',
    content: {
      id: 'dealer-test',
      slug: 'test-motors',
      name: 'Test Motors',
      group: null,
      locations: [],
      headerMenu: [{ name: 'New Vehicles', url: '/search/new-cars', dynamicDropdown: 'models' }],
      footerGroups: [
        {
          title: 'Company',
          links: [
            { name: 'Stock', url: '/search' },
            { name: 'Warranty', url: '/pages/warranty' },
          ],
        },
      ],
    },
    theme: platformDefaultTheme,
    settings: platformDefaultSettings,
  } as unknown as Site
}

/** Services whose search and content can be switched off and on, counting what the shell asks of them. */
function services() {
  const state = { searchUp: true, contentUp: true, catalogueCalls: 0 }
  const fake = {
    content: {
      fetch: async () => {
        if (!state.contentUp) throw new Error('content unreachable')
        return [] // no information page is published: the footer's Warranty link goes
      },
    },
    siteStock: {
      catalogue: async () => {
        state.catalogueCalls++
        if (!state.searchUp) throw new Error('search unreachable')
        return { models: [{ make: 'Toyota', model: 'HiLux' }] }
      },
    },
    stockResults: createExpiringCache({ ttlMs: 60_000 }),
    config: { env: 'test' },
  } as unknown as AppServices
  return { state, fake }
}

function contextFor(site: Site, appServices: AppServices) {
  const context = new RouterContextProvider()
  context.set(siteContext, site)
  context.set(servicesContext, appServices)
  return context
}

const modelsOf = (shell: Awaited<ReturnType<typeof loadSiteShell>>) =>
  shell?.menu.find((item) => item.name === 'New Vehicles')?.dropdownItems.map((link) => link.name)
const footerOf = (shell: Awaited<ReturnType<typeof loadSiteShell>>) =>
  shell?.footerGroups.flatMap((group) => group.links.map((link) => link.name))

describe('the site shell', () => {
  it('is built once per site while nothing changes', async () => {
    const { state, fake } = services()
    const site = dealerSite()
    const first = await loadSiteShell(contextFor(site, fake))
    const second = await loadSiteShell(contextFor(site, fake))
    expect(modelsOf(first)).toEqual(['Toyota HiLux'])
    expect(second).toBe(first)
    expect(state.catalogueCalls).toBe(1)
  })

  it('built while search is down, is served without the models and built again once search is back', async () => {
    const { state, fake } = services()
    const site = dealerSite()
    state.searchUp = false
    expect(modelsOf(await loadSiteShell(contextFor(site, fake)))).toEqual([])
    state.searchUp = true
    expect(modelsOf(await loadSiteShell(contextFor(site, fake)))).toEqual(['Toyota HiLux'])
    expect(state.catalogueCalls).toBe(2)
  })

  it('built while content is down, keeps every link and is built again once content is back', async () => {
    const { state, fake } = services()
    const site = dealerSite()
    state.contentUp = false
    expect(footerOf(await loadSiteShell(contextFor(site, fake)))).toEqual(['Stock', 'Warranty'])
    state.contentUp = true
    expect(footerOf(await loadSiteShell(contextFor(site, fake)))).toEqual(['Stock'])
  })

  it('is built anew for a site resolved anew (a content revision) and after stock or content changes', async () => {
    const { state, fake } = services()
    await loadSiteShell(contextFor(dealerSite(), fake))
    await loadSiteShell(contextFor(dealerSite(), fake))
    expect(state.catalogueCalls).toBe(2)
    const site = dealerSite()
    await loadSiteShell(contextFor(site, fake))
    fake.stockResults.clear()
    await loadSiteShell(contextFor(site, fake))
    expect(state.catalogueCalls).toBe(4)
  })

  it("carries the dealer's analytics tag, held inert outside production, and nothing without one", async () => {
    const tagged = {
      ...dealerSite(),
      settings: {
        ...platformDefaultSettings,
        analyticsGtmContainerId: 'GTM-AB12CD',
        analyticsConsentRequired: true,
      },
    } as Site
    const { fake } = services()
    expect((await loadSiteShell(contextFor(tagged, fake)))?.analytics).toEqual({
      tag: { kind: 'gtm', id: 'GTM-AB12CD' },
      consentRequired: true,
      held: true,
    })
    const production = { ...fake, config: { env: 'production' } } as unknown as AppServices
    expect((await loadSiteShell(contextFor({ ...tagged }, production)))?.analytics.held).toBe(false)
    expect((await loadSiteShell(contextFor(dealerSite(), fake)))?.analytics.tag).toBeNull()
  })
})
