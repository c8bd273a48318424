import { demoDealers, demoGroups } from '@forecourt/demo-data/tenants'
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { platformUrl, siteUrl } from './support/server'

const demoSites = [
  ...demoDealers.map((dealer) => ({ slug: dealer.slug, name: dealer.name, primary: dealer.theme.primary })),
  ...demoGroups
    .filter((group) => group.hasWebsite)
    .map((group) => ({ slug: group.slug, name: group.name, primary: group.theme.primary })),
]

test.describe('each demo website is served from its own host', () => {
  for (const site of demoSites) {
    test(`${site.slug} shows its own name and theme`, async ({ page }) => {
      const response = await page.goto(siteUrl(site.slug))
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.name)
      await expect(page).toHaveTitle(new RegExp(site.name.replace(/[&]/g, '\\$&')))
      const primary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
      )
      expect(primary).toBe(site.primary)
      await expect(page.getByRole('heading', { name: 'Our Locations' })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }
})

test('the home page lists every location of a multi-location dealer, with phones in the footer', async ({
  page,
}) => {
  const dealer = demoDealers.find((candidate) => candidate.slug === 'southern-cross-motors')!
  await page.goto(siteUrl(dealer.slug))
  const locations = page.getByRole('region', { name: 'Our Locations' }).getByRole('listitem')
  await expect(locations).toHaveCount(dealer.locations.length)
  const footer = page.getByRole('contentinfo')
  for (const location of dealer.locations) {
    await expect(footer.getByRole('heading', { name: location.name })).toBeVisible()
    await expect(footer.getByRole('link', { name: location.phone })).toHaveAttribute(
      'href',
      `tel:${location.phone.replace(/\s/g, '')}`,
    )
  }
  await expect(footer).toContainText(`Dealer licence ${dealer.dealerLicenceNumber}`)
})

test('an unknown host gets the themed 404 "No dealer website at this address"', async ({ page }) => {
  const response = await page.goto(siteUrl('nobody'))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No dealer website at this address')
  await expect(page).toHaveTitle('No dealer website at this address')
  await expectNoAxeViolations(page)
})

test('an unknown path on a dealer site is a 404 inside that dealer’s own shell', async ({ page }) => {
  const response = await page.goto(siteUrl('harbourside-volkswagen', '/no-such-page'))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await expect(
    page.getByRole('banner').getByRole('link', { name: /Harbourside Volkswagen home/ }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the platform host lists every demo website with a working link', async ({ page }) => {
  await page.goto(platformUrl())
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forecourt demo websites')
  for (const site of demoSites) {
    await expect(page.getByRole('link', { name: site.name, exact: true })).toHaveAttribute(
      'href',
      siteUrl(site.slug),
    )
  }
  await page.getByRole('link', { name: 'Coastline Motorcycles', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coastline Motorcycles')
})

test('the tenant comes from the Host header, never from the query string', async ({ request }) => {
  const response = await request.get(
    platformUrl('/?dealer=harbourside-volkswagen&slug=harbourside-volkswagen'),
    {
      headers: { host: `nobody.localhost:${new URL(platformUrl()).port}` },
    },
  )
  expect(response.status()).toBe(404)
  expect(await response.text()).toContain('No dealer website at this address')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the server-rendered home page is complete', async ({ page }) => {
    await page.goto(siteUrl('outback-trucks'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Outback Trucks & Caravans')
    await expect(page.getByRole('region', { name: 'Our Locations' }).getByRole('listitem')).toHaveCount(2)
  })
})

test('the page fits a phone screen without sideways scrolling', { tag: '@phone' }, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(siteUrl('southern-cross-motors'))
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
