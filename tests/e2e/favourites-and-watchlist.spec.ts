import { expect, type Locator, type Page, test } from '@playwright/test'
import { listedVehicles } from './support/demo-stock'
import { hydrated } from './support/hydration'
import { uniqueEmail, uniqueMobile } from './support/leads'
import { siteUrl } from './support/server'
import { latestCode } from './support/shopper-messages'

/**
 * One meaning of "Save" (issue 32, ADR 050): the watchlist's ☆ Save / ★ Saved (signed in, My Garage, price
 * texts) and the browser's ♡ Favourite / ♥ Favourited are two controls with their own names, the same on
 * a results card and on a vehicle page. Signing in with favourites offers to add them to the watchlist.
 */

const vw = 'harbourside-volkswagen'

const cards = (page: Page) => page.locator('article.vehicle-card')
const titleOf = async (card: Locator) => (await card.getByRole('heading', { level: 3 }).textContent()) ?? ''

/** Used cars in stock with a price and photos: each has both controls on its card and its page. */
function carsWithBothControls() {
  const cars = listedVehicles(
    vw,
    (vehicle) =>
      vehicle.status === 'in_stock' &&
      !vehicle.reserved &&
      vehicle.price > 0 &&
      (vehicle.photos_count ?? 0) > 0 &&
      !!vehicle.slug,
  )
  if (cars.length < 2) throw new Error(`Fewer than two cars to keep at ${vw}`)
  return cars.map((car) => ({ ...car, path: `/cars/${car.slug}` }))
}

/** The car's card on the results page, found by its link. */
const cardOf = (page: Page, path: string) => cards(page).filter({ has: page.locator(`h3 a[href="${path}"]`) })

async function signInHere(request: Parameters<typeof latestCode>[0], within: Locator) {
  const mobile = uniqueMobile()
  await within.getByRole('textbox', { name: 'First Name' }).fill('Fay')
  await within.getByRole('textbox', { name: 'Last Name' }).fill('Vourite')
  await within.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('favourites'))
  await within.getByRole('textbox', { name: 'Mobile' }).fill(mobile)
  await within.getByRole('button', { name: 'Send Code' }).click()
  await within.getByRole('textbox', { name: 'Code', exact: true }).fill(await latestCode(request, vw, mobile))
  await within.getByRole('button', { name: 'Sign In' }).click()
}

test('a card and a vehicle page name the watchlist and the favourite apart, in the same words', {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto(siteUrl(vw, '/search/used-cars'))
  await hydrated(page)
  const card = cards(page)
    .filter({ has: page.getByRole('button', { name: /^Favourite in this browser: / }) })
    .filter({ has: page.getByRole('button', { name: /^Save to watchlist: / }) })
    .first()
  const title = await titleOf(card)
  await expect(card.getByRole('button', { name: `Save to watchlist: ${title}`, exact: true })).toHaveText(
    '☆ Save',
  )
  await expect(
    card.getByRole('button', { name: `Favourite in this browser: ${title}`, exact: true }),
  ).toHaveText('♡ Favourite')
  // A name asked for by one word finds one control only.
  await expect(card.getByRole('button', { name: 'Save' })).toHaveCount(1)
  await expect(card.getByRole('button', { name: 'Favourite' })).toHaveCount(1)

  await card.getByRole('heading', { level: 3 }).getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('button', { name: 'Save to watchlist', exact: true })).toHaveText('☆ Save')
  await expect(main.getByRole('button', { name: 'Favourite in this browser', exact: true })).toHaveText(
    '♡ Favourite',
  )
})

