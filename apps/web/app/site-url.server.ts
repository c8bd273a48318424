import { hostnameFromHostHeader, type TenancyRules } from '@forecourt/domain/site/tenancy'
import type { RouterContextProvider } from 'react-router'
import { siteOriginContext } from './context'

/** What every absolute address of a website is built from: configuration, never a request header. */
export interface SiteAddressing {
  tenancy: TenancyRules
  /** The port this server listens on (PORT): development addresses carry it. */
  port: number
}

interface SiteAddressTarget {
  slug: string | null
  domains?: readonly string[] | null
}

/**
 * The configured development suffix a request's Host is under (`localhost` for `harbourside.localhost:3000`
 * and for the platform host `localhost:3000`), or null on a production domain. The Host header only says
 * which of the configured kinds of address a request came to (the site itself was resolved from it); what
 * an address is made of comes from the configuration.
 */
function developmentSuffix(hostHeader: string | null, rules: TenancyRules): string | null {
  const hostname = hostnameFromHostHeader(hostHeader)
  if (!hostname) return null
  return (
    rules.slugHostSuffixes.find((suffix) => hostname === suffix || hostname.endsWith(`.${suffix}`)) ?? null
  )
}

const developmentOrigin = (hostname: string, port: number) => new URL(`http://${hostname}:${port}`).origin

/**
 * This website's own origin, for every absolute address it gives out: canonical and Open Graph URLs,
 * JSON-LD, the sitemap, robots.txt, texts and emails, payment return addresses. It is the first of the
 * site's domains over https; on a development host, `http://{slug}.{suffix}:{PORT}`. Never anything from
 * X-Forwarded-Host or another header a client can set, so a page cached for one visitor is right for all.
 * Null on the platform host (no site) in production, where no page gives out an address.
 */
export function siteOrigin(
  site: SiteAddressTarget | null,
  hostHeader: string | null,
  addressing: SiteAddressing,
): string | null {
  const suffix = developmentSuffix(hostHeader, addressing.tenancy)
  if (suffix) {
    const hostname = site?.slug ? `${site.slug}.${suffix}` : hostnameFromHostHeader(hostHeader)
    return hostname ? developmentOrigin(hostname, addressing.port) : null
  }
  const domain = site?.domains?.[0]
  return domain ? `https://${domain}` : null
}

/**
 * The address of another website on the platform, as linked from this request's host: its development
 * address while browsing a development host, otherwise its first production domain (null without one).
 */
export function siteUrl(
  target: SiteAddressTarget,
  hostHeader: string | null,
  addressing: SiteAddressing,
): string | null {
  const suffix = developmentSuffix(hostHeader, addressing.tenancy)
  if (suffix && target.slug) return `${developmentOrigin(`${target.slug}.${suffix}`, addressing.port)}/`
  const domain = target.domains?.[0]
  return domain ? `https://${domain}/` : null
}

/** `path` on this website, as an absolute address from its configured origin (see `siteOrigin`). */
export function siteAddress(context: Readonly<RouterContextProvider>, path: string): string {
  return `${context.get(siteOriginContext) ?? ''}${path}`
}
