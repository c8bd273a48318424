import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { siteUrl } from './support/server'

const group = 'southern-cross-group'

test('the group website lists its brands and companies, with the stats banner', { tag: '@phone' }, async ({
  page,
}) => {
  await page.goto(siteUrl(group, '/brands'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Brands')
  for (const section of ['Car brands', 'Motorcycle brands', 'Truck brands', 'Group companies']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible()
  }
  for (const stat of ['50+', '40+', '30+']) await expect(page.getByRole('main').getByText(stat)).toBeVisible()
  // An entry that skips its page links straight out.
  await expect(page.getByRole('link', { name: /^KTM/ })).toHaveAttribute(
    'href',
    'https://www.ktm.com/en-au.html',
  )
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Mazda', exact: true }).click()
  await expect(page).toHaveURL(siteUrl(group, '/mazda/overview'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mazda')
})

test('each group company has its page at its own route', async ({ page }) => {
  for (const slug of [
    'twg-cars',
    'twg-rental',
    'twg-tyres',
    'finance-and-insurance',
    'neotek',
    '4x4-outdoor',
  ]) {
    const response = await page.goto(siteUrl(group, `/${slug}`))
    expect(response?.status(), slug).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Southern Cross')
  }
  await expectNoAxeViolations(page)
})

test('brand pages exist only where they belong', async ({ page }) => {
  expect((await page.goto(siteUrl('southern-cross-motors', '/brands')))?.status()).toBe(404)
  expect((await page.goto(siteUrl('southern-cross-motors', '/twg-cars')))?.status()).toBe(404)
  expect((await page.goto(siteUrl(group, '/ktm/overview')))?.status()).toBe(404)
  expect((await page.goto(siteUrl(group, '/twg-cars/overview')))?.status()).toBe(404)
  expect((await page.goto(siteUrl(group, '/no-such-company')))?.status()).toBe(404)
})
