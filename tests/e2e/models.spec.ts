import { demoModels } from '@forecourt/demo-data/content/models'
import { FEATURES_SHOWN, truncateFeatureDescription } from '@forecourt/domain/site/model-range'
import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { hydrated } from './support/hydration'
import { siteUrl } from './support/server'

const vw = 'harbourside-volkswagen'
const vwRange = demoModels.filter((model) => model.websites.includes('volkswagen-dealer-network'))
const outbackRange = demoModels.filter((model) => model.websites.includes('outback-trucks'))
const modelCards = (page: Page) => page.getByRole('main').getByRole('article')
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).first()

test('/models lists the range, and ?body= filters it whatever the case', { tag: '@phone' }, async ({
  page,
}) => {
  await page.goto(siteUrl(vw, '/models'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Model Range')
  await expect(modelCards(page)).toHaveCount(vwRange.length)
  const bodies = page.getByRole('navigation', { name: 'Body types' })
  await expect(bodies.getByRole('link')).toHaveText([
    'All models',
    'SUV',
    'Passenger',
    'Commercial',
    'Camper',
  ])
  await expect(bodies.getByRole('link', { name: 'All models' })).toHaveAttribute('aria-current', 'page')
  await expectNoAxeViolations(page)

  await page.goto(siteUrl(vw, '/models?body=commercial'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Commercial Models')
  const commercial = vwRange.filter((model) => model.bodies.includes('Commercial'))
  await expect(modelCards(page)).toHaveCount(commercial.length)
  await expect(modelCards(page).getByRole('heading')).toHaveText(commercial.map((model) => model.name))
  await expect(modelCards(page).filter({ hasText: 'Tiguan' })).toHaveCount(0)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    siteUrl(vw, '/models?body=Commercial'),
  )
  await expect(
    page.getByRole('navigation', { name: 'Body types' }).getByRole('link', { name: 'Commercial' }),
  ).toHaveAttribute('aria-current', 'page')
  await modelCards(page).getByRole('link', { name: 'Amarok' }).click()
  await expect(page).toHaveURL(siteUrl(vw, '/models/amarok'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volkswagen Amarok')
})

test('an unknown body shows a designed empty state, not an error', async ({ page }) => {
  const response = await page.goto(siteUrl(vw, '/models?body=Tractor'))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'No models of that body type' })).toBeVisible()
  await expect(modelCards(page)).toHaveCount(0)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expect(page.getByRole('main').getByRole('link', { name: 'View all models' })).toHaveAttribute(
    'href',
    '/models',
  )
  await expectNoAxeViolations(page)
})

test('"With a commercial-only flag, only Commercial models are listed"', async ({ page }) => {
  const commercial = outbackRange.filter((model) => model.bodies.includes('Commercial'))
  const hidden = outbackRange.filter((model) => !model.bodies.includes('Commercial'))
  expect(hidden.length).toBeGreaterThan(0)
  await page.goto(siteUrl('outback-trucks', '/models'))
  await expect(modelCards(page)).toHaveCount(commercial.length)
  for (const model of hidden) {
    await expect(modelCards(page).filter({ hasText: model.name })).toHaveCount(0)
    expect((await page.goto(siteUrl('outback-trucks', `/models/${model.slug}`)))?.status()).toBe(404)
  }
  expect((await page.goto(siteUrl('outback-trucks', '/models?body=Camper')))?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'No models of that body type' })).toBeVisible()
})

