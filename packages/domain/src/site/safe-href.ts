/**
 * Link addresses from content, kept only when they cannot run script or leave the expected schemes: a
 * site-relative path (not `//host`), or http(s), mailto and tel addresses.
 */
export function safeHref(
  href: string | null | undefined,
  schemes: readonly string[] = ['http', 'https'],
): string | null {
  const value = href?.trim()
  if (!value) return null
  if (value.startsWith('/') && !value.startsWith('//')) return value
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase()
  return scheme && schemes.includes(scheme) ? value : null
}
