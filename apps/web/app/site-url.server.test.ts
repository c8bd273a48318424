import { describe, expect, it } from 'vitest'
import { siteOrigin, siteUrl } from './site-url.server'

const development = { tenancy: { slugHostSuffixes: ['localhost'], platformHosts: ['localhost'] }, port: 3000 }
const production = { tenancy: { slugHostSuffixes: [], platformHosts: [] }, port: 3000 }
const dealer = { slug: 'coastline-motorcycles', domains: ['www.coastlinemotorcycles.com.au'] }
const group = {
  slug: 'southern-cross-group',
  domains: ['www.southerncrossgroup.com.au', 'southerncrossgroup.com.au'],
}

describe('siteOrigin', () => {
  it("is the site's first domain, over https, whichever of its domains the request came to", () => {
    expect(siteOrigin(group, 'southerncrossgroup.com.au', production)).toBe(
      'https://www.southerncrossgroup.com.au',
    )
    expect(siteOrigin(group, 'www.southerncrossgroup.com.au:443', production)).toBe(
      'https://www.southerncrossgroup.com.au',
    )
  })

  it('is {slug}.{suffix}:{PORT} on a development host, the port from the configuration', () => {
    expect(siteOrigin(dealer, 'coastline-motorcycles.localhost:3000', development)).toBe(
      'http://coastline-motorcycles.localhost:3000',
    )
    // A port in the Host header that is not the server's own changes nothing.
    expect(siteOrigin(dealer, 'coastline-motorcycles.localhost:9999', development)).toBe(
      'http://coastline-motorcycles.localhost:3000',
    )
    expect(siteOrigin(null, 'localhost:3000', development)).toBe('http://localhost:3000')
  })

  it('is null for a production request with no site to speak for (the platform host)', () => {
    expect(siteOrigin(null, 'forecourt.example', production)).toBeNull()
    expect(siteOrigin({ slug: 'x', domains: [] }, 'x.example', production)).toBeNull()
  })
})

describe('siteUrl', () => {
  it('links to the slug host on the configured port while browsing a development host', () => {
    expect(siteUrl(dealer, 'localhost:3000', development)).toBe(
      'http://coastline-motorcycles.localhost:3000/',
    )
    expect(siteUrl(dealer, 'southern-cross-group.localhost:3100', { ...development, port: 3100 })).toBe(
      'http://coastline-motorcycles.localhost:3100/',
    )
  })
  it('links to the first production domain elsewhere', () => {
    expect(siteUrl(dealer, 'www.southerncrossgroup.com.au', production)).toBe(
      'https://www.coastlinemotorcycles.com.au/',
    )
  })
  it('has no link for a site without a domain in production', () => {
    expect(siteUrl({ slug: 'x', domains: [] }, 'www.southerncrossgroup.com.au', production)).toBeNull()
  })
})
