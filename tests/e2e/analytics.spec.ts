import { CONSENT_STORAGE_KEY } from '@forecourt/domain/analytics/tag'
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { watchCspViolations } from './support/csp-violations'
import { dealerSiteSettings, listedVehicles } from './support/demo-stock'
import { hydrated } from './support/hydration'
import { uniqueEmail, uniqueMobile } from './support/leads'
import { siteUrl } from './support/server'
import { signIn } from './support/sign-in'

/**
 * Issue 34: every interaction is pushed onto `window.dataLayer` as its GA4 event, and a dealer's Tag
 * Manager container or GA4 tag loads with the page's CSP nonce, after consent where the dealer asks for it
 * (docs/decisions/057-analytics-data-layer-and-tag.md). Nothing leaves the machine: outside production the
 * tag's element is added inert, and Google's hosts are refused here all the same, and counted.
 */

/** The demo's Tag Manager dealer, which asks shoppers for consent first. */
const gtmDealer = 'coastline-motorcycles'
/** The demo's GA4 dealer, which does not ask. */
const ga4Dealer = 'southern-cross-motors'
/** A dealer with neither. */
const untagged = 'outback-trucks'
/** A dealer whose shoppers can compare, favourite and reserve: the interactions' tests shop here. */
const shop = 'harbourside-volkswagen'

/** What the page's scripts keep on `window` (declared by the web app, not here). */
type Analysed = { dataLayer?: object[]; forecourtAnalytics?: unknown }

const GOOGLE = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com/

/** Refuses every request for Google's hosts, and returns the list of those asked for (none, we expect). */
async function refuseGoogle(context: BrowserContext): Promise<string[]> {
  const asked: string[] = []
  await context.route(GOOGLE, (route) => {
    asked.push(route.request().url())
    return route.abort()
  })
  return asked
}

/** The data layer's events of these names, in order, as plain objects. */
const events = (page: Page, ...names: string[]) =>
  page.evaluate(
    (wanted) =>
      JSON.parse(
        JSON.stringify(
          ((window as Analysed).dataLayer ?? []).filter((entry) =>
            wanted.includes((entry as { event?: string }).event ?? ''),
          ),
        ),
      ),
    names,
  ) as Promise<Record<string, unknown>[]>

/** The gtag() calls in the data layer (Arguments objects), as arrays. */
const gtagCalls = (page: Page) =>
  page.evaluate(() =>
    JSON.parse(
      JSON.stringify(
        ((window as Analysed).dataLayer ?? [])
          .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
          .map((entry) => Array.from(entry as unknown as ArrayLike<unknown>)),
      ),
    ),
  ) as Promise<unknown[][]>

/** The page's layout shifts so far that no input caused, summed as CLS sums them. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect()
          const shifts = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]
          resolve(
            shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0),
          )
        }).observe({ type: 'layout-shift', buffered: true })
        // No shift at all means no entries and no callback.
        setTimeout(() => resolve(0), 500)
      }),
  )

/** An e-commerce event's items. */
const itemsOf = (event: Record<string, unknown> | undefined) =>
  ((event?.ecommerce ?? { items: [] }) as { items: Record<string, unknown>[] }).items

const consent = (state: 'granted' | 'denied') => ({
  ad_storage: state,
  ad_user_data: state,
  ad_personalization: state,
  analytics_storage: state,
})

const nonceOfPolicy = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1]

const tagElement = (page: Page) => page.locator('script[data-analytics-tag]')
const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' })

