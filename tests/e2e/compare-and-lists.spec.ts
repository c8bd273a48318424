import { expect, type Locator, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { departedVehicles, listedVehicles } from './support/demo-stock'
import { hydrated } from './support/hydration'
import { siteRequest, storedLeads, uniqueEmail, uniqueMobile } from './support/leads'
import { siteUrl } from './support/server'
import { latestCode } from './support/shopper-messages'

/**
 * Issue 33 (ADR 053): compare up to four cars side by side from a tray that follows the shopper across
 * pages; favourites and recently viewed pages, with sold cars marked and removed cars explained; and the
 * lead events for a signed-in shopper's favourite (39), a history report request (60) and printing (61).
 */

// The Volkswagen group has compare on (its Studio settings); Southern Cross Motors does not.
const vw = 'harbourside-volkswagen'
const noCompare = 'southern-cross-motors'

const cards = (page: Page) => page.locator('article.vehicle-card')

/** Used cars the site lists with a price and photos: each can be compared and favourited. */
function shortlistableCars(slug: string) {
  return listedVehicles(
    slug,
    (vehicle) =>
      vehicle.status === 'in_stock' &&
      !vehicle.reserved &&
      vehicle.price > 0 &&
      (vehicle.photos_count ?? 0) > 0 &&
      !!vehicle.slug,
  )
}

async function signInHere(page: Page, request: Parameters<typeof latestCode>[0], email: string) {
  const mobile = uniqueMobile()
  await page.goto(siteUrl(vw, '/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F'))
  await hydrated(page)
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'First Name' }).fill('Lee')
  await main.getByRole('textbox', { name: 'Last Name' }).fill('Kept')
  await main.getByRole('textbox', { name: 'Email' }).fill(email)
  await main.getByRole('textbox', { name: 'Mobile' }).fill(mobile)
  await main.getByRole('button', { name: 'Send Code' }).click()
  await main.getByRole('textbox', { name: 'Code', exact: true }).fill(await latestCode(request, vw, mobile))
  await main.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'))
}

const compareColumns = (page: Page) => page.getByRole('table').locator('thead th[scope="col"]')

