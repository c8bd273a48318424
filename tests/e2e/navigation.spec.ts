import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { hydrated } from './support/hydration'
import { siteUrl } from './support/server'

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).first()

test.describe('desktop header menu', () => {
  test.skip(({ isMobile }) => isMobile, 'the phone menu has its own test')

  test("shows the spec's default menu, with drop-downs on hover where the dealer chose hover", async ({
    page,
  }) => {
    await page.goto(siteUrl('harbourside-volkswagen', '/special-offers'))
    const nav = mainNav(page)
    for (const name of ['Home', 'New Vehicles', 'Stock', 'Service', 'Special Offers', 'More']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    }
    const warranty = nav.getByRole('link', { name: 'New Car Warranty' })
    await expect(warranty).toBeHidden()
    // The menu bar's Service (its drop-down lists a Service page too).
    const service = nav.getByRole('link', { name: 'Service', exact: true }).first()
    await service.hover()
    await expect(warranty).toBeVisible()
    // "Nav dropdown offset 8": the panel opens 8px below its menu item...
    // The innermost list holding the link (the menu bar's own list holds it too, and comes first).
    const panel = nav
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: 'New Car Warranty' }) })
      .last()
    const gap = await panel.evaluate((element) => {
      const item = (element as HTMLElement).offsetParent as HTMLElement
      return element.getBoundingClientRect().top - item.getBoundingClientRect().bottom
    })
    expect(gap).toBe(8)
    // ...and a pointer crossing that gap down to the panel keeps it open.
    const from = await service.boundingBox()
    const to = await warranty.boundingBox()
    if (!from || !to) throw new Error('The menu is not laid out')
    await page.mouse.move(from.x + 10, from.y + from.height - 2)
    await page.mouse.move(to.x + 10, to.y + to.height / 2, { steps: 12 })
    await expect(warranty).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('opens drop-downs by keyboard, and closes them with Escape', async ({ page }) => {
    await page.goto(siteUrl('southern-cross-motors', '/special-offers'))
    await hydrated(page)
    const nav = mainNav(page)
    const toggle = nav.getByRole('button', { name: 'More menu' })
    // This dealer opens drop-downs on click only: hovering does nothing.
    await nav.getByRole('link', { name: 'More', exact: true }).hover()
    await expect(nav.getByRole('link', { name: 'Privacy Policy' })).toBeHidden()
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Privacy Policy' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(nav.getByRole('link', { name: 'Privacy Policy' })).toBeHidden()
  })

  test("lists the site's models under New Vehicles", async ({ page }) => {
    await page.goto(siteUrl('southern-cross-motors', '/special-offers'))
    await hydrated(page)
    const nav = mainNav(page)
    await nav.getByRole('button', { name: 'New Vehicles menu' }).click()
    const models = nav.locator('a[href^="/search/new-cars?make="]')
    await expect(models.first()).toBeVisible()
    expect(await models.count()).toBeGreaterThan(1)
    await expect(models.first()).toHaveAttribute('href', /^\/search\/new-cars\?make=[^&]+&model=/)
  })
})

test('on phones the whole menu sits behind a Menu button that works without JavaScript', {
  tag: '@phone',
}, async ({ browser, isMobile }) => {
  test.skip(!isMobile, 'phone only')
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 412, height: 900 },
  })
  const page = await context.newPage()
  await page.goto(siteUrl('outback-trucks', '/dealerships'))
  const menu = page.getByRole('navigation', { name: 'Main' })
  await expect(menu.getByRole('link', { name: 'Privacy Policy' })).toBeHidden()
  await page.getByText('Menu', { exact: true }).click()
  await expect(menu.getByRole('link', { name: 'Privacy Policy' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Special Offers' }).click()
  await expect(page).toHaveURL(siteUrl('outback-trucks', '/special-offers'))
  await context.close()
})

test('on phones the Menu opens over the page and closes with Close or Escape', { tag: '@phone' }, async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'phone only')
  await page.goto(siteUrl('southern-cross-motors', '/special-offers'))
  await hydrated(page)
  const menu = page.getByRole('navigation', { name: 'Main' })
  const newModels = menu.locator('a[href^="/search/new-cars?make="]')
  await expect(menu).toBeHidden()
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  // Every drop-down's links are listed under their heading, and Contact Us ends the list.
  await expect(newModels.first()).toBeVisible()
  const lastItem = menu.getByRole('list').first().locator(':scope > li').last()
  await expect(lastItem.getByRole('link')).toHaveText('Contact Us')
  await expectNoAxeViolations(page)
  await menu.getByRole('button', { name: 'Close menu' }).click()
  await expect(menu).toBeHidden()
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  await expect(menu).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
})

test('the footer groups links under Categories, Buying, Aftersales and Company', { tag: '@phone' }, async ({
  page,
}) => {
  await page.goto(siteUrl('coastline-motorcycles', '/dealerships'))
  const footer = page.getByRole('navigation', { name: 'Footer' })
  for (const title of ['Categories', 'Buying', 'Aftersales', 'Company']) {
    await expect(footer.getByRole('heading', { name: title })).toBeVisible()
  }
  await footer.getByRole('link', { name: 'Our Dealerships' }).click()
  await expect(page).toHaveURL(siteUrl('coastline-motorcycles', '/dealerships'))
  await expectNoAxeViolations(page)
})

test('links move between pages without loading a new document once the page is interactive', async ({
  page,
}) => {
  await page.goto(siteUrl('southern-cross-motors', '/dealerships'))
  await hydrated(page)
  // A mark on this document: a full page load would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocumentMark: true }))
  const footer = page.getByRole('navigation', { name: 'Footer' })
  await footer.getByRole('link', { name: 'Special Offers' }).click()
  await expect(page).toHaveURL(siteUrl('southern-cross-motors', '/special-offers'))
  await expect(page.getByRole('heading', { level: 1, name: 'Special Offers' })).toBeVisible()
  await footer.getByRole('link', { name: 'Contact Us' }).click()
  await expect(page).toHaveURL(siteUrl('southern-cross-motors', '/contact'))
  expect(await page.evaluate(() => 'sameDocumentMark' in window)).toBe(true)
  // Back returns to the page before, as after any link.
  await page.goBack()
  await expect(page).toHaveURL(siteUrl('southern-cross-motors', '/special-offers'))
  expect(await page.evaluate(() => 'sameDocumentMark' in window)).toBe(true)
})
