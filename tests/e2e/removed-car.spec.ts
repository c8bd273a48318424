import { similarCarsPriceWindow } from '@forecourt/domain/search/similar-cars'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { departedVehicles, listedVehicles } from './support/demo-stock'
import { hydrated } from './support/hydration'
import { siteRequest } from './support/leads'
import { siteUrl } from './support/server'

// The e2e server ingests an earlier demo feed and then today's: the cars only the earlier one held have
// left their dealer's stock (ADR 045).
const scm = 'southern-cross-motors'
const vw = 'harbourside-volkswagen'

/** Listed cars of the dealer like `car`: in stock, same make and model, within the similar-cars price window. */
function sameModelInStock(dealer: string, car: { make: string; model: string; price: number }) {
  const window = similarCarsPriceWindow(car.price)
  return listedVehicles(
    dealer,
    (other) =>
      other.status === 'in_stock' &&
      other.make === car.make &&
      other.model === car.model &&
      other.price >= window.min &&
      other.price <= window.max,
  )
}

/** A departed car of the dealer with cars of its make and model still in stock. */
function departedWithTwins(dealer: string) {
  const car = departedVehicles(dealer).find((candidate) => sameModelInStock(dealer, candidate).length > 0)
  if (!car) throw new Error(`The demo feed has no departed ${dealer} car with its model still in stock`)
  return car
}

/** The status a site's path answers (the request API does not resolve `*.localhost`). */
async function statusOf(request: APIRequestContext, slug: string, path: string) {
  const target = siteRequest(slug, path)
  return (await request.get(target.url, { headers: target.headers, maxRedirects: 0 })).status()
}

const similarCarLinks = async (page: Page) => {
  const hrefs = await page
    .getByRole('region', { name: 'Similar Cars' })
    .getByRole('heading', { level: 3 })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return hrefs
}

test('a car that left the feed answers 410: no longer available, similar cars of its model, the search', async ({
  page,
}) => {
  const car = departedWithTwins(scm)
  const response = await page.goto(siteUrl(scm, `/cars/${car.slug}`))
  expect(response?.status()).toBe(410)
  await expect(
    page.getByRole('heading', { level: 1, name: `This ${car.name} is no longer available` }),
  ).toBeVisible()
  await expect(page.getByText("But don't worry, we can help you find a similar car!")).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

  // Rendered by the server: the links are in the page before any script runs.
  const links = await similarCarLinks(page)
  expect(links.length).toBeGreaterThan(0)
  expect(links.length).toBeLessThanOrEqual(6)
  // Same make and model first.
  const twins = new Set(sameModelInStock(scm, car).map((twin) => `/cars/${twin.slug}`))
  expect(twins.has(links[0]!)).toBe(true)
  for (const href of links) expect(await statusOf(page.request, scm, href), href).toBe(200)

  await hydrated(page)
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Search Our Stock' }).click()
  await expect(page).toHaveURL(siteUrl(scm, '/search'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('its data request answers 410 too, and a click back to it shows the same page', async ({ page }) => {
  const car = departedWithTwins(scm)
  const path = `/cars/${car.slug}`
  expect(await statusOf(page.request, scm, `${path}.data`)).toBe(410)

  await page.goto(siteUrl(scm, path))
  await hydrated(page)
  const [first] = await similarCarLinks(page)
  await page
    .getByRole('region', { name: 'Similar Cars' })
    .getByRole('heading', { level: 3 })
    .getByRole('link')
    .first()
    .click()
  await expect(page).toHaveURL(siteUrl(scm, first!))
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('no longer available')

  // Back in the app, React Router asks for the departed car's data, exactly as any click would.
  const dataResponse = page.waitForResponse((response) => response.url().includes(`${path}.data`))
  await page.goBack()
  expect((await dataResponse).status()).toBe(410)
  await expect(
    page.getByRole('heading', { level: 1, name: `This ${car.name} is no longer available` }),
  ).toBeVisible()
  expect(await similarCarLinks(page)).toContain(first)
})

test('another dealer’s departed car is a plain 404 on this site, page and data alike', async ({
  request,
}) => {
  const theirs = departedVehicles(vw)[0]!
  const ours = departedVehicles(scm)[0]!
  expect(await statusOf(request, vw, `/cars/${theirs.slug}`)).toBe(410)
  for (const path of [`/cars/${theirs.slug}`, `/cars/${theirs.slug}.data`])
    expect(await statusOf(request, scm, path), path).toBe(404)
  expect(await statusOf(request, vw, `/cars/${ours.slug}`)).toBe(404)
  const target = siteRequest(scm, `/cars/${theirs.slug}`)
  const page = await (await request.get(target.url, { headers: target.headers })).text()
  expect(page).not.toContain(theirs.name)
})
