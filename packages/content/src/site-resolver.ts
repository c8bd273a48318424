import { LruMap } from '@forecourt/config/lru-map'
import type { SiteSettings } from '@forecourt/domain/site/settings'
import { indexTenants, type TenancyRules, type TenantMatch } from '@forecourt/domain/site/tenancy'
import type { SanityClient } from '@sanity/client'
import { fetchSite, fetchSiteDirectory, type Site, type SiteDirectoryEntry } from './sites.ts'

export type SiteResolution =
  /** `domains`: the site's production domains, first the one its addresses are made from. */
  | { kind: 'site'; site: Site; domains: string[] }
  | { kind: 'platform'; directory: SiteDirectoryEntry[] }
  | { kind: 'unknown'; hostname: string | null }

export interface SiteResolver {
  /** The website a request is for, from its Host header only. */
  resolve(hostHeader: string | null | undefined): Promise<SiteResolution>
  /** Forget cached content (all of it, or one site's), e.g. when a content webhook arrives. */
  invalidate(slug?: string): void
}

interface Options {
  client: SanityClient
  rules: TenancyRules
  /**
   * Cached content is reused while this value is unchanged and younger than the TTL. The embedded dataset
   * passes its file revision, so an edit shows on the next request.
   */
  revision?: () => string
  ttlMs: number
  now?: () => number
  /** What the deployment imposes on every site's settings (reserve and buy online off with no payments). */
  adjustSettings?: (settings: SiteSettings) => SiteSettings
  /** Resolved sites kept; the least recently served is dropped past it. */
  maxSites?: number
}

type IndexedEntry = SiteDirectoryEntry & { slug: string; domains: string[] }

/** The directory and its host index, built once per directory fetch (not once per request). */
interface IndexedDirectory {
  entries: SiteDirectoryEntry[]
  match: (hostHeader: string | null | undefined) => TenantMatch<IndexedEntry>
}

interface Cached<T> {
  value: Promise<T>
  revision: string
  expiresAt: number
}

export function createSiteResolver({
  client,
  rules,
  revision = () => '',
  ttlMs,
  now = Date.now,
  adjustSettings,
  maxSites = 1000,
}: Options): SiteResolver {
  let directory: Cached<IndexedDirectory> | null = null
  const sites = new LruMap<string, Cached<Site | null>>(maxSites)

  const fresh = <T>(entry: Cached<T> | null | undefined): entry is Cached<T> =>
    !!entry && entry.revision === revision() && entry.expiresAt > now()

  const remember = <T>(load: () => Promise<T>, onFailure: () => void): Cached<T> => {
    const value = load()
    // A failed fetch must not be cached, or one outage would outlive itself.
    value.catch(onFailure)
    return { value, revision: revision(), expiresAt: now() + ttlMs }
  }

  const loadDirectory = () => {
    if (!fresh(directory)) {
      directory = remember(
        async () => {
          const entries = await fetchSiteDirectory(client)
          const indexed = entries.map((entry) => ({
            ...entry,
            slug: entry.slug ?? '',
            domains: entry.domains ?? [],
          }))
          return { entries, match: indexTenants(indexed, rules) }
        },
        () => {
          directory = null
        },
      )
    }
    return directory.value
  }

  const loadSite = (entry: SiteDirectoryEntry) => {
    const key = `${entry.kind}:${entry.slug}`
    const cached = sites.get(key)
    if (fresh(cached)) return cached.value
    const next = remember(
      async () => {
        const site = await fetchSite(client, entry)
        return site && adjustSettings ? { ...site, settings: adjustSettings(site.settings) } : site
      },
      () => sites.delete(key),
    )
    sites.set(key, next)
    return next.value
  }

  return {
    async resolve(hostHeader) {
      const { entries, match: matchHost } = await loadDirectory()
      const match = matchHost(hostHeader)
      if (match.kind === 'platform') return { kind: 'platform', directory: entries }
      if (match.kind === 'unknown') return match
      const site = await loadSite(match.entry)
      return site
        ? { kind: 'site', site, domains: match.entry.domains }
        : { kind: 'unknown', hostname: match.entry.slug }
    },
    invalidate(slug) {
      directory = null
      if (!slug) sites.clear()
      else for (const key of [...sites.keys()]) if (key.endsWith(`:${slug}`)) sites.delete(key)
    },
  }
}
