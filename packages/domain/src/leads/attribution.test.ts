import { describe, expect, it } from 'vitest'
import { linkedQueryParams, MAX_VISITED_PAGES, parseLeadAttribution } from './attribution.ts'

describe('lead attribution (lead_attributes {visited_pages, linked_query_params})', () => {
  it('keeps the UTM parameters and ad click ids of a query string, first value each', () => {
    const params = new URLSearchParams('utm_source=google&utm_medium=cpc&gclid=abc&utm_source=bing&page=2')
    expect(linkedQueryParams(params)).toEqual({ utm_source: 'google', utm_medium: 'cpc', gclid: 'abc' })
  })

  it('records the visited pages in order, ending with the page the form is on', () => {
    const attribution = parseLeadAttribution({
      visitedPages: JSON.stringify(['/', '/search/used-cars', '/cars/2020-toyota-hilux']),
      linkedQueryParams: JSON.stringify({ utm_campaign: 'spring', fbclid: 'f1' }),
      pageUrl: '/models/tiguan?utm_source=newsletter',
    })
    expect(attribution.visited_pages).toEqual([
      '/',
      '/search/used-cars',
      '/cars/2020-toyota-hilux',
      '/models/tiguan?utm_source=newsletter',
    ])
    expect(attribution.linked_query_params).toEqual({
      utm_campaign: 'spring',
      fbclid: 'f1',
      utm_source: 'newsletter',
    })
  })

  it('still knows the page and its campaign without JavaScript (no visited pages posted)', () => {
    expect(parseLeadAttribution({ pageUrl: '/contact?gclid=g9' })).toEqual({
      visited_pages: ['/contact?gclid=g9'],
      linked_query_params: { gclid: 'g9' },
    })
  })

  it('drops malformed input instead of failing: bad JSON, other sites, scripts, too many pages', () => {
    const many = Array.from({ length: 50 }, (_, index) => `/page-${index}`)
    const attribution = parseLeadAttribution({
      visitedPages: JSON.stringify([...many, 'https://evil.example/', '//evil.example', '/<script>', 42]),
      linkedQueryParams: '{not json',
      pageUrl: 'javascript:alert(1)',
    })
    expect(attribution.visited_pages).toHaveLength(MAX_VISITED_PAGES)
    expect(attribution.visited_pages.at(-1)).toBe('/page-49')
    expect(attribution.linked_query_params).toEqual({})
  })

  it('drops pages and parameters with control characters, which a lead could not be stored with (a NUL)', () => {
    const attribution = parseLeadAttribution({
      visitedPages: JSON.stringify(['/search', '/cars/\u0000x']),
      linkedQueryParams: JSON.stringify({ utm_source: 'mail\u0000', utm_medium: 'email' }),
      pageUrl: '/contact?utm_campaign=%00spring',
    })
    expect(attribution).toEqual({
      visited_pages: ['/search', '/contact?utm_campaign=%00spring'],
      linked_query_params: { utm_medium: 'email' },
    })
  })
})