test('the model intro page: make, name, descriptions, "For sale in {city} {state}" and its buttons', {
  tag: '@phone',
}, async ({ page }) => {
  const tiguan = vwRange.find((model) => model.slug === 'tiguan')!
  const response = await page.goto(siteUrl(vw, '/models/tiguan'))
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle('Volkswagen Tiguan | Harbourside Volkswagen')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl(vw, '/models/tiguan'))
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', tiguan.shortDescription)
  const main = page.getByRole('main')
  await expect(main.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(
    'Our Model Range / Volkswagen Tiguan',
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volkswagen Tiguan')
  await expect(main.getByText(tiguan.shortDescription)).toBeVisible()
  await expect(main.getByText('For sale in Camperdown NSW')).toBeVisible()
  await expect(main.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute(
    'href',
    '/models/order-now?model_id=tiguan&model_name=Tiguan',
  )
  await expect(main.getByRole('link', { name: 'Register Your Interest' })).toHaveCount(0)
  await expect(main.getByRole('link', { name: 'Book a Test Drive' })).toHaveAttribute(
    'href',
    '/book-test-drive?model_id=tiguan&model=Tiguan',
  )
  await expect(main.getByRole('link', { name: 'Finance Enquiry' })).toHaveAttribute(
    'href',
    '/finance?preferredDealership=harbourside-volkswagen&car_type=new#finance-form',
  )
  const about = page.getByRole('region', { name: 'About the Tiguan', exact: true })
  await expect(about.getByRole('heading', { name: 'Ready for every day' })).toBeVisible()
  await expect(about.getByRole('link', { name: 'our Tiguan stock' })).toHaveAttribute(
    'href',
    '/search?make=Volkswagen&model=Tiguan',
  )
  const form = page.locator('#form-section')
  await expect(form.getByRole('heading')).toHaveText('Enquire about the Tiguan')
  await expect(form.getByRole('link', { name: /^\d[\d ]+$/ })).toHaveAttribute('href', /^tel:/)
  await expect(form.getByRole('button', { name: 'Get a Quote' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test("a coming_soon model offers 'Register Your Interest', linking to #form-section", async ({ page }) => {
  await page.goto(siteUrl(vw, '/models/tayron'))
  const main = page.getByRole('main')
  await expect(main.getByText('Coming soon')).toBeVisible()
  await expect(main.getByRole('link', { name: 'Get a Quote' })).toHaveCount(0)
  const register = main.getByRole('link', { name: 'Register Your Interest' })
  await expect(register).toHaveAttribute('href', '#form-section')
  await expect(main.getByRole('link', { name: 'Book a Test Drive' })).toHaveAttribute(
    'href',
    '/book-test-drive?model_id=tayron&model=Tayron',
  )
  await register.click()
  await expect(page).toHaveURL(siteUrl(vw, '/models/tayron#form-section'))
  await expect(page.locator('#form-section').getByRole('heading')).toHaveText(
    'Register your interest in the Tayron',
  )
  await expect(page.locator('#form-section')).toBeInViewport()
  await expectNoAxeViolations(page)
})

test('the manufacturer HTML is rendered without its script, event handlers, styles or javascript: link', async ({
  page,
}) => {
  const dialogs: string[] = []
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message())
    await dialog.dismiss()
  })
  await page.goto(siteUrl(vw, '/models/golf'))
  await hydrated(page)
  const about = page.getByRole('region', { name: 'About the Golf', exact: true })
  await expect(about.getByText('The Golf is the benchmark small car')).toBeVisible()
  expect(await about.innerHTML()).not.toMatch(
    /<script|onclick|onmouseover|onerror|style=|javascript:|<img|<iframe/i,
  )
  await expect(about.getByText('brochure')).toBeVisible()
  await expect(about.getByRole('link', { name: 'brochure' })).toHaveCount(0)
  await expect(about.getByRole('link', { name: 'email our sales team' })).toHaveAttribute(
    'href',
    'mailto:sales@harboursidevolkswagen.com.au',
  )
  await expect(about.getByRole('link', { name: 'see current offers' })).toHaveAttribute(
    'href',
    '/special-offers',
  )
  await about.getByText('The Golf is the benchmark small car').click()
  await expect(page).toHaveTitle('Volkswagen Golf | Harbourside Volkswagen')
  expect(
    await page.evaluate(() => (window as { golfFeedScriptRan?: boolean }).golfFeedScriptRan),
  ).toBeUndefined()
  expect(dialogs).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('"Feature list shows 8 by default"; Show all features and Read more open the rest', async ({
    page,
  }) => {
    const tiguan = vwRange.find((model) => model.slug === 'tiguan')!
    expect(tiguan.features.length).toBeGreaterThan(FEATURES_SHOWN)
    await page.goto(siteUrl(vw, '/models/tiguan'))
    const features = page.getByRole('region', { name: 'Features', exact: true })
    const titles = tiguan.features.map((feature) => feature.title)
    for (const title of titles.slice(0, FEATURES_SHOWN))
      await expect(features.getByRole('heading', { name: title, exact: true })).toBeVisible()
    for (const title of titles.slice(FEATURES_SHOWN))
      await expect(features.getByRole('heading', { name: title, exact: true })).toBeHidden()

    // "Feature description is truncated to 600 characters at a word boundary with '...'"
    const long = tiguan.features.find((feature) => feature.description.length > 600)!
    const { preview } = truncateFeatureDescription(long.description)
    const card = features.getByRole('article').filter({ hasText: long.title })
    await expect(card.locator('.expandable-preview')).toHaveText(preview)
    expect(preview.endsWith('...')).toBe(true)
    await expect(card.getByText(long.description)).toBeHidden()
    await card.getByText('Read more').click()
    await expect(card.getByText(long.description)).toBeVisible()

    await features.getByText('Show all features').click()
    for (const title of titles.slice(FEATURES_SHOWN))
      await expect(features.getByRole('heading', { name: title, exact: true })).toBeVisible()
    await expect(features.getByText('Show fewer features')).toBeVisible()
  })

  test('on phones the Menu lists the model range by body type', { tag: '@phone' }, async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'phone only')
    await page.goto(siteUrl(vw, '/special-offers'))
    const menu = page.getByRole('navigation', { name: 'Main' }).last()
    await expect(menu.getByRole('link', { name: 'Amarok' })).toBeHidden()
    await page.getByText('Menu', { exact: true }).click()
    await expect(menu.getByRole('link', { name: 'Commercial' })).toHaveAttribute(
      'href',
      '/models?body=Commercial',
    )
    await menu.getByRole('link', { name: 'Amarok' }).click()
    await expect(page).toHaveURL(siteUrl(vw, '/models/amarok'))
  })
})

test.describe('model mega-menu', () => {
  test.skip(({ isMobile }) => isMobile, 'phones list the range in the Menu')

  test('hovering New Vehicles opens it; hovering a category shows its models; fixed links', async ({
    page,
  }) => {
    await page.goto(siteUrl(vw, '/special-offers'))
    await hydrated(page)
    const nav = mainNav(page)
    const toggle = nav.getByRole('button', { name: 'New Vehicles menu' })
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
    await expect(panel).toBeHidden()
    await nav.getByRole('link', { name: 'New Vehicles', exact: true }).hover()
    await expect(panel).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(panel.getByRole('list', { name: 'Body types' }).locator(':scope > li > a')).toHaveText([
      'SUV›',
      'Passenger›',
      'Commercial›',
      'Camper›',
    ])
    // The first category is shown until another is hovered.
    await expect(panel.getByRole('link', { name: 'Tiguan' })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Amarok' })).toBeHidden()
    await panel.getByRole('link', { name: 'Commercial' }).hover()
    await expect(panel.getByRole('link', { name: 'Amarok' })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Multivan' })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Tiguan' })).toBeHidden()
    await expect(panel.getByRole('link', { name: 'Our Stock' })).toHaveAttribute('href', '/search')
    await expect(panel.getByRole('link', { name: 'Finance' })).toHaveAttribute('href', '/finance')
    await expect(panel.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
    await expectNoAxeViolations(page)
    await panel.getByRole('link', { name: 'Amarok' }).click()
    await expect(page).toHaveURL(siteUrl(vw, '/models/amarok'))
    await page.mouse.move(5, 600)
    await expect(panel).toBeHidden()
  })

  test('opens by keyboard, follows focus between categories, and closes with Escape', async ({ page }) => {
    await page.goto(siteUrl(vw, '/special-offers'))
    await hydrated(page)
    const nav = mainNav(page)
    const toggle = nav.getByRole('button', { name: 'New Vehicles menu' })
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
    await toggle.focus()
    await expect(panel).toBeHidden()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('link', { name: 'SUV' })).toBeFocused()
    // Tab through SUV's models to the next category.
    const suvModels = vwRange.filter((model) => model.bodies.includes('SUV'))
    for (const _ of suvModels) await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('link', { name: 'Passenger' })).toBeFocused()
    await expect(panel.getByRole('link', { name: 'Polo' })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Tiguan' })).toBeHidden()
    await page.keyboard.press('Tab')
    await expect(
      panel.getByRole('link', { name: vwRange.find((model) => model.bodies.includes('Passenger'))!.name }),
    ).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})

test("an unknown model, or another site's, is the themed 404", async ({ page }) => {
  for (const [site, path] of [
    [vw, '/models/no-such-model'],
    [vw, '/models/isuzu-n-series'],
    ['southern-cross-motors', '/models/tiguan'],
  ] as const) {
    const response = await page.goto(siteUrl(site, path))
    expect(response?.status(), `${site}${path}`).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  }
  await expectNoAxeViolations(page)
})
