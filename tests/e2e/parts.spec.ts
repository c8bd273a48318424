import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { siteUrl } from './support/server'

test('the parts page shows the Studio text and the parts counter', { tag: '@phone' }, async ({ page }) => {
  await page.goto(siteUrl('southern-cross-motors', '/vehicle-parts-and-accessories'))
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Genuine Parts & Accessories' })).toBeVisible()
  await expect(main.getByText('Towbars and roof racks')).toBeVisible()
  const locations = main.getByRole('region', { name: 'Parts locations' })
  await expect(locations.getByRole('heading', { name: 'Southern Cross Motors Parts' })).toBeVisible()
  await expect(locations.getByRole('article')).toHaveCount(1)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    siteUrl('southern-cross-motors', '/vehicle-parts-and-accessories'),
  )
  await expectNoAxeViolations(page)
})

test('without parts text or a parts counter, every location takes parts enquiries', async ({ page }) => {
  await page.goto(siteUrl('outback-trucks', '/vehicle-parts-and-accessories'))
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Parts & Accessories' })).toBeVisible()
  await expect(main.getByRole('region', { name: 'Parts locations' }).getByRole('article')).toHaveCount(2)
})

test('/parts/search leads to the parts page, and the parts text is not also under /pages/', async ({
  page,
}) => {
  await page.goto(siteUrl('southern-cross-motors', '/parts/search'))
  await expect(page).toHaveURL(siteUrl('southern-cross-motors', '/vehicle-parts-and-accessories'))
  const response = await page.goto(siteUrl('southern-cross-motors', '/pages/vehicle-parts-and-accessories'))
  expect(response?.status()).toBe(404)
})
