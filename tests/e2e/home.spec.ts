import { demoHomePages } from '@forecourt/demo-data/content/home-pages'
import { demoDealers } from '@forecourt/demo-data/tenants'
import { locationStockPath } from '@forecourt/domain/locations/stock-link'
import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { demoDocuments, listedVehicles } from './support/demo-stock'
import { hydrated } from './support/hydration'
import { siteUrl } from './support/server'

const harbourside = demoHomePages.find((page) => page.website === 'harbourside-volkswagen')!
const southernCross = demoDealers.find((dealer) => dealer.slug === 'southern-cross-motors')!

const carousel = (page: Page) => page.getByRole('region', { name: 'Featured promotions' })
const slide = (page: Page, position: number, count: number) =>
  carousel(page).locator(`[aria-roledescription="slide"][aria-label="${position} of ${count}"]`)
const currentDot = (page: Page) => carousel(page).locator('button[aria-current="true"]')

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the server sends the carousel with the first slide and its overlay in view', async ({ page }) => {
    const response = await page.goto(siteUrl('harbourside-volkswagen'))
    const html = (await response?.text()) ?? ''
    expect(html).toContain('aria-roledescription="carousel"')
    expect(html).toContain('Amarok Style: $62,990 drive away')
    await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel')
    const first = slide(page, 1, 4)
    await expect(first).toHaveAttribute('aria-roledescription', 'slide')
    await expect(first).toBeInViewport()
    await expect(first.getByText('Amarok Style: $62,990 drive away', { exact: true })).toBeVisible()
    await expect(first.getByText(harbourside.slides[0]!.description)).toBeVisible()
    await expect(first.getByRole('link', { name: /^Latest Offers/ })).toHaveAttribute(
      'href',
      '/special-offers',
    )
    // Sized by its attributes before it loads: no layout shift.
    const picture = first.getByRole('img')
    await expect(picture).toHaveAttribute('width', '1920')
    await expect(picture).toHaveAttribute('height', '700')
    // No buttons that need JavaScript; the other slides are a sideways scroll away.
    await expect(carousel(page).getByRole('button')).toHaveCount(0)
    await expect(slide(page, 2, 4)).not.toBeInViewport()
    const scrolls = await carousel(page)
      .locator('[aria-live]')
      .evaluate((track) => track.scrollWidth > track.clientWidth)
    expect(scrolls).toBe(true)
  })

  test('labels each slide link by the rule, and the image-only slide has no overlay', async ({ page }) => {
    await page.goto(siteUrl('harbourside-volkswagen'))
    const expected = [
      ['Latest Offers', '/special-offers'],
      ['Explore', '/search/new-cars'],
      ['Learn More', '/service'],
    ]
    for (const [index, [label, href]] of expected.entries()) {
      const link = slide(page, index + 1, 4).getByRole('link')
      await expect(link).toHaveCount(1)
      await expect(link).toHaveAccessibleName(`${label}: ${harbourside.slides[index]!.name}`)
      await expect(link).toHaveText(label!)
      await expect(link).toHaveAttribute('href', href!)
    }
    const imageOnly = slide(page, 4, 4)
    await expect(imageOnly.locator('[data-slide-overlay]')).toHaveCount(0)
    await expect(imageOnly.getByText('Pay for your first services up front and save.')).toHaveCount(0)
    await expect(imageOnly.getByRole('link', { name: 'Volkswagen Care Plans' })).toHaveAttribute(
      'href',
      '/pages/care-plans',
    )

    await page.goto(siteUrl('southern-cross-motors'))
    const chosen = [
      ['Discover More', '/offers/toyota/hilux-sr5-bonus-accessories'],
      ['Explore More', '/search/used-cars'],
      ['Latest Offers', '/special-offers'],
    ]
    for (const [index, [label, href]] of chosen.entries()) {
      const link = slide(page, index + 1, 4).getByRole('link')
      await expect(link).toHaveText(label!)
      await expect(link).toHaveAttribute('href', href!)
    }
  })

  test("'Our Locations' is a plain scrollable list of cards", async ({ page }) => {
    await page.goto(siteUrl('southern-cross-motors'))
    const locations = page.getByRole('region', { name: 'Our Locations' })
    await expect(locations.getByRole('listitem')).toHaveCount(southernCross.locations.length)
    await expect(locations.getByRole('button')).toHaveCount(0)
    const overflow = await locations.getByRole('list').evaluate((list) => getComputedStyle(list).overflowX)
    expect(overflow).toBe('auto')
  })
})

/** Opens the page with time standing still until the test moves it, so nothing rotates behind its back. */
async function openWithClockStopped(page: Page, slug: string) {
  await page.clock.install({ time: new Date('2026-11-20T09:00:00+10:00') })
  await page.clock.pauseAt(new Date('2026-11-20T09:00:01+10:00'))
  await page.goto(siteUrl(slug))
  await hydrated(page)
}

