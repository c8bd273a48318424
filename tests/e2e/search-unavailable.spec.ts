import { expect, test } from '@playwright/test'
import { type ExtraServer, startExtraServer } from './support/extra-server'
import { platformUrl } from './support/server'

/**
 * A server whose search service is down (Typesense configured on a port nobody listens on): pages must
 * still render, with a short notice where the stock would be, never a 500.
 */
let server: ExtraServer

test.describe.configure({ mode: 'serial' })
// Server behaviour, the same at any screen size: checked once, so only one such server runs at a time.
test.skip(({ isMobile }) => isMobile, 'checked on the desktop project')

test.beforeAll(async () => {
  server = await startExtraServer({
    offset: 1,
    name: 'search-down',
    env: {
      SEARCH_SOURCE: 'typesense',
      TYPESENSE_URL: 'http://127.0.0.1:9',
      TYPESENSE_ADMIN_API_KEY: 'unreachable-admin-key',
      TYPESENSE_SEARCH_API_KEY: 'unreachable-search-key',
    },
  })
})

test.afterAll(() => server?.stop())

test('/readyz answers 503 naming the search service as down, while /healthz says the process is up', async ({
  request,
}) => {
  const ready = await request.get(`${server.origin}/readyz`)
  expect(ready.status()).toBe(503)
  expect(await ready.json()).toEqual({ status: 'unavailable', database: 'up', search: 'down' })
  expect(ready.headers()['cache-control']).toBe('no-store')
  const alive = await request.get(`${server.origin}/healthz`)
  expect(alive.status()).toBe(200)
  // The shared end-to-end server has both: ready.
  const shared = await request.get(platformUrl('/readyz'))
  expect(shared.status()).toBe(200)
  expect(await shared.json()).toEqual({ status: 'ready', database: 'up', search: 'up' })
})

test('the results page renders with a notice when the search service is down', async ({ page }) => {
  const response = await page.goto(server.url('harbourside-volkswagen', '/search/used-cars'))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used Cars for Sale')
  await expect(page.getByRole('status')).toHaveText(
    'Our stock search is temporarily unavailable. Please try again in a few minutes, or call us.',
  )
  expect(response?.headers()['cache-control']).toBe('no-store')
})

test('the home page leaves out the quick search while the search service is down', async ({ page }) => {
  const response = await page.goto(server.url('harbourside-volkswagen'))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbourside Volkswagen')
  await expect(page.getByRole('search', { name: 'Quick search' })).toHaveCount(0)
  // Stock sections are left out; the Studio-edited ones still show.
  await expect(page.getByRole('region', { name: 'Featured Cars' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Featured promotions' })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Latest Volkswagen Offers' }).getByRole('article'),
  ).toHaveCount(3)
})

test("a vehicle page keeps the site's header and footer and says the vehicle can't be shown", async ({
  page,
}) => {
  const response = await page.goto(server.url('harbourside-volkswagen', '/cars/any-car-while-search-is-down'))
  expect(response?.status()).toBe(503)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("This vehicle can't be shown right now")
  await expect(page.getByRole('main')).toContainText(
    'Our stock search is temporarily unavailable. Please try again in a few minutes, or call us.',
  )
  await expect(
    page.getByRole('banner').getByRole('link', { name: /Harbourside Volkswagen home/ }),
  ).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
})
