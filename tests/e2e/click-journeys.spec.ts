import { expect, type Page, test } from '@playwright/test'
import { listedVehicles } from './support/demo-stock'
import { hydrated } from './support/hydration'
import { uniqueEmail, uniqueMobile } from './support/leads'
import { siteUrl } from './support/server'
import { latestCode } from './support/shopper-messages'

/**
 * Journeys a shopper clicks through with JavaScript (issue 32): one page load at the start, then clicks and
 * typing only, so every later page arrives as React Router's data request. None may end on "Page not
 * found", and no response on the way may be a 404 or a 5xx.
 */

const scm = 'southern-cross-motors'

/** Collects every response of 404 or 5xx the page receives (documents, data requests, scripts). */
function failedResponses(page: Page): string[] {
  const failed: string[] = []
  page.on('response', (response) => {
    if (response.status() === 404 || response.status() >= 500)
      failed.push(`${response.status()} ${new URL(response.url()).pathname}`)
  })
  return failed
}

async function signInByClicking(page: Page, request: Parameters<typeof latestCode>[0]) {
  const mobile = uniqueMobile()
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'First Name' }).fill('Cleo')
  await main.getByRole('textbox', { name: 'Last Name' }).fill('Clicker')
  await main.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('click-journey'))
  await main.getByRole('textbox', { name: 'Mobile' }).fill(mobile)
  await main.getByRole('button', { name: 'Send Code' }).click()
  await main.getByRole('textbox', { name: 'Code', exact: true }).fill(await latestCode(request, scm, mobile))
  await main.getByRole('button', { name: 'Sign In' }).click()
}

test('header Sign In, the code, then My Garage: all by clicking @phone', async ({ page, request }) => {
  const failed = failedResponses(page)
  await page.goto(siteUrl(scm, '/'))
  await hydrated(page)
  await page.getByRole('link', { name: 'Sign In' }).first().click()
  await expect(page).toHaveURL(/\/sign-in\?/)
  await signInByClicking(page, request)
  await expect(page).toHaveURL(/\/my-garage$/)
  await expect(page.getByRole('heading', { name: 'My Garage', level: 1 })).toBeVisible()
  await expect(page.getByText('Page not found')).toHaveCount(0)
  expect(failed).toEqual([])
})

test('Get Pre-Approved on a dealer that gates finance: sign in, then back on the finance page', async ({
  page,
  request,
}) => {
  const [car] = listedVehicles(scm, (vehicle) => vehicle.status === 'in_stock' && vehicle.price > 0)
  const failed = failedResponses(page)
  await page.goto(siteUrl(scm, `/cars/${car!.slug}`))
  await hydrated(page)
  await page.getByRole('link', { name: 'Get Pre-Approved' }).click()
  await expect(page).toHaveURL(/\/sign-in\?type=finance&redirect=/)
  expect(decodeURIComponent(page.url())).not.toContain('.data')
  await signInByClicking(page, request)
  await expect(page).toHaveURL(new RegExp(`/(apply-for-finance|finance)\\?car_id=${car!.id}`))
  await expect(page.getByText('Page not found')).toHaveCount(0)
  expect(failed).toEqual([])
})
