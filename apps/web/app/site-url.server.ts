import type { TenancyRules } from '@forecourt/domain/tenancy'

/**
 * The address of another website on the platform, as seen from this request: `{slug}.localhost:PORT` while
 * browsing a development host, otherwise the site's first production domain.
 */
export function siteUrl(
  target: { slug: string | null; domains?: readonly string[] | null },
  requestUrl: string,
  rules: TenancyRules,
): string | null {
  const current = new URL(requestUrl)
  const devSuffix = rules.slugHostSuffixes.find(
    (suffix) => current.hostname === suffix || current.hostname.endsWith(`.${suffix}`),
  )
  if (devSuffix && target.slug) {
    return `${current.protocol}//${target.slug}.${devSuffix}${current.port ? `:${current.port}` : ''}/`
  }
  const domain = target.domains?.[0]
  return domain ? `https://${domain}/` : null
}
