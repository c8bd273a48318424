import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { siteUrl } from './support/server'

test('legal and company pages render their Studio text, with safe links', { tag: '@phone' }, async ({
  page,
}) => {
  const response = await page.goto(siteUrl('outback-trucks', '/privacy-policy'))
  expect(response?.status()).toBe(200)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
  await expect(main.getByRole('heading', { level: 2, name: 'What we collect' })).toBeVisible()
  await expect(main.getByRole('listitem')).toHaveCount(3)
  await expect(main.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    siteUrl('outback-trucks', '/privacy-policy'),
  )
  await expectNoAxeViolations(page)
  for (const path of ['/terms-and-conditions', '/careers', '/about-us']) {
    expect((await page.goto(siteUrl('outback-trucks', path)))?.status(), path).toBe(200)
  }
})

test("information pages live under /pages/, on the websites they're published for", async ({ page }) => {
  const response = await page.goto(siteUrl('harbourside-volkswagen', '/pages/warranty'))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Car Warranty')
  expect((await page.goto(siteUrl('southern-cross-motors', '/pages/warranty')))?.status()).toBe(404)
  expect((await page.goto(siteUrl('harbourside-volkswagen', '/pages/privacy-policy')))?.status()).toBe(404)
  expect((await page.goto(siteUrl('harbourside-volkswagen', '/pages/no-such-page')))?.status()).toBe(404)
})

test("a page's Why Choose Us panel lists the dealer's reasons", async ({ page }) => {
  await page.goto(siteUrl('coastline-motorcycles', '/about-us'))
  const panel = page.getByRole('region', { name: 'Why Choose Us' })
  await expect(panel.getByRole('listitem')).toHaveCount(4)
  await expect(panel.getByText('Fixed-price servicing')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a trade-in FAQ folds each answer under its question, without JavaScript too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(siteUrl('outback-trucks', '/pages/selling-your-car'))
  const faq = page.getByRole('region', { name: 'Frequently asked questions' })
  const answer = faq.getByText('We buy cars outright as well as taking trade-ins.')
  await expect(answer).toBeHidden()
  await faq.getByText('Do I have to buy a car from you?').click()
  await expect(answer).toBeVisible()
  // A blank line in the answer starts a new paragraph.
  await faq.getByText('How do you value my car?').click()
  await expect(faq.getByText('The valuation is confirmed when we see the car.')).toBeVisible()
  await expect(faq.locator('details').first().locator('p')).toHaveCount(2)
  await context.close()
})

test("a page's location block lists the locations its filter picks", async ({ page }) => {
  await page.goto(siteUrl('southern-cross-motors', '/about-us'))
  const primary = page.getByRole('region', { name: 'Visit Us' })
  await expect(primary.getByRole('article')).toHaveCount(1)
  await expect(primary.getByRole('heading', { name: 'Southern Cross Motors Moorooka' })).toBeVisible()

  await page.goto(siteUrl('harbourside-volkswagen', '/pages/warranty'))
  const serviceAndParts = page.getByRole('region', { name: 'Warranty service and genuine parts' })
  await expect(serviceAndParts.getByRole('article').getByRole('heading', { level: 2 })).toHaveText([
    'Harbourside Volkswagen Service Centre',
  ])
  await expectNoAxeViolations(page)
})
