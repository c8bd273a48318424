import { LISTED_WITHIN_CHOICES } from '@forecourt/domain/search/listed-within'
import type { VehicleDocument } from '@forecourt/search/collections/vehicles'
import { expect, type Page, test } from '@playwright/test'
import { feedNow, listedVehicles } from './support/demo-stock'
import { hydrated } from './support/hydration'
import { siteUrl } from './support/server'

/**
 * The spec's make_model, created_at_timestamp and subscription_price facets (stock document section 3)
 * applied to the results, on a full page load and after a refinement in the browser; a value that matches
 * nothing shows no cars and its chip, never every car. Expected counts come from the demo feed.
 */

const dealer = 'southern-cross-motors'
/** A dealer whose stock has no subscription prices. */
const noSubscriptions = 'harbourside-volkswagen'

const resultCount = (page: Page) => page.getByRole('main').getByText(/^[\d,]+ vehicles?$/)
const cards = (page: Page) => page.getByRole('list', { name: 'Vehicles' }).getByRole('article')
const chips = (page: Page) => page.getByRole('list', { name: 'Current filters' })
const vehiclesText = (count: number) =>
  `${count.toLocaleString('en-AU')} ${count === 1 ? 'vehicle' : 'vehicles'}`
const shownCount = async (page: Page) =>
  Number((await resultCount(page).textContent())?.replace(/\D/g, '') ?? Number.NaN)
/** A value as URLSearchParams writes it (spaces as '+'). */
const param = (value: string) => new URLSearchParams({ v: value }).toString().slice(2)

const all = () => listedVehicles(dealer, () => true)
const hiLux = (vehicle: VehicleDocument) => vehicle.make === 'Toyota' && vehicle.model === 'HiLux'

test.describe('make_model as make > model', () => {
  test('"Toyota > HiLux" shows exactly the HiLuxes, with its chip; "Toyota" every Toyota', async ({
    page,
  }) => {
    const expected = listedVehicles(dealer, hiLux)
    const toyotas = listedVehicles(dealer, (vehicle) => vehicle.make === 'Toyota')
    expect(expected.length).toBeGreaterThan(0)
    expect(toyotas.length).toBeGreaterThan(expected.length)

    await page.goto(siteUrl(dealer, `/search?make_model=${param('Toyota > HiLux')}`))
    await expect(resultCount(page)).toHaveText(vehiclesText(expected.length))
    await expect(
      chips(page).getByRole('link', { name: 'Remove filter Make and model: Toyota > HiLux' }),
    ).toBeVisible()
    for (const title of await cards(page).getByRole('heading', { level: 3 }).allTextContents())
      expect(title).toContain('Toyota HiLux')

    await page.goto(siteUrl(dealer, '/search?make_model=Toyota'))
    await expect(resultCount(page)).toHaveText(vehiclesText(toyotas.length))
  })

  test('the path holds once the browser searches for itself, and after a reload', async ({ page }) => {
    const ofPath = listedVehicles(dealer, hiLux)
    // A condition that only some of them have, so the count must move when the browser answers.
    const conditions = ['new', 'demo', 'used'].map((value) => ({
      value,
      count: ofPath.filter((vehicle) => vehicle.car_type === value).length,
    }))
    const condition =
      conditions
        .filter(({ count }) => count > 0 && count < ofPath.length)
        .sort((a, b) => b.count - a.count)[0] ?? conditions.find(({ count }) => count > 0)!
    const label = { new: 'New', used: 'Used', demo: 'Demo' }[condition.value]!
    const anyMake = listedVehicles(dealer, (vehicle) => vehicle.car_type === condition.value).length
    expect(anyMake).toBeGreaterThan(condition.count)

    await page.goto(siteUrl(dealer, `/search?make_model=${param('Toyota > HiLux')}`))
    await hydrated(page)
    const answered = page.waitForResponse((response) => response.url().includes('/typesense/multi_search'))
    const conditionFacet = page
      .locator('details')
      .filter({ has: page.locator('summary', { hasText: /^Condition$/ }) })
    await conditionFacet.getByRole('checkbox', { name: new RegExp(`^${label} [\\d,]+$`) }).check()
    await expect(page).toHaveURL(new RegExp(`car_type=${condition.value}`))
    expect((await answered).ok()).toBe(true)
    await expect(resultCount(page)).toHaveText(vehiclesText(condition.count))
    await page.reload()
    await expect(resultCount(page)).toHaveText(vehiclesText(condition.count))
  })

  test('a path the dealer does not have, or that is no path, shows no cars and its chip to remove', async ({
    page,
  }) => {
    for (const path of ['Holden > Commodore', 'Toyota > HiLux > SR5']) {
      await page.goto(siteUrl(dealer, `/search?make_model=${param(path)}`))
      await expect(resultCount(page)).toHaveText('0 vehicles')
      await expect(page.getByRole('heading', { name: 'No Results Available' })).toBeVisible()
      await expect(
        chips(page).getByRole('link', { name: `Remove filter Make and model: ${path}` }),
      ).toBeVisible()
    }
    await hydrated(page)
    await chips(page)
      .getByRole('link', { name: /^Remove filter Make and model/ })
      .click()
    await expect(page).toHaveURL(/\/search$/)
    await expect(resultCount(page)).toHaveText(vehiclesText(all().length))
  })
})

