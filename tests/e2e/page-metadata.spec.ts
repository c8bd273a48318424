import { expect, test } from '@playwright/test'
import { siteUrl } from './support/server'

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
