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

export function matchTenant<Entry extends TenantDirectoryEntry>(
  hostHeader: string | null | undefined,
  directory: readonly Entry[],
  rules: TenancyRules,
): TenantMatch<Entry> {
  const hostname = hostnameFromHostHeader(hostHeader)
  if (!hostname) return { kind: 'unknown', hostname: null }
  if (rules.platformHosts.includes(hostname)) return { kind: 'platform' }

  const byDomain = directory.find((entry) =>
    entry.domains.some((domain) => domain.toLowerCase() === hostname),
  )
  if (byDomain) return { kind: 'site', entry: byDomain }

  for (const suffix of rules.slugHostSuffixes) {
    const tail = `.${suffix}`
    if (!hostname.endsWith(tail)) continue
    const label = hostname.slice(0, -tail.length)
    const bySlug = directory.find((entry) => entry.slug === label)
    if (bySlug) return { kind: 'site', entry: bySlug }
  }
  return { kind: 'unknown', hostname }
}