test.describe('the hero carousel', () => {
  test.beforeEach(({ page }) => openWithClockStopped(page, 'harbourside-volkswagen'))

  test('moves on every 3000 ms, and Pause stops it', { tag: '@phone' }, async ({ page }) => {
    await expect(currentDot(page)).toHaveAccessibleName(/^Slide 1 of 4/)
    await page.clock.runFor(2900)
    await expect(currentDot(page)).toHaveAccessibleName(/^Slide 1 of 4/)
    await page.clock.runFor(100)
    await expect(currentDot(page)).toHaveAccessibleName(/^Slide 2 of 4/)
    await expect(slide(page, 2, 4)).toHaveAttribute('data-current', 'true')
    await expect(slide(page, 1, 4)).toHaveAttribute('inert', '')

    await carousel(page).getByRole('button', { name: 'Pause slides' }).click()
    await expect(carousel(page).getByRole('button', { name: 'Play slides' })).toBeVisible()
    await page.clock.runFor(9000)
    await expect(currentDot(page)).toHaveAccessibleName(/^Slide 2 of 4/)

    await carousel(page).getByRole('button', { name: 'Play slides' }).click()
    await page.clock.runFor(3000)
    await expect(currentDot(page)).toHaveAccessibleName(/^Slide 3 of 4/)
  })

  test('holds still while the pointer is over the slides', async ({ page, isMobile }) => {
    test.skip(isMobile, 'phones have no pointer to hover with')
    await slide(page, 1, 4).hover()
    await page.clock.runFor(6000)
    await expect(currentDot(page)).toHaveAccessibleName(/^Slide 1 of 4/)
    await page.mouse.move(0, 0)
    await page.clock.runFor(3000)
    await expect(currentDot(page)).toHaveAccessibleName(/^Slide 2 of 4/)
  })

  test('previous, next and the slide dots work from the keyboard', async ({ page }) => {
    await carousel(page).getByRole('button', { name: 'Next slide' }).focus()
    await page.keyboard.press('Enter')
    await expect(currentDot(page)).toHaveAccessibleName(/^Slide 2 of 4/)
    await page.keyboard.press('Space')
    await expect(currentDot(page)).toHaveAccessibleName(/^Slide 3 of 4/)
    await carousel(page).getByRole('button', { name: 'Previous slide' }).focus()
    await page.keyboard.press('Enter')
    await expect(currentDot(page)).toHaveAccessibleName(/^Slide 2 of 4/)
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await expect(currentDot(page)).toHaveAccessibleName(/^Slide 4 of 4: Volkswagen Care Plans$/)
    await carousel(page)
      .getByRole('button', { name: /^Slide 3 of 4/ })
      .focus()
    await page.keyboard.press('Enter')
    await expect(slide(page, 3, 4)).toHaveAttribute('data-current', 'true')
    // Slides out of view are out of the tab order too.
    await expect(slide(page, 3, 4).getByRole('link', { name: /^Learn More/ })).toBeVisible()
    await expect(slide(page, 2, 4)).toHaveAttribute('inert', '')
  })
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the hero carousel does not move by itself until Play is pressed', async ({ page }) => {
    await openWithClockStopped(page, 'harbourside-volkswagen')
    const play = carousel(page).getByRole('button', { name: 'Play slides' })
    await expect(play).toBeVisible()
    await page.clock.runFor(9000)
    await expect(currentDot(page)).toHaveAccessibleName(/^Slide 1 of 4/)
    await play.click()
    await page.clock.runFor(3000)
    await expect(currentDot(page)).toHaveAccessibleName(/^Slide 2 of 4/)
  })
})

test("the promotional header shows the spec's three propositions, unless switched off", async ({ page }) => {
  await page.goto(siteUrl('harbourside-volkswagen'))
  const header = page.getByRole('region', { name: 'Why buy from us' })
  for (const title of ['Reserve Quickly Online', 'Secure Online Payments', 'Apply For Finance']) {
    await expect(header.getByText(title, { exact: true })).toBeVisible()
  }
  await expect(header.getByRole('listitem')).toHaveCount(3)
  await page.goto(siteUrl('coastline-motorcycles'))
  await expect(page.getByRole('region', { name: 'Why buy from us' })).toHaveCount(0)
})

test('the feature banner links to offers, online service booking and selling your car', async ({ page }) => {
  await page.goto(siteUrl('harbourside-volkswagen'))
  const banner = page.getByRole('region', { name: 'Offers, service and selling your car' })
  await expect(banner.getByRole('link')).toHaveCount(3)
  await expect(banner.getByRole('link', { name: 'Special Offers' })).toHaveAttribute(
    'href',
    '/special-offers',
  )
  await expect(banner.getByRole('link', { name: 'Book a Service' })).toHaveAttribute('href', '/service')
  await expect(banner.getByRole('link', { name: 'Sell Your Car' })).toHaveAttribute('href', '/sell-your-car')
  await expect(banner.getByText(harbourside.featureBanner!.offersText!)).toBeVisible()
})

