import { showMeCarsLabel } from '@forecourt/domain/search/facet-panel'
import { slugify } from '@forecourt/domain/search/landing-paths'
import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { listedVehicles, mostCommon } from './support/demo-stock'
import { holdScripts } from './support/hold-scripts'
import { hydrated } from './support/hydration'
import { siteUrl } from './support/server'

const dealer = 'harbourside-volkswagen'
const vehiclesText = (count: number) =>
  `${count.toLocaleString('en-AU')} ${count === 1 ? 'vehicle' : 'vehicles'}`
const resultCount = (page: Page) => page.getByRole('main').getByText(/^[\d,]+ vehicles?$/)
const cards = (page: Page) => page.getByRole('list', { name: 'Vehicles' }).getByRole('article')
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 3 }).allTextContents()

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A facet checkbox's accessible name is its value, then its count. */
const startsWith = (value: string) => new RegExp(`^${escapeRegExp(value)} [\\d,]+$`)

/** A value as URLSearchParams writes it (spaces as '+'). */
const param = (value: string) => new URLSearchParams({ v: value }).toString().slice(2)

const used = () => listedVehicles(dealer, (vehicle) => vehicle.car_type === 'used')

test.describe('desktop results page', () => {
  test.skip(({ isMobile }) => isMobile, 'the phone drawer has its own tests')

  test('refining by make, then model, then price moves the URL; reload and back restore it', async ({
    page,
  }) => {
    const usedCars = used()
    const make = mostCommon(usedCars, 'make').value
    const ofMake = usedCars.filter((vehicle) => vehicle.make === make)
    const model = mostCommon(ofMake, 'model').value
    const ofModel = ofMake.filter((vehicle) => vehicle.model === model)
    const prices = ofModel.map((vehicle) => vehicle.price).sort((a, b) => a - b)
    const maxPrice = Math.round((prices[Math.floor(prices.length / 2)] ?? 50_000) / 1000) * 1000
    const underMax = ofModel.filter((vehicle) => vehicle.price <= maxPrice)

    await page.goto(siteUrl(dealer, '/search/used-cars'))
    await hydrated(page)
    await expect(resultCount(page)).toHaveText(vehiclesText(usedCars.length))

    await page.getByRole('checkbox', { name: startsWith(make) }).check()
    await expect(page).toHaveURL(new RegExp(`/search/used-cars\\?make=${param(make)}$`))
    await expect(resultCount(page)).toHaveText(vehiclesText(ofMake.length))

    await page.getByRole('checkbox', { name: startsWith(model) }).check()
    await expect(page).toHaveURL(/&model=/)
    await expect(resultCount(page)).toHaveText(vehiclesText(ofModel.length))
    for (const title of await cardTitles(page)) expect(title).toContain(`${make} ${model}`)

    await page.getByRole('spinbutton', { name: 'Max price' }).fill(String(maxPrice))
    await expect(page).toHaveURL(new RegExp(`price=-${maxPrice}$`))
    await expect(resultCount(page)).toHaveText(vehiclesText(underMax.length))

    await page.reload()
    await expect(page).toHaveURL(new RegExp(`price=-${maxPrice}$`))
    await expect(resultCount(page)).toHaveText(vehiclesText(underMax.length))
    await expect(page.getByRole('checkbox', { name: startsWith(model) })).toBeChecked()

    await page.goBack()
    await expect(page).not.toHaveURL(/price=/)
    await expect(resultCount(page)).toHaveText(vehiclesText(ofModel.length))
    await page.goBack()
    await expect(page).not.toHaveURL(/model=/)
    await expect(resultCount(page)).toHaveText(vehiclesText(ofMake.length))
  })

  test('shows each refinement as a removable chip, and Clear all returns to the landing search', async ({
    page,
  }) => {
    const usedCars = used()
    const make = mostCommon(usedCars, 'make').value
    await page.goto(siteUrl(dealer, `/search/used-cars?make=${param(make)}&sort=price-desc`))
    const chips = page.getByRole('list', { name: 'Current filters' })
    await expect(chips.getByRole('link', { name: 'Remove filter Condition: Used' })).toBeVisible()
    await chips.getByRole('link', { name: `Remove filter Make: ${make}` }).click()
    await expect(page).toHaveURL(/\/search\/used-cars\?sort=price-desc$/)
    await expect(resultCount(page)).toHaveText(vehiclesText(usedCars.length))
    await expect(chips.getByRole('link', { name: 'Clear all' })).toHaveCount(0)

    await page.getByRole('checkbox', { name: startsWith(make) }).check()
    await expect(page).toHaveURL(/make=/)
    await chips.getByRole('link', { name: 'Clear all' }).click()
    await expect(page).toHaveURL(/\/search\/used-cars\?sort=price-desc$/)
    await expect(resultCount(page)).toHaveText(vehiclesText(usedCars.length))
  })

  test('pages through 21 cars at a time, and a new sort starts again from page 1', async ({ page }) => {
    await page.goto(siteUrl(dealer, '/search/used-cars'))
    await hydrated(page)
    const firstPage = await cardTitles(page)
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/\/search\/used-cars\?page=2$/)
    await hydrated(page)
    await expect(
      page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }),
    ).toHaveAttribute('aria-current', 'page')
    await expect.poll(() => cardTitles(page)).not.toEqual(firstPage)

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' })
    await expect(page).toHaveURL(/\/search\/used-cars\?sort=price-asc$/)
    // The URL changes first; the sorted cards follow with the search response.
    // A card's first dollar amount is its price (the weekly estimate follows it).
    const prices = () =>
      cards(page).evaluateAll((nodes) =>
        nodes.flatMap((node) => {
          const price = /\$([\d,]+)/.exec(node.textContent ?? '')?.[1]
          return price ? [Number(price.replace(/,/g, ''))] : []
        }),
      )
    await expect
      .poll(async () => {
        const shown = await prices()
        return (
          shown.length > 1 && shown.every((price, index) => index === 0 || (shown[index - 1] ?? 0) <= price)
        )
      })
      .toBe(true)
  })

  test("shows the spec's empty results card, whose Clear Filters goes to the refresh path", async ({
    page,
  }) => {
    await page.goto(siteUrl(dealer, '/search?q=zzzqqqxxy'))
    await expect(page.getByRole('heading', { name: 'No Results Available' })).toBeVisible()
    await expect(
      page.getByText(
        'No results found for your search at this time. Please try adjusting the filters for more results.',
      ),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Clear Filters' }).click()
    await expect(page).toHaveURL(siteUrl(dealer, '/special-offers'))
  })

  test('collapses consecutive sold cars into one', async ({ page }) => {
    // The dealer ranks sold cars last, so the last pages hold the run of recently sold cars.
    const lastPage = Math.ceil(listedVehicles(dealer, () => true).length / 21)
    await page.goto(siteUrl(dealer, `/search?page=${lastPage - 2}`))
    await hydrated(page)
    let collapsed = 0
    for (const pageNumber of [lastPage - 1, lastPage]) {
      // The results query of that page (InstantSearch may also ask for other things meanwhile).
      const response = page.waitForResponse(
        (candidate) =>
          candidate.url().includes('/multi_search') &&
          (candidate.request().postDataJSON() as { searches?: { page?: number }[] } | null)?.searches?.[0]
            ?.page === pageNumber,
      )
      await page
        .getByRole('navigation', { name: 'Pagination' })
        .getByRole('link', { name: 'Next page' })
        .click()
      const body = (await (await response).json()) as {
        results: { hits: { document: { status: string } }[] }[]
      }
      const statuses = body.results[0]?.hits.map((hit) => hit.document.status) ?? []
      const runs = statuses.filter(
        (status, index) => status === 'sold' && statuses[index - 1] === 'sold',
      ).length
      await expect(page).toHaveURL(new RegExp(`page=${pageNumber}$`))
      await expect(cards(page)).toHaveCount(statuses.length - runs)
      const sold = await cards(page).evaluateAll((nodes) =>
        nodes.map((node) => node.textContent?.includes('JUST SOLD') ?? false),
      )
      expect(sold.some((isSold, index) => isSold && sold[index - 1])).toBe(false)
      collapsed += runs
    }
    expect(collapsed, 'the demo stock should end with a run of sold cars').toBeGreaterThan(0)
  })

  test('without JavaScript, a landing URL lists the right cars and the filter form still works', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const all = listedVehicles(dealer, () => true)
    const make = mostCommon(all, 'make').value
    const ofMake = all.filter((vehicle) => vehicle.make === make)
    await page.goto(siteUrl(dealer, `/search/${slugify(make)}`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${make} for Sale`)
    await expect(page).toHaveTitle(`${make} for Sale | Harbourside Volkswagen`)
    await expect(resultCount(page)).toHaveText(vehiclesText(ofMake.length))
    await expect(cards(page)).toHaveCount(Math.min(21, ofMake.length))
    for (const title of await cardTitles(page)) expect(title).toContain(make)
    // The favourite heart lives in browser storage, so it needs JavaScript and stays hidden without it; the
    // watchlist's Save is a plain form asking for the sign-in page (ADR 050).
    const firstCard = cards(page).first()
    const favourite = firstCard.locator('button', { hasText: 'Favourite' })
    await expect(favourite).toHaveCount(1)
    await expect(favourite).toBeHidden()
    await expect(firstCard.getByRole('button', { name: /^Save to watchlist: / })).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      siteUrl(dealer, `/search/${slugify(make)}`),
    )
    const itemList = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    )
    expect(itemList).toMatchObject({ '@type': 'ItemList', numberOfItems: ofMake.length })

    const body = mostCommon(ofMake, 'body').value
    await page.getByRole('checkbox', { name: startsWith(body) }).check()
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(new RegExp(`/search\\?make=${param(make)}&body=${param(body)}`))
    await expect(resultCount(page)).toHaveText(
      vehiclesText(ofMake.filter((vehicle) => vehicle.body === body).length),
    )
    await context.close()
  })
})

test.describe('phone results page', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'phone viewport only')

  test("filters open in a drawer and 'Show Me N cars' closes it on the refined results", async ({ page }) => {
    const usedCars = used()
    const make = mostCommon(usedCars, 'make').value
    const count = usedCars.filter((vehicle) => vehicle.make === make).length
    await page.goto(siteUrl(dealer, '/search/used-cars'))
    await hydrated(page)
    await expect(page.getByRole('heading', { name: 'Filters' })).toBeHidden()
    await page.getByRole('button', { name: /^Filters/ }).click()
    const drawer = page.getByRole('dialog', { name: 'Filters' })
    await expect(drawer).toBeVisible()
    await drawer.getByRole('checkbox', { name: startsWith(make) }).check()
    const showMe = drawer.getByRole('button', { name: showMeCarsLabel(count) })
    await expect(showMe).toBeVisible()
    await expectNoAxeViolations(page)
    await showMe.click()
    await expect(drawer).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`make=${param(make)}`))
    await expect(resultCount(page)).toHaveText(vehiclesText(count))
  })
})

test('offers the last searches again, kept in the browser', async ({ page, isMobile }) => {
  test.skip(isMobile, 'refines from the desktop filter column')
  const make = mostCommon(used(), 'make').value
  await page.goto(siteUrl(dealer, '/search/used-cars'))
  await hydrated(page)
  await page.getByRole('checkbox', { name: startsWith(make) }).check()
  await expect(page).toHaveURL(/make=/)
  // The search is remembered once its results arrive, which a loaded machine may take a moment to do.
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('forecourt:search-history') ?? ''))
    .toContain(make)
  await page.goto(siteUrl(dealer, '/search'))
  const recent = page.getByRole('navigation', { name: 'Recent searches' })
  await recent.getByRole('link', { name: `${make}, Used` }).click()
  await expect(page).toHaveURL(siteUrl(dealer, `/search?make=${param(make)}&car_type=used`))
  await expect(page.getByRole('checkbox', { name: startsWith(make) })).toBeChecked()
})

test("the heart keeps a car in the browser's favourites and reads 'Favourited'", {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto(siteUrl(dealer, '/search/used-cars'))
  await hydrated(page)
  const firstCard = cards(page).first()
  const title = (await firstCard.getByRole('heading', { level: 3 }).textContent()) ?? ''
  await firstCard.getByRole('button', { name: `Favourite in this browser: ${title}`, exact: true }).click()
  await expect(
    firstCard.getByRole('button', { name: `Favourited in this browser: ${title}`, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(
    cards(page)
      .first()
      .getByRole('button', { name: `Favourited in this browser: ${title}`, exact: true }),
  ).toBeVisible()
})

test('axe finds no violations on the results page', { tag: '@phone' }, async ({ page }) => {
  await page.goto(siteUrl(dealer, '/search/used-cars'))
  await expect(cards(page).first()).toBeVisible()
  await expectNoAxeViolations(page)
})

test('unknown makes and models are 404 pages, not empty results', async ({ page }) => {
  expect((await page.goto(siteUrl(dealer, '/search/no-such-make')))?.status()).toBe(404)
  const make = mostCommon(used(), 'make').value
  expect((await page.goto(siteUrl(dealer, `/search/${slugify(make)}/no-such-model`)))?.status()).toBe(404)
  expect((await page.goto(siteUrl(dealer, `/search/${slugify(make)}`)))?.status()).toBe(200)
})

test("the home page's quick search carries its filters to the results", async ({ page }) => {
  const all = listedVehicles(dealer, () => true)
  const make = mostCommon(all, 'make').value
  const count = all.filter((vehicle) => vehicle.make === make).length
  await page.goto(siteUrl(dealer))
  const quickSearch = page.getByRole('search', { name: 'Quick search' })
  await quickSearch.getByRole('combobox', { name: 'Make' }).selectOption(make)
  await quickSearch.getByRole('button', { name: showMeCarsLabel(count) }).click()
  await expect(page).toHaveURL(siteUrl(dealer, `/search?make=${param(make)}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Stock')
  await expect(resultCount(page)).toHaveText(vehiclesText(count))
})

test('a make chosen before the page is interactive is counted and searched once it is', async ({ page }) => {
  const all = listedVehicles(dealer, () => true)
  const make = mostCommon(all, 'make').value
  const count = all.filter((vehicle) => vehicle.make === make).length
  const release = await holdScripts(page)
  await page.goto(siteUrl(dealer))
  const quickSearch = page.getByRole('search', { name: 'Quick search' })
  await quickSearch.getByRole('combobox', { name: 'Make' }).selectOption(make)
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
  release()
  await hydrated(page)
  await expect(quickSearch.getByRole('combobox', { name: 'Make' })).toHaveValue(make)
  await quickSearch.getByRole('button', { name: showMeCarsLabel(count) }).click()
  await expect(page).toHaveURL(siteUrl(dealer, `/search?make=${param(make)}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Stock')
  await expect(resultCount(page)).toHaveText(vehiclesText(count))
})

test('words typed in the keyword box before the page is interactive are understood once it is', async ({
  page,
}) => {
  const release = await holdScripts(page)
  // The held scripts keep the page from its load event.
  await page.goto(siteUrl(dealer, '/search/used-cars'), { waitUntil: 'domcontentloaded' })
  const box = page.getByRole('searchbox', { name: 'Keyword search' })
  await box.fill('diesel ute')
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
  release()
  await hydrated(page)
  await expect(box).toHaveValue('diesel ute')
  await box.press('Enter')
  await expect(page).toHaveURL(/[?&]body=Ute&fuel=Diesel(&|$)/)
})

test("the cards' text, links and photo strips are kept as the server sent them when the page becomes interactive", async ({
  page,
}) => {
  // ADR 076: hydration takes them as they are; a card renders them again only for another car's view.
  const release = await holdScripts(page)
  await page.goto(siteUrl(dealer, '/search/used-cars'), { waitUntil: 'domcontentloaded' })
  const kept = '.vehicle-card .contents > *, .card-strip > li'
  await page.evaluate((selector) => {
    Object.assign(window, { sentParts: [...document.querySelectorAll(selector)] })
  }, kept)
  release()
  await hydrated(page)
  await cards(page)
    .first()
    .getByRole('button', { name: /^Favourite/ })
    .click()
  await expect(
    cards(page)
      .first()
      .getByRole('button', { name: /^Favourited/ }),
  ).toBeVisible()
  const parts = await page.evaluate((selector) => {
    const sent = (window as unknown as { sentParts: Element[] }).sentParts
    const now = [...document.querySelectorAll(selector)]
    return { sent: sent.length, stillThere: sent.filter((part) => now.includes(part)).length }
  }, kept)
  expect(parts.sent).toBeGreaterThan(await cards(page).count())
  expect(parts.stillThere).toBe(parts.sent)
})

test('make tiles on the home page link to their landing pages', async ({ page }) => {
  await page.goto(siteUrl(dealer))
  const tiles = page.getByRole('region', { name: 'Shop by make' }).getByRole('link')
  await expect(tiles.first()).toHaveAttribute('href', /^\/search\/[a-z0-9-]+$/)
  await tiles.first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ for Sale$/)
})
