import { describe, expect, it } from 'vitest'
import { hostnameFromHostHeader, matchTenant, type TenantDirectoryEntry } from './tenancy.ts'

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
})
