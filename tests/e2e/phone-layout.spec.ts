import { isReserveEligible } from '@forecourt/domain/vehicle-card/availability'
import { expect, type Page, test } from '@playwright/test'
import { listedVehicles } from './support/demo-stock'
import { hydrated } from './support/hydration'
import {
  carouselControlRows,
  carouselControls,
  headerHeight,
  horizontalOverflow,
  mainHeadingTop,
  smallTapTargets,
} from './support/layout'
import { siteUrl } from './support/server'
import { signIn } from './support/sign-in'

/**
 * Every page type on a 390 × 844 phone as a shopper sees it (issue 22): nothing scrolls sideways, the site
 * header stays one row no taller than 72 px, the hero carousel's controls share one line, and the main
 * actions (header controls, the page's buttons and form submits, the carousel's controls, the vehicle page's
 * bar) are at least 44 × 44 px. `npm run screenshots` shows the same pages as pictures.
 */

const vw = 'harbourside-volkswagen'
const scm = 'southern-cross-motors'
const MAX_PHONE_HEADER_PX = 72

const car = (() => {
  const [vehicle] = listedVehicles(
    vw,
    (candidate) => isReserveEligible(candidate) && candidate.car_type === 'used',
  )
  if (!vehicle?.slug) throw new Error(`No car to reserve at ${vw}`)
  return { id: vehicle.id, path: `/cars/${vehicle.slug}` }
})()

/** The page types, each at one address on the Volkswagen dealer's site. */
const pageTypes: { name: string; path: string; signedIn?: boolean }[] = [
  { name: 'home', path: '/' },
  { name: 'search', path: '/search' },
  { name: 'landing page', path: '/search/used-cars' },
  { name: 'vehicle page', path: car.path },
  { name: 'enquiry', path: `/enquire?car_id=${car.id}` },
  { name: 'test drive', path: `/book-test-drive?car_id=${car.id}` },
  { name: 'service booking', path: '/service/booking' },
  { name: 'trade-in', path: '/sell-your-car' },
  { name: 'finance', path: `/finance?car_id=${car.id}` },
  { name: 'sign-in', path: '/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F' },
  { name: 'reserve', path: `${car.path}/checkout` },
  { name: 'My Garage', path: '/my-garage', signedIn: true },
  { name: 'locations', path: '/dealerships' },
  { name: 'offers', path: '/special-offers' },
  { name: 'models', path: '/models' },
  { name: 'content page', path: '/pages/warranty' },
  { name: 'not found', path: '/no-such-page' },
]

/** The actions a shopper's thumb goes for on any page. */
const mainActions = (page: Page) =>
  page.locator(
    [
      'body > header :is(a, summary, button)',
      'main :is(.button-primary, .button-secondary, .card-actions a, button[type="submit"])',
      '[data-testid="mobile-action-bar"] a',
    ].join(', '),
  )

/** Each measure is reported on its own (soft), so one failure does not hide the others. */
async function expectPhoneLayout(page: Page) {
  expect.soft(await horizontalOverflow(page), 'sideways scrolling in CSS px').toBe(0)
  expect.soft(await headerHeight(page), 'header height in CSS px').toBeLessThanOrEqual(MAX_PHONE_HEADER_PX)
  expect.soft(await smallTapTargets(mainActions(page)), 'main actions under 44 × 44 px').toEqual([])
}

test.describe('on a 390 × 844 phone', { tag: '@phone' }, () => {
  test.use({ viewport: { width: 390, height: 844 } })
  // Desktop Chromium at 390 px lays out the same CSS pixels; the phone project (touch, a phone's viewport
  // rules) is the one that matters here.
  test.skip(({ isMobile }) => !isMobile, 'a phone layout: the phone project checks it')

  for (const { name, path, signedIn } of pageTypes) {
    test(`the ${name} fits the screen, with a one-row header and thumb-sized actions`, async ({ page }) => {
      if (signedIn) await signIn(page, siteUrl(vw, ''))
      await page.goto(siteUrl(vw, path))
      await hydrated(page)
      await expectPhoneLayout(page)
    })
  }

  for (const slug of [vw, scm]) {
    test(`${slug}: the first slide, its controls on one line and the heading fit the first screen; the call button rings the dealer`, async ({
      page,
    }) => {
      await page.goto(siteUrl(slug))
      await hydrated(page)
      await expect(carouselControls(page).first()).toBeVisible()
      expect.soft(await carouselControlRows(page), 'lines of carousel controls').toBe(1)
      expect
        .soft(await smallTapTargets(carouselControls(page)), 'carousel controls under 44 × 44 px')
        .toEqual([])
      // The promotional header above the slides leaves them, and the page's heading, on the first screen.
      const controlsBottom = await carouselControls(page)
        .last()
        .evaluate((button) => button.getBoundingClientRect().bottom)
      expect.soft(controlsBottom, 'bottom of the carousel controls in CSS px').toBeLessThanOrEqual(844)
      expect.soft(await mainHeadingTop(page), 'top of the heading in CSS px').toBeLessThan(844)
      const call = page.getByRole('banner').getByRole('link', { name: /^Call / })
      await expect(call).toBeVisible()
      await expect(call).toHaveAttribute('href', /^tel:0\d{9}$/)
      await expectPhoneLayout(page)
    })
  }
})

test('on a 1366 × 900 laptop the header is one row with the menu, Sign In and the phone number', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'a laptop layout')
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto(siteUrl(scm))
  const header = page.getByRole('banner')
  await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible()
  await expect(header.getByRole('link', { name: /^Call / })).toContainText('07 3555 0200')
  expect(await headerHeight(page)).toBeLessThanOrEqual(MAX_PHONE_HEADER_PX)
})
