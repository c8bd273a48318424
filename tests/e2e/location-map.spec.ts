import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { MAP_TILES, serveMapTiles } from './support/map-tiles'
import { siteUrl } from './support/server'

test("the primary location's map is embedded at zoom 19, centred where the dealer's map settings say", {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto(siteUrl('harbourside-volkswagen', '/locations/harbourside-volkswagen-sales'))
  const map = page.locator('iframe[title="Map of Harbourside Volkswagen Sales"]')
  await expect(map).toHaveAttribute(
    'src',
    'https://maps.google.com/maps?q=-33.88702%2C151.17655&z=19&output=embed',
  )
  const caption = page.locator('#location-map figcaption')
  await expect(caption).toContainText('120 Parramatta Road, Camperdown NSW 2050')
  await expect(caption.getByRole('link', { name: /Directions/ })).toHaveAttribute('href', /^https:\/\//)
  await expectNoAxeViolations(page)
})

test('any other location is mapped at its own position', async ({ page }) => {
  await page.goto(siteUrl('harbourside-volkswagen', '/locations/harbourside-volkswagen-service'))
  await expect(page.locator('iframe[title="Map of Harbourside Volkswagen Service Centre"]')).toHaveAttribute(
    'src',
    'https://maps.google.com/maps?q=-33.8883%2C151.1789&z=19&output=embed',
  )
})

test("a group's static map setting draws its dealers' maps from map tiles", async ({ page }) => {
  await serveMapTiles(page)
  await page.goto(siteUrl('southern-cross-motors', '/locations/southern-cross-motors-sales'))
  const map = page.getByRole('img', { name: 'Map of Southern Cross Motors Moorooka' })
  await map.scrollIntoViewIfNeeded()
  await expect(map).toBeVisible()
  const tiles = map.locator('img')
  await expect(tiles).toHaveCount(9)
  await expect(tiles.first()).toHaveAttribute(
    'src',
    /^https:\/\/tile\.openstreetmap\.org\/19\/\d+\/\d+\.png$/,
  )
  await expect(page.getByText('The map could not be loaded.', { exact: false })).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('a map that cannot load leaves the address and a directions link', async ({ page }) => {
  await page.route(MAP_TILES, (route) => route.abort('internetdisconnected'))
  await page.goto(siteUrl('southern-cross-motors', '/locations/southern-cross-motors-sales'))
  await page.locator('#location-map').scrollIntoViewIfNeeded()
  await expect(
    page.getByText('The map could not be loaded. Use the address and directions below.'),
  ).toBeVisible()
  await expect(page.getByRole('img', { name: /^Map of/ })).toHaveCount(0)
  const caption = page.locator('#location-map figcaption')
  await expect(caption).toContainText('180 Beaudesert Road, Moorooka QLD 4105')
  await expect(caption.getByRole('link', { name: /Directions/ })).toBeVisible()
})