test('a favourite made on a vehicle page stays after a reload, and its card in the results shows it', {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto(siteUrl(vw, '/search/used-cars'))
  await hydrated(page)
  const card = cards(page)
    .filter({ has: page.getByRole('button', { name: /^Favourite in this browser: / }) })
    .first()
  const path = (await card.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href')) ?? ''
  await card.getByRole('heading', { level: 3 }).getByRole('link').click()
  await expect(page).toHaveURL(siteUrl(vw, path))
  const main = page.getByRole('main')
  await main.getByRole('button', { name: 'Favourite in this browser', exact: true }).click()
  const favourited = main.getByRole('button', { name: 'Favourited in this browser', exact: true })
  await expect(favourited).toHaveAttribute('aria-pressed', 'true')
  await expect(favourited).toHaveText('♥ Favourited')
  // The watchlist is not touched: it needs a signed-in shopper.
  await expect(main.getByRole('button', { name: 'Save to watchlist', exact: true })).toBeVisible()

  await page.reload()
  await hydrated(page)
  await expect(favourited).toHaveAttribute('aria-pressed', 'true')

  await page.goBack()
  await expect(page).toHaveURL(siteUrl(vw, '/search/used-cars'))
  await expect(
    cardOf(page, path).getByRole('button', { name: /^Favourited in this browser: /, pressed: true }),
  ).toBeVisible()
})

test('signing in from a car offers the other favourites, and accepting puts them in My Garage', async ({
  page,
  request,
}) => {
  const [first, second, third] = carsWithBothControls()
  // Three favourites, kept in this browser by clicking their hearts.
  for (const car of [first!, second!, third!]) {
    await page.goto(siteUrl(vw, car.path))
    await hydrated(page)
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Favourite in this browser', exact: true })
      .click()
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Favourited in this browser', exact: true }),
    ).toBeVisible()
  }

  // On the third car's page, the watchlist's Save signs in and saves that car.
  await page.getByRole('main').getByRole('button', { name: 'Save to watchlist', exact: true }).click()
  await signInHere(request, page.getByRole('dialog'))
  await expect(page).toHaveURL(siteUrl(vw, third!.path))
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Saved in watchlist', exact: true, pressed: true }),
  ).toBeVisible()

  // The two favourites not yet on the watchlist are offered.
  const offer = page.getByRole('region', { name: 'Your favourites' })
  await expect(offer.getByText('Add your 2 favourites to your watchlist?')).toBeVisible()
  await offer.getByRole('button', { name: 'Add to watchlist' }).click()
  await expect(offer.getByRole('status')).toHaveText('Added 2 cars to your watchlist.')

  await page.getByRole('link', { name: 'My Garage' }).click()
  await expect(page.getByRole('heading', { name: 'My Garage', level: 1 })).toBeVisible()
  for (const car of [first!, second!, third!]) {
    await expect(page.getByRole('heading', { name: car.name })).toBeVisible()
  }
  // Answered: neither the banner nor My Garage asks again.
  await expect(page.getByText(/to your watchlist\?/)).toHaveCount(0)
})

test('header Sign In with favourites: My Garage offers them, and adds them to its saved cars', async ({
  page,
  request,
}) => {
  await page.goto(siteUrl(vw, '/search/used-cars'))
  await hydrated(page)
  const withHeart = cards(page).filter({ has: page.getByRole('button', { name: /^Favourite in this/ }) })
  const paths: string[] = []
  for (const index of [0, 1]) {
    paths.push((await withHeart.nth(index).locator('h3 a').getAttribute('href')) ?? '')
  }
  for (const path of paths) {
    await cardOf(page, path)
      .getByRole('button', { name: /^Favourite in this browser: / })
      .click()
    await expect(
      cardOf(page, path).getByRole('button', { name: /^Favourited in this browser: /, pressed: true }),
    ).toBeVisible()
  }

  await page.getByRole('link', { name: 'Sign In' }).first().click()
  await expect(page).toHaveURL(/\/sign-in\?/)
  await signInHere(request, page.getByRole('main'))
  await expect(page.getByRole('heading', { name: 'My Garage', level: 1 })).toBeVisible()
  await expect(page.getByText('You have not saved any cars yet.')).toBeVisible()
  const offer = page.getByRole('region', { name: 'Your favourites' })
  await expect(offer).toHaveCount(1)
  await expect(offer.getByText('Add your 2 favourites to your watchlist?')).toBeVisible()
  await offer.getByRole('button', { name: 'Add to watchlist' }).click()
  await expect(offer.getByRole('status')).toHaveText('Added 2 cars to your watchlist.')
  const saved = page.getByRole('region', { name: 'Saved cars' })
  await expect(page.getByText('You have not saved any cars yet.')).toHaveCount(0)
  await expect(saved.getByRole('listitem')).toHaveCount(2)

  // Back on the results, the two cards read Saved as well as Favourited.
  await page.goto(siteUrl(vw, '/search/used-cars'))
  await hydrated(page)
  for (const path of paths) {
    await expect(
      cardOf(page, path).getByRole('button', { name: /^Saved in watchlist: /, pressed: true }),
    ).toBeVisible()
  }
})
