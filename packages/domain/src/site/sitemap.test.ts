import { describe, expect, it } from 'vitest'
import {
  modelRangeSitemapPaths,
  robotsTxt,
  SITEMAP_URL_LIMIT,
  sitemapIndexXml,
  sitemapPartCount,
  urlsetXml,
} from './sitemap.ts'

describe('sitemaps', () => {
  it('lists each URL with its last change, XML-escaped', () => {
    const xml = urlsetXml([
      { loc: 'https://example.com.au/search?make=Ford&body=Ute' },
      { loc: 'https://example.com.au/cars/2022-ford-ranger', lastmod: new Date('2026-11-20T09:30:00Z') },
    ])
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain('<url><loc>https://example.com.au/search?make=Ford&amp;body=Ute</loc></url>')
    expect(xml).toContain('<lastmod>2026-11-20</lastmod>')
  })

  it('splits into an index of parts above 50,000 URLs', () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000)
    expect(sitemapPartCount(50_000)).toBe(1)
    expect(sitemapPartCount(50_001)).toBe(2)
    expect(sitemapPartCount(0)).toBe(1)
    expect(sitemapIndexXml(['https://a.au/sitemap.xml?part=1', 'https://a.au/sitemap.xml?part=2'])).toContain(
      '<sitemap><loc>https://a.au/sitemap.xml?part=2</loc></sitemap>',
    )
  })

  it('points crawlers at the sitemap and away from the APIs', () => {
    expect(robotsTxt('https://www.harbourside.com.au')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /typesense/\n\nSitemap: https://www.harbourside.com.au/sitemap.xml\n',
    )
  })
})

describe('model range in the sitemap', () => {
  it('lists /models, each body type of the range once and each model page', () => {
    expect(
      modelRangeSitemapPaths([
        { slug: 'tiguan', categories: ['SUV'] },
        { slug: 'multivan', categories: ['Passenger', 'Commercial'] },
        { slug: 'amarok', categories: ['Commercial'] },
      ]),
    ).toEqual([
      '/models',
      '/models?body=SUV',
      '/models?body=Passenger',
      '/models?body=Commercial',
      '/models/tiguan',
      '/models/multivan',
      '/models/amarok',
    ])
  })

  it('lists nothing for a site without models', () => {
    expect(modelRangeSitemapPaths([])).toEqual([])
  })
})
