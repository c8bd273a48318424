import { expect, test } from '@playwright/test'
import { listedVehicles } from './support/demo-stock'
import { siteUrl } from './support/server'

const dealer = 'harbourside-volkswagen'
test.skip(({ isMobile }) => isMobile, 'no screen involved')

// Fetched by the browser: it resolves `*.localhost` itself, Node's resolver may not.
test('each dealer has a sitemap of its search landings and every listed vehicle', async ({ page }) => {
  const response = await page.goto(siteUrl(dealer, '/sitemap.xml'))
  if (!response) throw new Error('no response')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/xml')
  const xml = await response.text()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  expect(locs).toContain(siteUrl(dealer, '/'))
  expect(locs).toContain(siteUrl(dealer, '/search/used-cars'))
  expect(locs).toContain(siteUrl(dealer, '/search/volkswagen'))
  expect(locs).toContain(siteUrl(dealer, '/models'))
  expect(locs).toContain(siteUrl(dealer, '/models?body=Commercial'))
  expect(locs).toContain(siteUrl(dealer, '/models/tiguan'))
  // Service, parts and the information pages the dealer has (its own and its group's).
  for (const path of [
    '/service',
    '/vehicle-parts-and-accessories',
    '/privacy-policy',
    '/about-us',
    '/pages/warranty',
    '/pages/roadside-assist',
  ]) {
    expect(locs).toContain(siteUrl(dealer, path))
  }
  expect(locs.filter((loc) => loc?.startsWith(siteUrl(dealer, '/pages/')))).not.toContain(
    siteUrl(dealer, '/pages/vehicle-parts-and-accessories'),
  )
  const vehicles = listedVehicles(dealer, () => true)
  const vehicleLocs = locs.filter((loc) => loc?.includes('/cars/'))
  expect(vehicleLocs).toHaveLength(vehicles.length)
  expect(vehicleLocs).toContain(siteUrl(dealer, vehicles[0]?.path ?? ''))
  // One part holds up to 50,000 URLs: this site needs no index, and there is no second part.
  expect(xml).toContain('<urlset')
  expect((await page.goto(siteUrl(dealer, '/sitemap.xml?part=2')))?.status()).toBe(404)
})

test("robots.txt points at the site's own sitemap", async ({ page }) => {
  const response = await page.goto(siteUrl('outback-trucks', '/robots.txt'))
  expect(response?.status()).toBe(200)
  expect(await response?.text()).toContain(`Sitemap: ${siteUrl('outback-trucks', '/sitemap.xml')}`)
  expect((await page.goto(siteUrl('nobody', '/robots.txt')))?.status()).toBe(404)
})