test('three cars compared from the search page, side by side at an address that can be shared', {
  tag: '@phone',
}, async ({ page, browser }) => {
  await page.goto(siteUrl(vw, '/search/used-cars'))
  await hydrated(page)
  const comparable = cards(page).filter({ has: page.getByRole('button', { name: /^Compare: / }) })
  const titles: string[] = []
  for (const card of (await comparable.all()).slice(0, 3)) {
    titles.push(((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim())
    const button = card.getByRole('button', { name: /^Compare: / })
    await button.click()
    await expect(button).toHaveAttribute('aria-pressed', 'true')
  }
  expect(titles).toHaveLength(3)

  // The tray follows the shopper to another page.
  await cards(page).first().getByRole('heading', { level: 3 }).getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const tray = page.getByRole('region', { name: 'Compare (3 of 4)' })
  await expect(tray).toBeVisible()
  for (const title of titles) await expect(tray).toContainText(title)
  await tray.getByRole('link', { name: 'Compare 3 cars' }).click()

  await expect(page).toHaveURL(/\/compare\?cars=[\w-]+,[\w-]+,[\w-]+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Compare cars' })).toBeVisible()
  await expect(compareColumns(page)).toHaveCount(3)
  for (const title of titles) await expect(compareColumns(page).filter({ hasText: title })).toHaveCount(1)
  for (const label of ['Price', 'Kilometres', 'Year', 'Engine', 'Fuel use', 'Towing (braked)']) {
    await expect(
      page.getByRole('rowheader', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) }),
    ).toBeVisible()
  }
  // Three different used cars differ in price or kilometres at least: those rows say so.
  await expect(page.getByRole('row').filter({ hasText: 'Differs' }).first()).toBeVisible()
  await expectNoAxeViolations(page)
  const comparison = page.url()

  // The footer's Compare names no cars: the page offers the tray's.
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Compare' }).click()
  await page.getByRole('link', { name: 'Compare the 3 cars in your tray' }).click()
  await expect(page).toHaveURL(comparison)

  // The address alone shows the same cars, rendered by the server (no script, no browser storage).
  const shared = comparison
  const context = await browser.newContext({ javaScriptEnabled: false })
  const other = await context.newPage()
  await other.goto(shared)
  await expect(compareColumns(other)).toHaveCount(3)
  for (const title of titles) await expect(compareColumns(other).filter({ hasText: title })).toHaveCount(1)
  await context.close()
})

test("a compare address shows only this site's listed cars and says how many it left out", async ({
  page,
}) => {
  const [own] = shortlistableCars(vw)
  const [otherDealers] = shortlistableCars('coastline-motorcycles')
  if (!own || !otherDealers) throw new Error('No cars to compare')
  const departed = departedVehicles(vw)[0]
  if (!departed) throw new Error(`No departed car at ${vw}`)
  const ids = [own.id, otherDealers.id, departed.id]
  await page.goto(siteUrl(vw, `/compare?cars=${ids.join(',')}`))
  await expect(compareColumns(page)).toHaveCount(1)
  await expect(compareColumns(page)).toContainText(own.name)
  await expect(page.getByRole('main')).not.toContainText(otherDealers.name)
  await expect(page.getByRole('note')).toContainText(
    '2 cars in this comparison are no longer listed on this website',
  )
  await expect(page.getByRole('note')).toContainText(departed.name)
})

test('compare is only where the dealer switches it on', async ({ page }) => {
  const response = await page.goto(siteUrl(noCompare, '/compare'))
  expect(response?.status()).toBe(404)
  await page.goto(siteUrl(noCompare, '/search'))
  await hydrated(page)
  await expect(cards(page).first()).toBeVisible()
  await expect(page.getByRole('button', { name: /^Compare: / })).toHaveCount(0)
  await expect(
    page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Compare' }),
  ).toHaveCount(0)
})

test('a favourite made on the search page is on the favourites page', { tag: '@phone' }, async ({ page }) => {
  await page.goto(siteUrl(vw, '/search/used-cars'))
  await hydrated(page)
  const first = cards(page)
    .filter({ has: page.getByRole('button', { name: /^Favourite in this browser: / }) })
    .first()
  const title = ((await first.getByRole('heading', { level: 3 }).textContent()) ?? '').trim()
  const href = await first.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href')
  // Found by its link, which stays the same once the heart is on.
  const card = cards(page).filter({ has: page.locator(`h3 a[href="${href}"]`) })
  await card.getByRole('button', { name: `Favourite in this browser: ${title}`, exact: true }).click()
  await expect(
    card.getByRole('button', { name: `Favourited in this browser: ${title}`, exact: true }),
  ).toBeVisible()

  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Favourites' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your favourites' })).toBeVisible()
  const list = page.getByRole('list', { name: 'Your favourites' })
  const kept = list.getByRole('listitem').filter({ hasText: title })
  await expect(kept.getByRole('link', { name: title })).toBeVisible()
  await expectNoAxeViolations(page)

  await kept.getByRole('button', { name: /^Remove .+ from your favourites$/ }).click()
  await expect(page.getByText('You have no favourites yet.')).toBeVisible()
})

test('kept cars that sold or left the site are marked and explained, not dropped', async ({ page }) => {
  const sold = listedVehicles(vw, (vehicle) => vehicle.status === 'sold' && !!vehicle.slug)[0]
  const departed = departedVehicles(vw)[0]
  const [available] = shortlistableCars(vw)
  const reserved = listedVehicles(
    vw,
    (vehicle) => vehicle.status === 'in_stock' && vehicle.reserved && !!vehicle.slug,
  )[0]
  if (!available || !reserved || !sold || !departed) {
    throw new Error(`No car for sale, reserved, sold or departed at ${vw}`)
  }
  const entry = (car: { id: string; name: string; slug?: string | null }) => ({
    id: car.id,
    name: car.name,
    href: `/cars/${car.slug}`,
    primary_image_url: null,
  })
  const favourites = [
    entry(available),
    entry(reserved),
    entry(sold),
    entry(departed),
    { id: 'not-a-car-here', name: 'A car from elsewhere', href: '', primary_image_url: null },
  ]
  await page.goto(siteUrl(vw, '/'))
  await page.evaluate(
    (list) => localStorage.setItem('forecourt:favourites', JSON.stringify(list)),
    favourites,
  )
  await page.goto(siteUrl(vw, '/favourites'))
  await hydrated(page)
  const items = page.getByRole('list', { name: 'Your favourites' }).getByRole('listitem')
  await expect(items).toHaveCount(favourites.length)
  const itemOf = (name: string): Locator => items.filter({ hasText: name })
  await expect(itemOf(available.name)).not.toContainText('JUST SOLD')
  await expect(itemOf(reserved.name)).toContainText('RESERVED')
  await expect(itemOf(reserved.name)).toContainText('it will be for sale again')
  await expect(itemOf(sold.name)).toContainText('JUST SOLD')
  await expect(itemOf(sold.name)).toContainText('This car has been sold.')
  await expect(itemOf(departed.name)).toContainText('No longer listed')
  await expect(itemOf(departed.name)).toContainText('taken this car off the website')
  await expect(itemOf('A car from elsewhere')).toContainText('This website no longer lists this car')
  await expectNoAxeViolations(page)
})