test.describe('the dealer analytics tag', () => {
  test('a dealer with no tag loads nothing and asks nothing; a GA4 dealer loads its tag with the page nonce', async ({
    page,
    context,
  }) => {
    const asked = await refuseGoogle(context)
    const violations = watchCspViolations(page)
    await page.goto(siteUrl(untagged, '/'))
    await hydrated(page)
    expect(dealerSiteSettings(untagged).analyticsGtmContainerId).toBeNull()
    await expect(page.locator('script[data-analytics-bootstrap]')).toHaveCount(0)
    await expect(tagElement(page)).toHaveCount(0)
    await expect(banner(page)).toHaveCount(0)
    expect(await gtagCalls(page)).toEqual([])
    expect(await page.evaluate(() => (window as Analysed).forecourtAnalytics)).toBeUndefined()

    const response = await page.goto(siteUrl(ga4Dealer, '/'))
    await hydrated(page)
    const nonce = nonceOfPolicy(response?.headers()['content-security-policy'])
    expect(nonce).toBeTruthy()
    // The browser hides a nonce from attributes once parsed; the property keeps it.
    expect(
      await page
        .locator('script[data-analytics-bootstrap="ga4"]')
        .evaluate((s: HTMLScriptElement) => s.nonce),
    ).toBe(nonce)
    await expect(tagElement(page)).toHaveAttribute(
      'src',
      'https://www.googletagmanager.com/gtag/js?id=G-DEMO34SCM',
    )
    expect(await tagElement(page).evaluate((s: HTMLScriptElement) => s.nonce)).toBe(nonce)
    // Held outside production: the element is there, its script is never fetched.
    await expect(tagElement(page)).toHaveAttribute('type', 'text/plain')
    const calls = await gtagCalls(page)
    expect(calls[0]).toEqual(['consent', 'default', consent('granted')])
    expect(calls).toContainEqual(['config', 'G-DEMO34SCM'])
    await expect(banner(page)).toHaveCount(0)
    await violations.expectNone()
    expect(asked).toEqual([])
  })

  test('a dealer that asks: denied and no tag until the shopper accepts, then remembered; declining keeps it off', async ({
    page,
    context,
    browser,
  }) => {
    const asked = await refuseGoogle(context)
    const response = await page.goto(siteUrl(gtmDealer, '/'))
    await hydrated(page)
    await expect(banner(page)).toBeVisible()
    // The banner is there from the first paint: the header and page below it never move down.
    expect(await layoutShift(page)).toBeLessThan(0.02)
    await expectNoAxeViolations(page, ['section[aria-label="Cookie consent"]'])
    expect(await gtagCalls(page)).toEqual([['consent', 'default', consent('denied')]])
    await expect(tagElement(page)).toHaveCount(0)

    await banner(page).getByRole('button', { name: 'Accept analytics' }).click()
    await expect(banner(page)).toHaveCount(0)
    await expect(tagElement(page)).toHaveAttribute(
      'src',
      'https://www.googletagmanager.com/gtm.js?id=GTM-DEMO34A',
    )
    const nonce = nonceOfPolicy(response?.headers()['content-security-policy'])
    expect(await tagElement(page).evaluate((s: HTMLScriptElement) => s.nonce)).toBe(nonce)
    expect((await gtagCalls(page)).at(-1)).toEqual(['consent', 'update', consent('granted')])
    expect(await events(page, 'gtm.js')).toHaveLength(1)

    // Remembered in this browser: the next page starts granted, with its tag, and asks nothing.
    await page.reload()
    await hydrated(page)
    expect(await gtagCalls(page)).toEqual([['consent', 'default', consent('granted')]])
    await expect(tagElement(page)).toHaveCount(1)
    await expect(banner(page)).toHaveCount(0)
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe('granted')

    const other = await browser.newContext()
    const otherAsked = await refuseGoogle(other)
    const declining = await other.newPage()
    await declining.goto(siteUrl(gtmDealer, '/'))
    await hydrated(declining)
    await banner(declining).getByRole('button', { name: 'Decline' }).click()
    await expect(banner(declining)).toHaveCount(0)
    await declining.reload()
    await hydrated(declining)
    await expect(banner(declining)).toHaveCount(0)
    await expect(tagElement(declining)).toHaveCount(0)
    expect(await gtagCalls(declining)).toEqual([['consent', 'default', consent('denied')]])
    await other.close()
    expect([...asked, ...otherAsked]).toEqual([])

    // Without JavaScript there is no tag to agree to, so nothing asks.
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    const plain = await noScript.newPage()
    await plain.goto(siteUrl(gtmDealer, '/'))
    await expect(plain.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner(plain)).toHaveCount(0)
    await noScript.close()
  })
})

