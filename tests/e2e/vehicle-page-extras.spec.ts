import { carAnalysis } from '@forecourt/domain/vehicle-page/car-analysis'
import { instantMessageText } from '@forecourt/domain/vehicle-page/instant-message'
import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { dealerSiteSettings, feedNow, listedVehicles } from './support/demo-stock'
import { hydrated } from './support/hydration'
import { siteUrl } from './support/server'

/**
 * Issue 34 part C, the vehicle page's extras: the 3D viewer link from spin_code, the #vehicle-map location
 * tabs, the phone bar's Instant Message and the terms of use that toggle on phones, numbers counted up
 * (never under reduced motion, never moving the page), the sticky footer call to action, the Car Analysis
 * and PPSR Report plugins, and similar cars led by the ids a similar-cars service names. Each dealer's
 * choices are its Studio settings in the demo data (packages/demo-data/src/content/site-settings.ts).
 */

const scm = 'southern-cross-motors'
const vw = 'harbourside-volkswagen'
const outback = 'outback-trucks'
const coastline = 'coastline-motorcycles'

function firstListed(dealer: string, where: Parameters<typeof listedVehicles>[1]) {
  const car = listedVehicles(dealer, where)[0]
  if (!car?.slug) throw new Error(`The demo feed has no such car for ${dealer}`)
  return car as typeof car & { slug: string }
}

/**
 * Samples an animated number on every frame until it settles: its texts and its box, and the left edge
 * of what follows it on the line.
 */
async function sampleCount(page: Page, selector: string) {
  return page.evaluate(
    (target) =>
      new Promise<{ text: string; width: number; nextLeft: number | null }[]>((resolve) => {
        const samples: { text: string; width: number; nextLeft: number | null }[] = []
        const sample = () => {
          const element = document.querySelector<HTMLElement>(target)
          if (!element) return resolve(samples)
          const next = element.parentElement?.nextElementSibling as HTMLElement | null
          samples.push({
            text: element.textContent ?? '',
            width: element.getBoundingClientRect().width,
            nextLeft: next ? next.getBoundingClientRect().left : null,
          })
          if (element.dataset.animatedNumber === 'done' && samples.length > 30) return resolve(samples)
          requestAnimationFrame(sample)
        }
        sample()
      }),
    selector,
  )
}