test('a car viewed is on the recently viewed page', { tag: '@phone' }, async ({ page }) => {
  const [car] = shortlistableCars(vw)
  if (!car) throw new Error('No car to view')
  await page.goto(siteUrl(vw, `/cars/${car.slug}`))
  await hydrated(page)
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Recently viewed' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Recently viewed' })).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Recently viewed' }).getByRole('link', { name: car.name }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
})

test("a signed-in shopper's favourite and print are the dealer's leads 39 and 61", async ({
  page,
  request,
}) => {
  const [car] = shortlistableCars(vw)
  if (!car) throw new Error('No car to favourite')
  // Not signed in, there is no contact to send: the event is refused and nothing is stored.
  const target = siteRequest(vw, '/api/leads/car-events')
  const anonymous = await request.post(target.url, {
    headers: target.headers,
    data: { car_id: car.id, event: 'favourite' },
  })
  expect(anonymous.status()).toBe(401)

  const email = uniqueEmail('kept-leads')
  await signInHere(page, request, email)

  await page.goto(siteUrl(vw, `/cars/${car.slug}`))
  await hydrated(page)
  await page.getByRole('main').getByRole('button', { name: 'Favourite in this browser', exact: true }).click()
  await expect
    .poll(async () => (await storedLeads(request, vw, email)).map((lead) => lead.leadEventId))
    .toEqual([39])
  const [favourite] = await storedLeads(request, vw, email)
  expect(favourite).toMatchObject({ category: 'Favourite', carId: car.id, name: 'Lee Kept', email })

  await page.goto(siteUrl(vw, `/print?car_id=${car.slug}`))
  await hydrated(page)
  // What the browser fires as its print dialog opens, from the button or its own Print command.
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')))
  await expect
    .poll(async () => (await storedLeads(request, vw, email)).map((lead) => lead.leadEventId).sort())
    .toEqual([39, 61])
})

test('a history report asked for on a used car page is lead 60', async ({ page, request }) => {
  const [car] = shortlistableCars(vw).filter((vehicle) => vehicle.car_type === 'used')
  if (!car) throw new Error('No used car')
  const email = uniqueEmail('history-report')
  await page.goto(siteUrl(vw, `/cars/${car.slug}`))
  // After hydration the saved-car buttons above the link settle, so the click lands on the link itself.
  await hydrated(page)
  await page.getByRole('link', { name: 'Request a history report (PPSR)' }).click()
  await expect(page).toHaveURL(/\/enquire/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Request a history report for the ${car.name}`,
  )
  const form = page
    .getByRole('main')
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Send Enquiry' }) })
  await form.getByLabel('Name').fill('Hana Story')
  await form.getByLabel('Phone').fill(uniqueMobile())
  await form.getByLabel('Email').fill(email)
  // The Volkswagen group's brand flag adds the terms box.
  await form.getByLabel('I agree to the terms of use').check()
  await form.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page).toHaveURL(/\/success/)
  const [lead] = await storedLeads(request, vw, email)
  expect(lead).toMatchObject({ category: 'History Report', leadEventId: 60, carId: car.id })
})
