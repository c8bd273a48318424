import { demoDealers } from '@forecourt/demo-data/tenants'
import { locationStockPath } from '@forecourt/domain/locations/stock-link'
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { listedVehicles } from './support/demo-stock'
import { hydrated } from './support/hydration'
import { siteUrl } from './support/server'

const dealer = demoDealers.find((candidate) => candidate.slug === 'southern-cross-motors')!
const cards = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('article')

test("a dealer's fixed location order replaces sales, service, parts", async ({ page }) => {
  // Outback Trucks lists its caravan yard first, although its truck yard is the primary location.
  await page.goto(siteUrl('outback-trucks', '/dealerships'))
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText([
    'Outback Caravans Gepps Cross',
    'Outback Trucks Wingfield',
  ])
})

test('/dealerships lists every location, sales first, then service, then parts', async ({ page }) => {
  await page.goto(siteUrl(dealer.slug, '/dealerships'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Dealerships')
  await expect(cards(page)).toHaveCount(dealer.locations.length)
  const types = await cards(page).evaluateAll((nodes) =>
    nodes.map((node) => node.querySelector('p')?.textContent),
  )
  const rank = { SALES: 0, SERVICE: 1, PARTS: 2 } as Record<string, number>
  expect(types.map((type) => rank[type ?? ''])).toEqual([...types.map((type) => rank[type ?? ''])].sort())
  for (const location of dealer.locations) {
    await expect(page.getByRole('main').getByRole('heading', { name: location.name })).toBeVisible()
  }
  await expect(page.getByText(/^(Open now until \d{1,2}:\d{2}[ap]m|Closed now)$/).first()).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the locations grid filters by service, sales and parts, without JavaScript too', {
  tag: '@phone',
}, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(siteUrl(dealer.slug, '/dealerships'))
  await page
    .getByRole('navigation', { name: 'Filter locations' })
    .getByRole('link', { name: 'Parts' })
    .click()
  await expect(page).toHaveURL(/\/dealerships\?filter=parts$/)
  await expect(cards(page)).toHaveCount(
    dealer.locations.filter((location) => location.type === 'parts').length,
  )
  await expect(cards(page).first()).toContainText(/^Parts/)
  await context.close()
})

test("a location page's View Our Stock opens the cars standing at that location, and only those", {
  tag: '@phone',
}, async ({ page }) => {
  const location = dealer.locations.find((candidate) => candidate.slug.endsWith('-penrith'))!
  const here = listedVehicles(dealer.slug, (car) => car.location_name === location.name)
  expect(here.length).toBeGreaterThan(0)
  expect(here.length).toBeLessThan(listedVehicles(dealer.slug, () => true).length)
  await page.goto(siteUrl(dealer.slug, `/locations/${location.slug}`))
  await hydrated(page)
  await page.getByRole('link', { name: 'View Our Stock' }).click()
  await expect(page).toHaveURL(siteUrl(dealer.slug, locationStockPath(location.name)))
  await expect(page.getByRole('list', { name: 'Vehicles' })).toBeVisible()
  await expect(page.getByRole('main').getByText(/^[\d,]+ vehicles?$/)).toHaveText(
    `${here.length.toLocaleString('en-AU')} vehicle${here.length === 1 ? '' : 's'}`,
  )
})

test('a location page shows its hours, holiday hours and contact, at either address', async ({ page }) => {
  const location = dealer.locations.find((candidate) => candidate.type === 'service')!
  await page.goto(siteUrl(dealer.slug, `/our-location/${location.slug}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(location.name)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    siteUrl(dealer.slug, `/locations/${location.slug}`),
  )
  const hours = page.getByRole('region', { name: 'Opening Hours' })
  await expect(hours.getByText('Mon - Fri')).toBeVisible()
  await hours.getByText('View Holiday Hours').click()
  await expect(hours.getByText(/\(Christmas Day\)|\(Boxing Day\)|\(New Year's Day\)/).first()).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: location.phone })).toHaveAttribute('href', /^tel:/)
  await expect(main.getByRole('link', { name: 'Book a Service' })).toHaveAttribute('href', '/service')
  await expectNoAxeViolations(page)
  expect((await page.goto(siteUrl(dealer.slug, '/locations/no-such-location')))?.status()).toBe(404)
})

test('/contact and /contact-us/{location} give phones and addresses', async ({ page }) => {
  const location = dealer.locations[0]!
  await page.goto(siteUrl(dealer.slug, '/contact'))
  await expect(cards(page)).toHaveCount(dealer.locations.length)
  await page.goto(siteUrl(dealer.slug, `/contact-us/${location.slug}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Contact ${location.name}`)
  await expect(cards(page)).toHaveCount(1)
  await expectNoAxeViolations(page)
  expect((await page.goto(siteUrl(dealer.slug, '/contact-us/nobody-here')))?.status()).toBe(404)
})

test("/contact's Opening Hours panel shows each location type's hours, chosen without JavaScript too", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(siteUrl(dealer.slug, '/contact'))
  const panel = page.getByRole('region', { name: 'Our Opening Hours' })
  const types = panel.getByRole('navigation', { name: 'Location type' }).getByRole('link')
  await expect(types).toHaveText(['Sales', 'Service', 'Parts'])
  await expect(types.first()).toHaveAttribute('aria-current', 'page')
  const salesYards = dealer.locations.filter((location) => location.type === 'sales')
  for (const location of salesYards)
    await expect(panel.getByText(location.name, { exact: true })).toBeVisible()

  await types.filter({ hasText: 'Service' }).click()
  await expect(page).toHaveURL(siteUrl(dealer.slug, '/contact?hours=service'))
  const panelNow = page.getByRole('region', { name: 'Our Opening Hours' })
  await expect(panelNow.getByText('Southern Cross Motors Service', { exact: true })).toBeVisible()
  await expect(panelNow.getByText(salesYards[0]?.name ?? '', { exact: true })).toHaveCount(0)
  await expect(panelNow.getByText(/^(Mon - Fri|Monday)/).first()).toBeVisible()
  await context.close()
})