test('a car with similar ids: they lead its similar cars; Car Analysis, PPSR, the price counted up in place, #vehicle-map tabs, the sticky footer', async ({
  page,
}) => {
  const withIds = firstListed(
    scm,
    (car) => car.status === 'in_stock' && (car.similar_ids?.length ?? 0) > 0 && car.price > 0,
  )
  const inStock = new Map(listedVehicles(scm, (car) => car.status === 'in_stock').map((car) => [car.id, car]))
  const named = (withIds.similar_ids ?? []).flatMap((id) => {
    const car = inStock.get(id)
    return car?.slug ? [`/cars/${car.slug}`] : []
  })
  expect(named.length).toBeGreaterThan(0)

  await page.goto(siteUrl(scm, `/cars/${withIds.slug}`))
  // The similar-cars service's cars first, in its order, before those of the filter queries.
  const similar = page.locator('#similar').getByRole('heading', { level: 3 }).getByRole('link')
  await expect(similar).toHaveCount(6)
  const hrefs = await similar.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs.slice(0, named.length)).toEqual(named)

  // The price counts up over 2 s from 0 to the price the server rendered, without moving anything.
  const aside = page.getByRole('complementary', { name: 'This car' })
  const price = aside.locator('[data-animated-number]')
  const final = `$${withIds.price.toLocaleString('en-AU')}`
  await hydrated(page)
  const samples = await sampleCount(page, 'aside [data-animated-number]')
  expect(samples.some((sample) => sample.text !== final)).toBe(true)
  expect(samples.at(-1)?.text).toBe(final)
  expect(new Set(samples.map((sample) => sample.width)).size).toBe(1)
  expect(new Set(samples.map((sample) => sample.nextLeft)).size).toBe(1)
  await expect(price).toHaveText(final)

  // The Car Analysis and PPSR Report plugins, which this dealer has.
  const [age, kmPerYear] = carAnalysis(
    { year: withIds.year, km: withIds.km, carType: withIds.car_type, listedAt: withIds.created_at_timestamp },
    feedNow(),
  )
  const analysis = page.locator('section', { has: page.getByRole('heading', { name: 'Car Analysis' }) })
  await analysis.scrollIntoViewIfNeeded()
  await expect(analysis.getByTestId('car-analysis-age')).toHaveText(`${age?.value} ${age?.unit}`)
  if (withIds.car_type !== 'new' && kmPerYear) {
    await expect(analysis.getByTestId('car-analysis-kmPerYear')).toHaveText(
      `${kmPerYear.value.toLocaleString('en-AU')} km`,
    )
  }
  if (withIds.car_type !== 'new') {
    await expect(aside.getByRole('link', { name: 'Request a history report (PPSR)' })).toBeVisible()
  }

  // The footer call to action, last on the page, stays at the foot of the window all the way down.
  const footer = page.getByTestId('footer-cta')
  await page.evaluate(() => window.scrollTo(0, 300))
  await expect(footer).toBeInViewport()
  await expect(footer.getByRole('link', { name: 'Enquire Now' })).toBeVisible()

  // #vehicle-map: a tab per location, each with its map; arrow keys and clicks move between them.
  await page.goto(siteUrl(scm, `/cars/${withIds.slug}#vehicle-map`))
  await hydrated(page)
  const map = page.locator('#vehicle-map')
  await expect(map).toBeInViewport()
  const tabs = map.getByRole('tab')
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
  const [first, second] = [await tabs.nth(0).textContent(), await tabs.nth(1).textContent()]
  await expect(map.getByRole('tabpanel')).toHaveCount(1)
  await expect(map.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(first ?? '')
  await tabs.nth(1).click()
  const panel = map.getByRole('tabpanel')
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(second ?? '')
  // The location page's map (static tiles here, which this offline test cannot load), with directions.
  await expect(panel.getByRole('figure')).toBeVisible()
  await expect(
    panel.getByRole('link', { name: `Directions to ${second} (opens in a new tab)` }),
  ).toBeVisible()
  await tabs.nth(1).press('ArrowLeft')
  await expect(tabs.nth(0)).toBeFocused()
  await expect(map.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(first ?? '')

  await expectNoAxeViolations(page, [
    '#vehicle-map',
    '#car-analysis',
    '[data-testid="terms-of-use"]',
    '[data-testid="footer-cta"]',
  ])
})

test("the 3D viewer link takes the car's spin_code; a dealer without the plugins shows neither, and reduced motion shows the price at once", async ({
  page,
}) => {
  const template = dealerSiteSettings(vw).spinViewerUrl
  expect(template).toContain('{code}')
  const spun = firstListed(vw, (car) => car.status === 'in_stock' && !!car.spin_code && car.price > 0)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(siteUrl(vw, `/cars/${spun.slug}`))
  const viewer = page.getByRole('link', { name: /^View in 3D/ })
  await expect(viewer).toHaveAttribute('href', template?.replace('{code}', spun.spin_code ?? '') ?? '')
  await expect(viewer).toHaveAttribute('target', '_blank')
  await hydrated(page)
  const samples = await sampleCount(page, 'aside [data-animated-number]')
  expect(new Set(samples.map((sample) => sample.text))).toEqual(
    new Set([`$${spun.price.toLocaleString('en-AU')}`]),
  )
  // Car Analysis is Southern Cross Motors' plugin, not this dealer's.
  await expect(page.getByRole('heading', { name: 'Car Analysis' })).toHaveCount(0)

  const plain = firstListed(vw, (car) => car.status === 'in_stock' && !car.spin_code)
  await page.goto(siteUrl(vw, `/cars/${plain.slug}`))
  await expect(page.getByRole('heading', { level: 1, name: plain.name })).toBeVisible()
  await expect(page.getByRole('link', { name: /^View in 3D/ })).toHaveCount(0)
  // Southern Cross Motors has no 3D viewer: its spun cars get no link either.
  const scmSpun = firstListed(scm, (car) => car.status === 'in_stock' && !!car.spin_code)
  await page.goto(siteUrl(scm, `/cars/${scmSpun.slug}`))
  await expect(page.getByRole('heading', { level: 1, name: scmSpun.name })).toBeVisible()
  await expect(page.getByRole('link', { name: /^View in 3D/ })).toHaveCount(0)
})

test(
  'the phone bar offers Instant Message where the dealer set it, and the terms of use open and close',
  {
    tag: '@phone',
  },
  async ({ page }, testInfo) => {
    const truck = firstListed(outback, (car) => car.status === 'in_stock')
    await page.goto(siteUrl(outback, `/cars/${truck.slug}`))
    await hydrated(page)
    const terms = page.getByTestId('terms-of-use')
    if (testInfo.project.name !== 'phone') {
      // Wide screens: no bottom bar, and the terms of use are a section of their own, always open.
      await expect(page.getByRole('navigation', { name: 'Quick actions' })).toBeHidden()
      await expect(terms.getByRole('heading', { name: 'Terms of Use' })).toBeVisible()
      await expect(terms.locator('summary')).toBeHidden()
      await expect(terms.locator('details')).toBeHidden()
      return
    }
    const bar = page.getByRole('navigation', { name: 'Quick actions' })
    const message = bar.getByRole('link', { name: 'Instant Message' })
    const sms = dealerSiteSettings(outback).instantMessageSms?.replace(/\s/g, '')
    await expect(message).toHaveAttribute(
      'href',
      `sms:${sms}?body=${encodeURIComponent(instantMessageText({ title: truck.name, stockNumber: truck.stocknum }))}`,
    )
    await expect(bar.getByRole('link', { name: 'Enquire Now' })).toHaveCount(0)
    await expect(bar.getByRole('button', { name: 'Call Now' })).toBeVisible()
    await expect(bar).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 950))
    await expect(bar).toHaveAttribute('data-scrolled', 'true')

    const toggle = terms.locator('summary')
    const text = terms.locator('details p').first()
    await expect(text).toBeHidden()
    await toggle.click()
    await expect(text).toBeVisible()
    await expect(text).toContainText('given as a guide')
    await toggle.click()
    await expect(text).toBeHidden()
    await expectNoAxeViolations(page, ['[data-testid="terms-of-use"]', '[data-testid="mobile-action-bar"]'])

    // A messaging link instead: it opens in a new tab.
    const bike = firstListed(coastline, (car) => car.status === 'in_stock')
    await page.goto(siteUrl(coastline, `/cars/${bike.slug}`))
    const link = page
      .getByRole('navigation', { name: 'Quick actions' })
      .getByRole('link', { name: /Instant Message/ })
    await expect(link).toHaveAttribute('href', dealerSiteSettings(coastline).instantMessageUrl ?? '')
    await expect(link).toHaveAttribute('target', '_blank')
  },
)

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the final numbers are in the page, and the location links open each location at #vehicle-map', async ({
    page,
  }) => {
    const car = firstListed(scm, (vehicle) => vehicle.status === 'in_stock' && vehicle.price > 0)
    await page.goto(siteUrl(scm, `/cars/${car.slug}`))
    await expect(
      page.getByRole('complementary', { name: 'This car' }).locator('[data-animated-number]'),
    ).toHaveText(`$${car.price.toLocaleString('en-AU')}`)
    const map = page.locator('#vehicle-map')
    const links = map.getByRole('navigation', { name: 'Our locations' }).getByRole('link')
    await expect(links.first()).toHaveAttribute('aria-current', 'true')
    const second = (await links.nth(1).textContent()) ?? ''
    await links.nth(1).click()
    await expect(page).toHaveURL(/\?location=[a-z0-9-]+#vehicle-map$/)
    await expect(map.getByRole('heading', { level: 3 })).toHaveText(second)
    await expect(links.nth(1)).toHaveAttribute('aria-current', 'true')
  })
})
