import { describe, expect, it } from 'vitest'
import { siteUrl } from './site-url.server'

const development = { slugHostSuffixes: ['localhost'], platformHosts: ['localhost'] }
const production = { slugHostSuffixes: [], platformHosts: [] }
const dealer = { slug: 'coastline-motorcycles', domains: ['www.coastlinemotorcycles.com.au'] }

describe('siteUrl', () => {
  it('links to the slug host, keeping the port, while browsing a development host', () => {
    expect(siteUrl(dealer, 'http://localhost:3000/', development)).toBe(
      'http://coastline-motorcycles.localhost:3000/',
    )
    expect(siteUrl(dealer, 'http://southern-cross-group.localhost:3100/x', development)).toBe(
      'http://coastline-motorcycles.localhost:3100/',
    )
  })
  it('links to the first production domain elsewhere', () => {
    expect(siteUrl(dealer, 'https://www.southerncrossgroup.com.au/', production)).toBe(
      'https://www.coastlinemotorcycles.com.au/',
    )
  })
  it('has no link for a site without a domain in production', () => {
    expect(
      siteUrl({ slug: 'x', domains: [] }, 'https://www.southerncrossgroup.com.au/', production),
    ).toBeNull()
  })
})
