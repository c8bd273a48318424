import { expect, type Page, test } from '@playwright/test'
import { hydrated } from './support/hydration'
import { siteUrl } from './support/server'

/** Per-dealer flags from Studio that change the site shell and the results page. */

const resultItems = (page: Page) => page.getByRole('list', { name: 'Vehicles' }).locator(':scope > li')

test("'Promo card position 9 for one config and 4 for another': an offer card in that slot", async ({
  page,
}) => {
  await page.goto(siteUrl('southern-cross-motors', '/search'))
  const promo = resultItems(page).nth(3)
  const view = promo.getByRole('link', { name: /^View offer: / })
  await expect(view).toBeVisible()
  await expect(view).toHaveAttribute('href', /^\/offers\//)
  await expect(resultItems(page).getByRole('link', { name: /^View offer: / })).toHaveCount(1)
  const offerName = ((await view.getAttribute('aria-label')) ?? '').replace('View offer: ', '')
  await page.goto(siteUrl('southern-cross-motors', '/special-offers'))
  await expect(page.getByRole('heading', { name: offerName }).first()).toBeVisible()

  await page.goto(siteUrl('harbourside-volkswagen', '/search'))
  await expect(
    resultItems(page)
      .nth(8)
      .getByRole('link', { name: /^View offer: / }),
  ).toBeVisible()
})

test('no promotion card where the dealer sets no position', async ({ page }) => {
  await page.goto(siteUrl('coastline-motorcycles', '/search'))
  await expect(resultItems(page).first()).toBeVisible()
  await expect(page.getByRole('link', { name: /^View offer: / })).toHaveCount(0)
})

test.describe('header', () => {
  test.skip(({ isMobile }) => isMobile, 'the phone menu is checked below')

  test("'Our Dealerships' joins the More menu only where the dealer asks for it", async ({ page }) => {
    await page.goto(siteUrl('southern-cross-motors', '/dealerships'))
    await hydrated(page)
    const nav = page.getByRole('navigation', { name: 'Main' }).first()
    await nav.getByRole('button', { name: 'More menu' }).click()
    await expect(nav.getByRole('link', { name: 'Our Dealerships' })).toHaveAttribute('href', '/dealerships')

    await page.goto(siteUrl('harbourside-volkswagen', '/dealerships'))
    await expect(
      page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Our Dealerships' }),
    ).toHaveCount(0)
  })

  test('the header stays in view while scrolling where the group turns the sticky header on', async ({
    page,
  }) => {
    const headerTop = async () => {
      await page.mouse.wheel(0, 1500)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
      return page
        .locator('body > header, header')
        .first()
        .evaluate((header) => header.getBoundingClientRect().top)
    }
    await page.goto(siteUrl('harbourside-volkswagen', '/dealerships'))
    expect(await headerTop()).toBe(0)
    await page.goto(siteUrl('southern-cross-motors', '/dealerships'))
    expect(await headerTop()).toBeLessThan(0)
  })
})

test("the phone menu's Contact Us goes where the dealer points it", { tag: '@phone' }, async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'phone only')
  const contactLink = async (slug: string) => {
    await page.goto(siteUrl(slug, '/dealerships'))
    await page.getByText('Menu', { exact: true }).click()
    return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).last()
  }
  await expect(await contactLink('southern-cross-motors')).toHaveAttribute(
    'href',
    '/contact-us/southern-cross-motors-sales',
  )
  await expect(await contactLink('harbourside-volkswagen')).toHaveAttribute('href', '/contact')
})

test('the footer shows the payment cards taken where shoppers can reserve or buy online', async ({
  page,
}) => {
  await page.goto(siteUrl('southern-cross-motors', '/dealerships'))
  const cardsTaken = page.getByRole('contentinfo').getByRole('list', { name: 'Cards accepted' })
  await expect(cardsTaken.getByRole('img')).toHaveCount(3)
  for (const name of ['Visa', 'Mastercard', 'American Express'])
    await expect(cardsTaken.getByRole('img', { name })).toBeVisible()

  await page.goto(siteUrl('coastline-motorcycles', '/dealerships'))
  await expect(page.getByRole('list', { name: 'Cards accepted' })).toHaveCount(0)
})