test.describe('listed in the last N days', () => {
  /**
   * The cars listed within `days` days of the search, as the bounds of what the page may show: the server
   * counts back from its own time, taken to the minute, somewhere between `before` and now.
   */
  const listedWithin = (days: number, before: number) => {
    const count = (now: number) => {
      const since = Math.floor(now / 1000) - days * 86_400
      return listedVehicles(dealer, (vehicle) => vehicle.created_at_timestamp >= since).length
    }
    // A minute for the rounding, and a few seconds for ingestion having begun after its clock was read.
    const fewest = count(feedNow().getTime() + 10_000)
    const most = count(before - 70_000)
    return { fewest, most }
  }

  test('counts the cars listed in the window, loaded whole and chosen in the panel alike', async ({
    page,
  }) => {
    const total = all().length
    const days = LISTED_WITHIN_CHOICES.find((choice) => {
      const { most } = listedWithin(choice, feedNow().getTime())
      return most > 0 && most < total
    })
    expect(days, 'a window that holds some cars, not all').toBeDefined()
    const choice = days ?? 7
    const label = choice === 1 ? 'Last 24 hours' : `Last ${choice} days`

    let before = feedNow().getTime()
    await page.goto(siteUrl(dealer, `/search?created_at_timestamp=${choice}`))
    await expect(resultCount(page)).toBeVisible()
    let bounds = listedWithin(choice, before)
    const loaded = await shownCount(page)
    expect(loaded).toBeGreaterThanOrEqual(bounds.fewest)
    expect(loaded).toBeLessThanOrEqual(bounds.most)
    await expect(chips(page).getByRole('link', { name: `Remove filter Date listed: ${label}` })).toBeVisible()

    // The same window chosen in the browser: InstantSearch asks from the server's time too.
    await page.goto(siteUrl(dealer, '/search'))
    await hydrated(page)
    await page.locator('summary', { hasText: /^Date listed$/ }).click()
    before = feedNow().getTime()
    await page.getByRole('radio', { name: label }).check()
    await expect(page).toHaveURL(new RegExp(`\\?created_at_timestamp=${choice}$`))
    await expect(resultCount(page)).not.toHaveText(vehiclesText(total))
    bounds = listedWithin(choice, before)
    const chosen = await shownCount(page)
    expect(chosen).toBeGreaterThanOrEqual(bounds.fewest)
    expect(chosen).toBeLessThanOrEqual(bounds.most)
  })

  test('a window that is no number of days shows no cars and its chip, never every car', async ({ page }) => {
    await page.goto(siteUrl(dealer, '/search?created_at_timestamp=fortnight'))
    await expect(resultCount(page)).toHaveText('0 vehicles')
    await expect(
      chips(page).getByRole('link', { name: 'Remove filter Date listed: fortnight' }),
    ).toBeVisible()
  })
})

test.describe('subscription price', () => {
  test('a range, on a dealer whose stock has subscription prices', async ({ page }) => {
    const prices = listedVehicles(dealer, (vehicle) => typeof vehicle.subscription_price === 'number')
      .map((vehicle) => vehicle.subscription_price as number)
      .sort((a, b) => a - b)
    expect(prices.length).toBeGreaterThan(1)
    const max = prices[Math.floor((prices.length - 1) / 2)]!
    expect(max).toBeLessThan(prices.at(-1)!)
    const expected = prices.filter((price) => price <= max).length

    await page.goto(siteUrl(dealer, `/search?subscription_price=-${max}`))
    await expect(resultCount(page)).toHaveText(vehiclesText(expected))
    await expect(
      chips(page).getByRole('link', {
        name: `Remove filter Subscription price up to $${max.toLocaleString('en-AU')}`,
      }),
    ).toBeVisible()

    // Typed in the panel, once the browser searches for itself.
    await page.goto(siteUrl(dealer, '/search'))
    await hydrated(page)
    await page.getByText('Subscription price', { exact: true }).click()
    await page.getByRole('spinbutton', { name: 'Max subscription price' }).fill(String(max))
    await expect(page).toHaveURL(new RegExp(`\\?subscription_price=-${max}$`))
    await expect(resultCount(page)).toHaveText(vehiclesText(expected))
  })

  test('a dealer without subscriptions has no slider, and a range from a URL finds no cars', async ({
    page,
  }) => {
    expect(
      listedVehicles(noSubscriptions, (vehicle) => typeof vehicle.subscription_price === 'number'),
    ).toEqual([])
    await page.goto(siteUrl(noSubscriptions, '/search'))
    await expect(
      page.getByRole('group', { name: 'Filters' }).or(page.locator('#search-filters')),
    ).toBeVisible()
    await expect(page.getByText('Subscription price', { exact: true })).toHaveCount(0)
    await page.goto(siteUrl(noSubscriptions, '/search?subscription_price=-500'))
    await expect(resultCount(page)).toHaveText('0 vehicles')
    await expect(
      chips(page).getByRole('link', { name: 'Remove filter Subscription price up to $500' }),
    ).toBeVisible()
  })
})
