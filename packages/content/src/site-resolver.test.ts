import { matchTenant } from '@forecourt/domain/site/tenancy'
import { describe, expect, it, vi } from 'vitest'
import { createContentClient } from './client.ts'
import { createDatasetFromDocuments } from './embedded-dataset.ts'
import { createSiteResolver } from './site-resolver.ts'

const documents = [
  {
    _id: 'dealerGroup-g',
    _type: 'dealerGroup',
    name: 'G',
    slug: { current: 'g' },
    hasWebsite: true,
    settings: { stickyHeader: true },
  },
  {
    _id: 'dealer-e',
    _type: 'dealer',
    name: 'Dealer E',
    slug: { current: 'dealer-e' },
    domains: ['dealer-e.com.au', 'WWW.Dealer-E.com.au'],
    group: { _type: 'reference', _ref: 'dealerGroup-g' },
  },
  {
    _id: 'dealer-d',
    _type: 'dealer',
    name: 'Dealer D',
    slug: { current: 'dealer-d' },
    domains: ['www.dealer-d.com.au'],
    group: { _type: 'reference', _ref: 'dealerGroup-g' },
    settings: { listingAgeThresholdDays: 5, features: { reserve: true } },
  },
]
const rules = { slugHostSuffixes: ['localhost'], platformHosts: ['localhost'] }

function setup(
  options: Partial<
    Pick<Parameters<typeof createSiteResolver>[0], 'ttlMs' | 'adjustSettings' | 'maxSites'>
  > = {},
) {
  const client = createContentClient({ source: 'embedded', dataset: createDatasetFromDocuments(documents) })
  const fetch = vi.spyOn(client, 'fetch')
  let revision = 'r1'
  let now = 0
  const resolver = createSiteResolver({
    client,
    rules,
    revision: () => revision,
    ttlMs: options.ttlMs ?? 1000,
    now: () => now,
    ...(options.adjustSettings ? { adjustSettings: options.adjustSettings } : {}),
    ...(options.maxSites ? { maxSites: options.maxSites } : {}),
  })
  return {
    resolver,
    fetch,
    setRevision: (value: string) => {
      revision = value
    },
    advance: (ms: number) => {
      now += ms
    },
  }
}

describe('site resolver', () => {
  it('merges group settings under the dealer’s', async () => {
    const { resolver } = setup()
    const resolution = await resolver.resolve('dealer-d.localhost:3000')
    expect(resolution.kind).toBe('site')
    if (resolution.kind !== 'site') return
    expect(resolution.site.settings.stickyHeader).toBe(true)
    expect(resolution.site.settings.listingAgeThresholdDays).toBe(5)
  })

  it('serves repeated requests from cache', async () => {
    const { resolver, fetch } = setup()
    await resolver.resolve('www.dealer-d.com.au')
    await resolver.resolve('www.dealer-d.com.au')
    expect(fetch).toHaveBeenCalledTimes(2) // the directory once, the site once
  })

  it('fetches again when the content revision changes', async () => {
    const { resolver, fetch, setRevision } = setup()
    await resolver.resolve('www.dealer-d.com.au')
    setRevision('r2')
    await resolver.resolve('www.dealer-d.com.au')
    expect(fetch).toHaveBeenCalledTimes(4)
  })

  it('fetches again after the TTL', async () => {
    const { resolver, fetch, advance } = setup({ ttlMs: 1000 })
    await resolver.resolve('www.dealer-d.com.au')
    advance(1001)
    await resolver.resolve('www.dealer-d.com.au')
    expect(fetch).toHaveBeenCalledTimes(4)
  })

  it('fetches again after invalidation', async () => {
    const { resolver, fetch } = setup()
    await resolver.resolve('www.dealer-d.com.au')
    resolver.invalidate('dealer-d')
    await resolver.resolve('www.dealer-d.com.au')
    expect(fetch).toHaveBeenCalledTimes(4)
  })

  it('does not cache a failure', async () => {
    const { resolver, fetch } = setup()
    fetch.mockRejectedValueOnce(new Error('Content Lake unreachable'))
    await expect(resolver.resolve('www.dealer-d.com.au')).rejects.toThrow('Content Lake unreachable')
    const resolution = await resolver.resolve('www.dealer-d.com.au')
    expect(resolution.kind).toBe('site')
  })

  it("applies what the deployment imposes on every site's settings", async () => {
    const plain = await setup().resolver.resolve('www.dealer-d.com.au')
    if (plain.kind !== 'site') throw new Error('not resolved')
    expect(plain.site.settings.features.reserve).toBe(true)
    const { resolver } = setup({
      adjustSettings: (settings) => ({ ...settings, features: { ...settings.features, reserve: false } }),
    })
    const resolution = await resolver.resolve('www.dealer-d.com.au')
    if (resolution.kind !== 'site') throw new Error('not resolved')
    expect(resolution.site.settings.features.reserve).toBe(false)
    expect(resolution.site.settings.listingAgeThresholdDays).toBe(5)
  })

  it('resolves every kind of host as the tenancy rules match it against the directory', async () => {
    const { resolver } = setup()
    const directory = [
      { kind: 'group' as const, slug: 'g', domains: [] },
      { kind: 'dealer' as const, slug: 'dealer-e', domains: ['dealer-e.com.au', 'WWW.Dealer-E.com.au'] },
      { kind: 'dealer' as const, slug: 'dealer-d', domains: ['www.dealer-d.com.au'] },
    ]
    const hosts = [
      'dealer-d.localhost:3000',
      'G.LOCALHOST',
      'www.dealer-d.com.au',
      'WWW.DEALER-D.COM.AU:443',
      'dealer-d.com.au',
      'www.dealer-e.com.au',
      'dealer-e.com.au.',
      'localhost:5173',
      'nobody.localhost',
      'x.dealer-d.localhost',
      '[::1]:3000',
      '',
    ]
    for (const host of hosts) {
      const expected = matchTenant(host, directory, rules)
      const resolution = await resolver.resolve(host)
      expect(resolution.kind, host).toBe(expected.kind)
      if (resolution.kind === 'site' && expected.kind === 'site')
        expect(resolution.site.content.slug, host).toBe(expected.entry.slug)
      if (resolution.kind === 'unknown' && expected.kind === 'unknown')
        expect(resolution.hostname, host).toBe(expected.hostname)
    }
  })

  it('keeps at most maxSites resolved sites, dropping the least recently served', async () => {
    const { resolver, fetch } = setup({ maxSites: 2 })
    await resolver.resolve('dealer-d.localhost')
    await resolver.resolve('dealer-e.localhost')
    await resolver.resolve('dealer-d.localhost') // dealer-e is now the least recently served
    await resolver.resolve('g.localhost') // past the bound: dealer-e goes
    expect(fetch).toHaveBeenCalledTimes(4) // the directory, then three sites
    await resolver.resolve('dealer-d.localhost')
    expect(fetch).toHaveBeenCalledTimes(4)
    await resolver.resolve('dealer-e.localhost')
    expect(fetch).toHaveBeenCalledTimes(5)
  })

  it('finds a site added to the directory once the content revision changes', async () => {
    const { resolver, setRevision } = setup()
    expect((await resolver.resolve('dealer-d.localhost')).kind).toBe('site')
    setRevision('r2')
    expect((await resolver.resolve('www.dealer-e.com.au')).kind).toBe('site')
  })
})
