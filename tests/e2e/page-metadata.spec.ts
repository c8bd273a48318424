import { type APIRequestContext, expect, test } from '@playwright/test'
import { siteRequest } from './support/leads'
import { e2ePort, platformUrl, siteUrl } from './support/server'

test.skip(({ isMobile }) => isMobile, 'no screen involved')

/** Every page type of a dealer and of a group website, at its canonical address. */
const pages: [site: string, path: string][] = [
  ['harbourside-volkswagen', '/'],
  ['harbourside-volkswagen', '/search/used-cars'],
  ['harbourside-volkswagen', '/special-offers'],
  ['harbourside-volkswagen', '/offers/volkswagen/tiguan-finance-3-99'],
  ['harbourside-volkswagen', '/dealerships'],
  ['harbourside-volkswagen', '/dealer-locator'],
  ['harbourside-volkswagen', '/locations/harbourside-volkswagen-sales'],
  ['harbourside-volkswagen', '/contact'],
  ['harbourside-volkswagen', '/contact-us/harbourside-volkswagen-service'],
  ['harbourside-volkswagen', '/service'],
  ['harbourside-volkswagen', '/vehicle-parts-and-accessories'],
  ['harbourside-volkswagen', '/models'],
  ['harbourside-volkswagen', '/privacy-policy'],
  ['harbourside-volkswagen', '/pages/warranty'],
  ['southern-cross-group', '/'],
  ['southern-cross-group', '/brands'],
  ['southern-cross-group', '/twg-cars'],
]

test('every page has its own title, description and canonical URL', async ({ page }) => {
  const titles = new Map<string, string>()
  for (const [site, path] of pages) {
    const url = siteUrl(site, path)
    const response = await page.goto(url)
    expect(response?.status(), url).toBe(200)
    const canonical = page.locator('link[rel="canonical"]')
    await expect(canonical, url).toHaveCount(1)
    await expect(canonical, url).toHaveAttribute('href', url)
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description?.length ?? 0, url).toBeGreaterThan(20)
    const title = await page.title()
    expect(titles.get(title), `${url} has the title of ${titles.get(title)}`).toBeUndefined()
    titles.set(title, url)
  }
})

/** A GET of `path` as the browser makes it on `host`, not following redirects. */
const getOn = (request: APIRequestContext, host: string, path: string) =>
  request.get(platformUrl(path), { headers: { host: `${host}:${e2ePort}` }, maxRedirects: 0 })

test("each site's icon is its logo; a page of no site has the platform's; /favicon.ico never answers 404", async ({
  page,
  request,
}) => {
  const logo = '/demo-media/logos/dealer-outback-trucks.svg'
  await page.goto(siteUrl('outback-trucks'))
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', logo)
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('type', 'image/svg+xml')
  const target = siteRequest('outback-trucks', logo)
  const icon = await request.get(target.url, { headers: target.headers })
  expect(icon.status()).toBe(200)
  expect(icon.headers()['content-type']).toContain('image/svg+xml')

  // The platform's index and an address with no website: the platform's own icon.
  await page.goto(platformUrl('/'))
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg')
  const platformIcon = await request.get(platformUrl('/favicon.svg'))
  expect(platformIcon.status()).toBe(200)
  expect(platformIcon.headers()['content-type']).toContain('image/svg+xml')

  // Asked for the conventional address, each host redirects to its own icon.
  const redirects: [host: string, icon: string][] = [
    ['outback-trucks.localhost', logo],
    ['harbourside-volkswagen.localhost', '/demo-media/logos/dealer-harbourside-volkswagen.svg'],
    ['localhost', '/favicon.svg'],
    ['nobody.localhost', '/favicon.svg'],
  ]
  for (const [host, expected] of redirects) {
    const answer = await getOn(request, host, '/favicon.ico')
    expect(answer.status(), host).toBe(302)
    expect(answer.headers().location, host).toBe(expected)
    expect((await getOn(request, host, expected)).status(), `${host} ${expected}`).toBe(200)
  }
})
