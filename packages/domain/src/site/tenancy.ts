/**
 * Which website a request is for, decided from its Host header alone (never from client input).
 * Pure: the caller supplies the directory of sites and the host rules.
 */

export interface TenantDirectoryEntry {
  kind: 'dealer' | 'group'
  slug: string
  domains: readonly string[]
}

export interface TenancyRules {
  /** `{slug}.{suffix}` resolves to the site with that slug (development: `localhost`). */
  slugHostSuffixes: readonly string[]
  /** Hosts that show the platform's index of websites instead of a dealer site. */
  platformHosts: readonly string[]
}

export type TenantMatch<Entry extends TenantDirectoryEntry = TenantDirectoryEntry> =
  | { kind: 'site'; entry: Entry }
  | { kind: 'platform' }
  | { kind: 'unknown'; hostname: string | null }

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/

/**
 * The hostname of a Host header value, lower-cased, without port or trailing dot; null when the value is
 * absent or not a valid DNS hostname (IPv6 literals included: no dealer lives there).
 */
export function hostnameFromHostHeader(host: string | null | undefined): string | null {
  if (!host) return null
  const trimmed = host.trim().toLowerCase()
  const withoutPort = trimmed.replace(/:\d{1,5}$/, '').replace(/\.$/, '')
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(withoutPort)) return withoutPort
  return HOSTNAME.test(withoutPort) ? withoutPort : null
}

/**
 * The directory indexed once for many lookups: a production domain (any case) names its site, before
 * `{slug}.{suffix}`; the first entry wins where two claim the same domain or slug. The cost of a lookup
 * does not grow with the number of sites.
 */
export function indexTenants<Entry extends TenantDirectoryEntry>(
  directory: readonly Entry[],
  rules: TenancyRules,
): (hostHeader: string | null | undefined) => TenantMatch<Entry> {
  const byDomain = new Map<string, Entry>()
  const bySlug = new Map<string, Entry>()
  for (const entry of directory) {
    for (const domain of entry.domains) {
      const key = domain.toLowerCase()
      if (!byDomain.has(key)) byDomain.set(key, entry)
    }
    if (!bySlug.has(entry.slug)) bySlug.set(entry.slug, entry)
  }
  const platformHosts = new Set(rules.platformHosts)
  const tails = rules.slugHostSuffixes.map((suffix) => `.${suffix}`)

  return (hostHeader) => {
    const hostname = hostnameFromHostHeader(hostHeader)
    if (!hostname) return { kind: 'unknown', hostname: null }
    if (platformHosts.has(hostname)) return { kind: 'platform' }
    const byDomainEntry = byDomain.get(hostname)
    if (byDomainEntry) return { kind: 'site', entry: byDomainEntry }
    for (const tail of tails) {
      if (!hostname.endsWith(tail)) continue
      const bySlugEntry = bySlug.get(hostname.slice(0, -tail.length))
      if (bySlugEntry) return { kind: 'site', entry: bySlugEntry }
    }
    return { kind: 'unknown', hostname }
  }
}

/** One lookup; a caller answering many requests keeps `indexTenants(directory, rules)` instead. */
export function matchTenant<Entry extends TenantDirectoryEntry>(
  hostHeader: string | null | undefined,
  directory: readonly Entry[],
  rules: TenancyRules,
): TenantMatch<Entry> {
  return indexTenants(directory, rules)(hostHeader)
}
