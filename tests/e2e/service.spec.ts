import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { siteUrl } from './support/server'

const main = (page: Page) => page.getByRole('main')
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Service booking' })

test('the first tab opens by default and embeds its booking page 750 px high', { tag: '@phone' }, async ({
  page,
}) => {
  // Harbourside Volkswagen has no service page of its own: it shows its Volkswagen group's.
  await page.goto(siteUrl('harbourside-volkswagen', '/service'))
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Service' })).toBeVisible()
  await expect(tabs(page).getByRole('link')).toHaveText([
    'Book a Service',
    'Express Service',
    'Tyres & Wheels',
  ])
  await expect(tabs(page).getByRole('link', { name: 'Book a Service' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const frame = page.locator('iframe[title="Book a Service: online booking"]')
  await expect(frame).toHaveAttribute('src', '/demo-media/service-booking/volkswagen-service.html')
  expect((await frame.boundingBox())?.height).toBe(750)
  await expect(
    page.frameLocator('iframe[title="Book a Service: online booking"]').getByRole('heading', {
      name: 'Online service booking',
    }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: /Service Pricing Guide/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.volkswagen\.com\.au\//,
  )
  await expect(page.getByRole('link', { name: 'Call Service 02 9555 0110' })).toHaveAttribute(
    'href',
    'tel:0295550110',
  )
  await expect(page).toHaveTitle('Book a Service (Book a Service) | Harbourside Volkswagen')
  await expectNoAxeViolations(page)
})

test('?tab= picks a tab by name whatever its case, and an unknown name falls back to the first', async ({
  page,
}) => {
  await page.goto(siteUrl('harbourside-volkswagen', '/service?tab=express%20SERVICE'))
  await expect(tabs(page).getByRole('link', { name: 'Express Service' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.locator('iframe[title="Express Service: online booking"]')).toHaveAttribute(
    'src',
    '/demo-media/service-booking/volkswagen-express.html',
  )
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    siteUrl('harbourside-volkswagen', '/service?tab=Express+Service'),
  )

  await page.goto(siteUrl('harbourside-volkswagen', '/service?tab=detailing'))
  await expect(tabs(page).getByRole('link', { name: 'Book a Service' })).toHaveAttribute(
    'aria-current',
    'page',
  )
})

test('a tab without a booking page shows the service location with its phone and hours', async ({ page }) => {
  await page.goto(siteUrl('harbourside-volkswagen', '/service'))
  await tabs(page).getByRole('link', { name: 'Tyres & Wheels' }).click()
  await expect(page).toHaveURL(siteUrl('harbourside-volkswagen', '/service?tab=Tyres+%26+Wheels'))
  await expect(page.locator('iframe')).toHaveCount(0)
  await expect(
    main(page).getByRole('heading', { name: 'Harbourside Volkswagen Service Centre' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Call 02 9555 0110' })).toHaveAttribute(
    'href',
    'tel:0295550110',
  )
  await expect(main(page).getByRole('heading', { name: 'Opening Hours' })).toBeVisible()
  await expect(main(page).getByText('Mon - Fri')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the seasonal service offer terms open and close like an accordion', async ({ page }) => {
  await page.goto(siteUrl('harbourside-volkswagen', '/service'))
  const terms = page.getByText('Not valid with any other offer.', { exact: false })
  await expect(terms).toBeHidden()
  await page.getByText('Winter Service Special: terms and conditions').click()
  await expect(terms).toBeVisible()
  await page.getByText('Winter Service Special: terms and conditions').click()
  await expect(terms).toBeHidden()
})

test("a dealer's own service page replaces its group's", async ({ page }) => {
  await page.goto(siteUrl('southern-cross-motors', '/service'))
  await expect(tabs(page).getByRole('link')).toHaveText(['Service', 'Fleet Servicing'])
  await expect(main(page).getByRole('heading', { name: 'Southern Cross Motors Service' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Service Pricing Guide/ })).toHaveCount(0)
  await expect(page.getByText(/terms and conditions/)).toHaveCount(0)
})

test('without a service page, one Book a Service tab picks among the locations without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(siteUrl('outback-trucks', '/service'))
  await expect(page.getByRole('navigation', { name: 'Service booking' })).toHaveCount(0)
  // The dealer lists its caravan yard first (a fixed location order), so that is where the picker starts.
  await expect(main(page).getByRole('heading', { name: 'Outback Caravans Gepps Cross' })).toBeVisible()
  await page.getByLabel('Service location').selectOption({ label: 'Outback Trucks Wingfield' })
  await page.getByRole('button', { name: 'Show location' }).click()
  await expect(page).toHaveURL(siteUrl('outback-trucks', '/service?location=outback-trucks-wingfield'))
  await expect(main(page).getByRole('heading', { name: 'Outback Trucks Wingfield' })).toBeVisible()
  await expect(page.getByLabel('Service location')).toHaveValue('outback-trucks-wingfield')
  await context.close()
})
