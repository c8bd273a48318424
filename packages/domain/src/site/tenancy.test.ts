import { describe, expect, it } from 'vitest'
import { hostnameFromHostHeader, indexTenants, matchTenant, type TenantDirectoryEntry } from './tenancy.ts'

const directory: TenantDirectoryEntry[] = [
  { kind: 'dealer', slug: 'harbourside-volkswagen', domains: ['www.harboursidevolkswagen.com.au'] },
  { kind: 'group', slug: 'southern-cross-group', domains: ['www.southerncrossgroup.com.au'] },
]
const rules = { slugHostSuffixes: ['localhost'], platformHosts: ['localhost', '127.0.0.1'] }

describe('hostnameFromHostHeader', () => {
  it('drops the port and lower-cases', () => {
    expect(hostnameFromHostHeader('Harbourside-Volkswagen.LOCALHOST:3000')).toBe(
      'harbourside-volkswagen.localhost',
    )
  })
  it('rejects a missing or malformed host', () => {
    expect(hostnameFromHostHeader(undefined)).toBeNull()
    expect(hostnameFromHostHeader('')).toBeNull()
    expect(hostnameFromHostHeader('evil.com/path')).toBeNull()
    expect(hostnameFromHostHeader('a b.com')).toBeNull()
  })
  it('keeps an IPv4 literal', () => {
    expect(hostnameFromHostHeader('127.0.0.1:3000')).toBe('127.0.0.1')
  })
})

describe('matchTenant', () => {
  it('finds a dealer by one of its production domains', () => {
    expect(matchTenant('www.harboursidevolkswagen.com.au', directory, rules)).toEqual({
      kind: 'site',
      entry: directory[0],
    })
  })
  it('maps {slug}.localhost:PORT to the site with that slug, groups included', () => {
    expect(matchTenant('southern-cross-group.localhost:3000', directory, rules)).toMatchObject({
      kind: 'site',
      entry: { kind: 'group', slug: 'southern-cross-group' },
    })
  })
  it('shows the platform index on the bare platform host', () => {
    expect(matchTenant('localhost:3000', directory, rules)).toEqual({ kind: 'platform' })
  })
  it('reports an unknown host', () => {
    expect(matchTenant('nobody.localhost:3000', directory, rules)).toEqual({
      kind: 'unknown',
      hostname: 'nobody.localhost',
    })
  })
  it('does not treat a nested subdomain as a slug', () => {
    expect(matchTenant('x.harbourside-volkswagen.localhost', directory, rules).kind).toBe('unknown')
  })
  it('ignores slug hosts when no suffix is configured (production)', () => {
    const production = { slugHostSuffixes: [], platformHosts: [] }
    expect(matchTenant('harbourside-volkswagen.localhost', directory, production).kind).toBe('unknown')
  })
  it('matches a production domain whatever its case, in the directory or the Host header', () => {
    const shouting = [{ kind: 'dealer' as const, slug: 'd', domains: ['WWW.Dealer-D.com.au'] }]
    expect(matchTenant('www.DEALER-d.com.au:443', shouting, rules)).toEqual({
      kind: 'site',
      entry: shouting[0],
    })
  })
  it('does not take the bare domain for its www. domain', () => {
    expect(matchTenant('harboursidevolkswagen.com.au', directory, rules).kind).toBe('unknown')
  })
  it('prefers a production domain over a slug host, and the first site listed for a shared one', () => {
    const clashing: TenantDirectoryEntry[] = [
      { kind: 'dealer', slug: 'first', domains: ['shared.example.com.au', 'second.localhost'] },
      { kind: 'dealer', slug: 'second', domains: ['shared.example.com.au'] },
    ]
    expect(matchTenant('second.localhost', clashing, rules)).toMatchObject({ entry: { slug: 'first' } })
    expect(matchTenant('shared.example.com.au', clashing, rules)).toMatchObject({ entry: { slug: 'first' } })
  })
})

describe('indexTenants', () => {
  it('answers host after host from one index as separate lookups do', () => {
    const match = indexTenants(directory, rules)
    const hosts = [
      'www.harboursidevolkswagen.com.au',
      'SOUTHERN-cross-group.localhost:3000',
      'localhost:3000',
      '127.0.0.1',
      'nobody.localhost',
      'harbourside-volkswagen.localhost.',
      'evil.com/path',
      null,
    ]
    for (const host of hosts) expect(match(host)).toEqual(matchTenant(host, directory, rules))
    expect(hosts.map((host) => match(host).kind)).toEqual([
      'site',
      'site',
      'platform',
      'platform',
      'unknown',
      'site',
      'unknown',
      'unknown',
    ])
  })
})
