/**
 * Sitemaps (sitemaps.org protocol) and robots.txt for a dealer website. One sitemap holds at most 50,000
 * URLs; past that the site's `/sitemap.xml` becomes an index of numbered parts.
 */

import { modelPath, modelsPath } from './model-range.ts'

export const SITEMAP_URL_LIMIT = 50_000

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string
  /** When the page last changed, if known. */
  lastmod?: Date
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[character]};`,
  )

const day = (date: Date) => date.toISOString().slice(0, 10)

export function sitemapPartCount(entries: number, limit = SITEMAP_URL_LIMIT): number {
  return Math.max(1, Math.ceil(entries / limit))
}

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${day(entry.lastmod)}</lastmod>` : ''}</url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function sitemapIndexXml(partUrls: readonly string[]): string {
  const parts = partUrls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join('\n')}\n</sitemapindex>\n`
}

/**
 * The model range's pages: /models, one /models?body=… per body type of the range, and each model's intro
 * page. None for a site without models, whose /models is only an empty state.
 */
export function modelRangeSitemapPaths(
  models: readonly { slug: string; categories: readonly string[] }[],
): string[] {
  if (models.length === 0) return []
  const bodies = [...new Set(models.flatMap((model) => model.categories))]
  return [
    '/models',
    ...bodies.map((body) => modelsPath(body)),
    ...models.map((model) => modelPath(model.slug)),
  ]
}

/** robots.txt: everything a shopper sees may be crawled; the APIs and the search endpoint may not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /typesense/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
