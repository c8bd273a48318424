import type { SiteResolver } from '@forecourt/content/site-resolver'
import type { Site } from '@forecourt/content/sites'
import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { AppServices } from '~server/services'
import { servicesContext, siteContext, siteOriginContext } from './context'
import { tenantMiddleware } from './tenant.server'

const site = { kind: 'dealer', content: { slug: 'harbourside-volkswagen' } } as unknown as Site

function contextFor(config: { slugHostSuffixes: string[]; port: number }) {
  const sites: Pick<SiteResolver, 'resolve'> = {
    resolve: async () => ({ kind: 'site', site, domains: ['www.harboursidevolkswagen.com.au'] }),
  }
  const context = new RouterContextProvider()
  context.set(servicesContext, {
    sites,
    config: { port: config.port, tenancy: { slugHostSuffixes: config.slugHostSuffixes, platformHosts: [] } },
  } as unknown as AppServices)
  return context
}

/** A request as React Router's adapter made it behind a trusted proxy that passed X-Forwarded-Host on. */
const forwarded = (host: string) =>
  new Request('https://evil.example/cars/golf', { headers: { host, 'x-forwarded-host': 'evil.example' } })

async function originFor(host: string, config: { slugHostSuffixes: string[]; port: number }) {
  const context = contextFor(config)
  await tenantMiddleware(
    { request: forwarded(host), context, params: {} } as never,
    async () => new Response(),
  )
  return { site: context.get(siteContext), origin: context.get(siteOriginContext) }
}

describe("a request's site and the origin its addresses are made from", () => {
  it("is the site's first configured domain, whatever the request's address says", async () => {
    expect(await originFor('harboursidevolkswagen.com.au', { slugHostSuffixes: [], port: 3000 })).toEqual({
      site,
      origin: 'https://www.harboursidevolkswagen.com.au',
    })
  })

  it('is the development address, on the configured port, on a development host', async () => {
    const found = await originFor('harbourside-volkswagen.localhost:3300', {
      slugHostSuffixes: ['localhost'],
      port: 3300,
    })
    expect(found.origin).toBe('http://harbourside-volkswagen.localhost:3300')
  })
})