test.describe('interactions pushed to the data layer', () => {
  test('results: the list, a refinement and the chosen card; the car page: its view, favourite, compare, gallery, share, phone and calculator, each once', async ({
    page,
    context,
  }) => {
    await refuseGoogle(context)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto(siteUrl(shop, '/search/used-cars'))
    await hydrated(page)
    const [list] = await events(page, 'view_item_list')
    expect(list).toMatchObject({ ecommerce: { item_list_id: 'search_results' } })
    const cards = page.locator('article.vehicle-card')
    const items = itemsOf(list)
    expect(items).toHaveLength(await cards.count())
    expect(items[0]).toMatchObject({
      index: 0,
      quantity: 1,
      item_brand: expect.any(String),
      dealer: expect.any(String),
    })

    // A refinement: the sort order.
    await page.getByRole('combobox', { name: /sort/i }).selectOption({ index: 2 })
    await expect.poll(() => events(page, 'search')).toHaveLength(1)
    expect((await events(page, 'search'))[0]).toMatchObject({
      search_term: '',
      filters: { sort: expect.any(String) },
    })
    await expect.poll(async () => (await events(page, 'view_item_list')).length).toBe(2)

    // The first card chosen: select_item, then the page's view_item, both of that car.
    const [refined] = (await events(page, 'view_item_list')).slice(-1)
    const first = itemsOf(refined)[0] as Record<string, unknown>
    await cards.first().getByRole('heading', { level: 3 }).getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await events(page, 'select_item')).toEqual([
      {
        event: 'select_item',
        ecommerce: { item_list_id: 'search_results', item_list_name: 'Search results', items: [first] },
      },
    ])
    await expect.poll(() => events(page, 'view_item')).toHaveLength(1)
    const { index: _index, ...item } = first
    expect((await events(page, 'view_item'))[0]).toMatchObject({
      ecommerce: { currency: 'AUD', items: [item] },
    })

    const car = page.getByRole('main')
    await car
      .getByRole('button', { name: /^Favourite/ })
      .first()
      .click()
    await car.getByRole('button', { name: 'Compare', exact: true }).first().click()
    expect(await events(page, 'add_to_wishlist')).toMatchObject([
      { list: 'favourites', ecommerce: { items: [item] } },
    ])
    expect(await events(page, 'add_to_compare')).toMatchObject([{ ecommerce: { items: [item] } }])

    const next = page.getByRole('button', { name: 'Next image' }).first()
    await next.click()
    await next.click()
    expect(await events(page, 'select_content')).toEqual([
      { event: 'select_content', content_type: 'gallery', content_id: item.item_id },
    ])

    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible()
    expect(await events(page, 'share')).toEqual([
      { event: 'share', method: 'copy_link', content_type: 'vehicle', item_id: item.item_id },
    ])

    const showNumber = page
      .getByRole('complementary', { name: 'This car' })
      .getByRole('button', { name: /Show number/ })
    await showNumber.click()
    await expect.poll(() => events(page, 'reveal_phone')).toHaveLength(1)
    expect(await events(page, 'reveal_phone')).toMatchObject([{ ecommerce: { items: [item] } }])

    const distance = page.getByRole('textbox', { name: 'Distance (km)' })
    await distance.fill('12')
    await distance.fill('120')
    expect(await events(page, 'use_calculator')).toEqual([
      { event: 'use_calculator', calculator: 'fuel', car_id: item.item_id },
    ])
    // Each page view was pushed once, however many times the page re-rendered.
    expect(await events(page, 'view_item')).toHaveLength(1)
  })

  test('featured cars on the home page and similar cars on a car page: the list shown and the car chosen', async ({
    page,
    context,
  }) => {
    await refuseGoogle(context)
    await page.goto(siteUrl(shop, '/'))
    await hydrated(page)
    const featured = page.locator('section[aria-labelledby="featured-cars"]').getByRole('article')
    const [shown] = await events(page, 'view_item_list')
    expect(shown?.ecommerce).toMatchObject({ item_list_id: 'featured_cars', item_list_name: 'Featured cars' })
    const listed = itemsOf(shown)
    await expect(featured).toHaveCount(listed.length)
    expect(listed.map((item) => item.index)).toEqual(listed.map((_, index) => index))

    const chosen = featured.nth(1)
    await chosen.getByRole('heading').getByRole('link').click()
    await expect(page).toHaveURL(/\/cars\//)
    expect(await events(page, 'select_item')).toMatchObject([
      {
        ecommerce: {
          item_list_id: 'featured_cars',
          items: [{ item_id: listed[1]?.item_id, index: 1 }],
        },
      },
    ])
    // The car page lists similar cars: a list of its own, shown once.
    await expect
      .poll(async () =>
        (await events(page, 'view_item_list')).map(
          (event) => (event.ecommerce as { item_list_id: string }).item_list_id,
        ),
      )
      .toEqual(['featured_cars', 'similar_cars'])
    const similar = page.locator('#similar').getByRole('article')
    const similarShown = (await events(page, 'view_item_list'))[1]
    await expect(similar).toHaveCount(itemsOf(similarShown).length)
  })

  test('a lead, reserving and the finance journey push generate_lead, begin_checkout and finance_step', async ({
    page,
    context,
  }) => {
    await refuseGoogle(context)
    // An enquiry about a car: /success reports the lead once, with the car; a reload reports nothing.
    const [enquired] = listedVehicles(shop, (car) => car.status === 'in_stock' && car.price > 0)
    if (!enquired) throw new Error(`The demo stock of ${shop} has no car to enquire about`)
    await page.goto(siteUrl(shop, `/cars/${enquired.slug}`))
    await hydrated(page)
    await page
      .getByRole('complementary', { name: 'This car' })
      .getByRole('button', { name: 'Enquire Now' })
      .click()
    const dialog = page.getByRole('dialog', { name: `Enquire about the ${enquired.name}` })
    await dialog.getByLabel('Name').fill('Ana Lytics')
    await dialog.getByLabel('Phone').fill(uniqueMobile())
    await dialog.getByLabel('Email').fill(uniqueEmail('analytics'))
    await dialog.getByLabel('Comments').fill('Is it still available?')
    await dialog.getByRole('checkbox', { name: /I agree to the terms of use/ }).check()
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect(page).toHaveURL(/\/success\?/)
    await expect.poll(() => events(page, 'generate_lead')).toHaveLength(1)
    const [lead] = await events(page, 'generate_lead')
    expect(lead).toMatchObject({ lead_source: 'enquiry', currency: 'AUD', value: enquired.price })
    expect(itemsOf(lead)).toMatchObject([
      { item_id: enquired.id, item_brand: enquired.make, price: enquired.price },
    ])
    await page.reload()
    await hydrated(page)
    expect(await events(page, 'generate_lead')).toEqual([])

    const reservable = listedVehicles(
      shop,
      (car) => car.status === 'in_stock' && !car.reserved && car.price > 0,
    )[0]
    if (!reservable) throw new Error(`The demo stock of ${shop} has no car to reserve`)
    await page.goto(siteUrl(shop, `/cars/${reservable.slug}/checkout`))
    await hydrated(page)
    expect(await events(page, 'begin_checkout')).toMatchObject([
      {
        checkout_type: 'reserve',
        ecommerce: {
          value: reservable.price,
          items: [{ item_id: reservable.id, make: reservable.make, year: reservable.year }],
        },
      },
    ])

    await page.goto(siteUrl(shop, '/finance'))
    await hydrated(page)
    expect(await events(page, 'finance_step')).toEqual([
      { event: 'finance_step', step: 1, step_name: 'Quick Estimate' },
    ])
  })
})

test('a signed-in shopper saving a car to the watchlist pushes add_to_wishlist for the watchlist, once', async ({
  page,
}) => {
  const [car] = listedVehicles(
    shop,
    (vehicle) => vehicle.status === 'in_stock' && vehicle.car_type === 'used',
  )
  if (!car?.slug) throw new Error(`No used car in stock at ${shop}`)
  await signIn(page, siteUrl(shop).replace(/\/$/, ''))
  await page.goto(siteUrl(shop, `/cars/${car.slug}`))
  await hydrated(page)
  await page.getByRole('button', { name: 'Save to watchlist', exact: true }).click()
  await expect(
    page.getByRole('button', { name: 'Saved in watchlist', exact: true, pressed: true }),
  ).toBeVisible()
  await expect.poll(() => events(page, 'add_to_wishlist')).toHaveLength(1)
  const [saved] = await events(page, 'add_to_wishlist')
  expect(saved).toMatchObject({ list: 'watchlist' })
  expect(itemsOf(saved)).toMatchObject([{ item_id: car.id }])
})