test('six featured cars from the site’s own stock, in stock with more than one photo', async ({ page }) => {
  await page.goto(siteUrl('harbourside-volkswagen'))
  const featured = page.getByRole('region', { name: 'Featured Cars' })
  const titles = featured.getByRole('article').getByRole('heading').getByRole('link')
  await expect(titles).toHaveCount(6)
  const byPath = new Map(
    demoDocuments().map((vehicle) => [vehicle.path ?? `/cars/${vehicle.slug ?? vehicle.id}`, vehicle]),
  )
  for (const href of await titles.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^\/cars\/[a-z0-9-]+$/)
    const vehicle = byPath.get(href!)
    expect(vehicle, href!).toBeDefined()
    expect(vehicle!.dealership_slug).toBe('harbourside-volkswagen')
    expect(vehicle!.status).toBe('in_stock')
    expect(vehicle!.photos_count).toBeGreaterThan(1)
  }
  await expect(featured.getByRole('link', { name: 'View Our Stock' })).toHaveAttribute('href', '/search')
})

test("'Our Locations' cards lead to each location and its stock, with previous and next", {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto(siteUrl('southern-cross-motors'))
  await hydrated(page)
  const region = page.getByRole('region', { name: 'Our Locations' })
  await expect(region.getByRole('listitem')).toHaveCount(southernCross.locations.length)
  for (const location of southernCross.locations) {
    await expect(region.getByRole('link', { name: `View Location: ${location.name}` })).toHaveAttribute(
      'href',
      `/locations/${location.slug}`,
    )
    await expect(region.getByRole('link', { name: `View Our Stock: ${location.name}` })).toHaveAttribute(
      'href',
      locationStockPath(location.name),
    )
  }
  const list = region.getByRole('list')
  const previous = region.getByRole('button', { name: 'Previous locations' })
  const next = region.getByRole('button', { name: 'Next locations' })
  await expect(previous).toBeDisabled()
  await next.click()
  await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  await expect(previous).toBeEnabled()

  // 'View Our Stock' opens the cars standing at that location, and only those.
  const showroom = southernCross.locations.find((location) => location.slug.endsWith('-parramatta'))!
  const atShowroom = listedVehicles('southern-cross-motors', (car) => car.location_name === showroom.name)
  expect(atShowroom.length).toBeGreaterThan(0)
  await region.getByRole('link', { name: `View Our Stock: ${showroom.name}` }).click()
  await expect(page).toHaveURL(siteUrl('southern-cross-motors', locationStockPath(showroom.name)))
  await expect(page.getByRole('list', { name: 'Vehicles' })).toBeVisible()
  await expect(page.getByRole('main').getByText(/^[\d,]+ vehicles?$/)).toHaveText(
    `${atShowroom.length.toLocaleString('en-AU')} vehicle${atShowroom.length === 1 ? '' : 's'}`,
  )
  await page.goBack()

  const first = southernCross.locations[0]!
  await region.getByRole('link', { name: `View Location: ${first.name}` }).click()
  await expect(page).toHaveURL(siteUrl('southern-cross-motors', `/locations/${first.slug}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name)
})

test('the offers teaser shows up to three current offers and links to them all', async ({ page }) => {
  await page.goto(siteUrl('harbourside-volkswagen'))
  const teaser = page.getByRole('region', { name: 'Latest Volkswagen Offers' })
  await expect(teaser.getByRole('article')).toHaveCount(3)
  await expect(teaser.getByRole('heading', { name: 'Amarok Style: $62,990 drive away' })).toBeVisible()
  await expect(teaser.getByRole('link', { name: 'View All Special Offers' })).toHaveAttribute(
    'href',
    '/special-offers',
  )
})

test('the group portal home: its slides, stats, dealers and each dealership’s stock; no offers teaser', async ({
  page,
}) => {
  await page.goto(siteUrl('southern-cross-group'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Southern Cross Group')
  await expect(carousel(page).locator('[aria-roledescription="slide"]')).toHaveCount(3)
  await expect(page.getByRole('region', { name: 'Group at a glance' })).toContainText('50+')
  await expect(page.getByRole('region', { name: 'Our dealerships' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Offers, service and selling your car' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Special Offers' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Featured Cars' }).getByRole('article')).toHaveCount(6)
  const locations = page.getByRole('region', { name: 'Our Locations' })
  await expect(
    locations.getByRole('link', { name: 'View Our Stock: Southern Cross Motors Moorooka' }),
  ).toHaveAttribute('href', locationStockPath('Southern Cross Motors Moorooka'))
  await expectNoAxeViolations(page)
})

test('the dealer home page has no accessibility violations', { tag: '@phone' }, async ({ page }) => {
  await page.goto(siteUrl('harbourside-volkswagen'))
  await hydrated(page)
  await expectNoAxeViolations(page)
})
