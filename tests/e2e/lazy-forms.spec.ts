import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { listedVehicles } from './support/demo-stock'
import { hydrated } from './support/hydration'
import { siteUrl } from './support/server'

/**
 * A dialog's form is not part of the page's JavaScript (issue 19): its code (with Conform and Zod) is
 * fetched when the shopper is about to open the dialog, and a failed download offers the page version.
 */

const scm = 'southern-cross-motors'
const formChunks = /\/assets\/(enquiry-form|use-lead-form|sign-in-flow)-[^/]+\.js$/
const enquiryFormChunk = /\/assets\/enquiry-form-[^/]+\.js$/

function usedCar() {
  const car = listedVehicles(
    scm,
    (vehicle) => vehicle.status === 'in_stock' && vehicle.car_type === 'used' && vehicle.price > 0,
  )[0]
  if (!car?.slug) throw new Error(`The demo feed has no used car in stock for ${scm}`)
  return car as typeof car & { slug: string }
}

const enquireButton = (page: Page) =>
  page.getByRole('complementary', { name: 'This car' }).getByRole('button', { name: 'Enquire Now' })

test('the car page loads no form code until Enquire Now is about to open its dialog', {
  tag: '@phone',
}, async ({ page }) => {
  const car = usedCar()
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto(siteUrl(scm, `/cars/${car.slug}`))
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  expect(scripts.filter((path) => formChunks.test(path))).toEqual([])

  const formCode = page.waitForRequest((request) => enquiryFormChunk.test(new URL(request.url()).pathname))
  await enquireButton(page).hover()
  await formCode
  await enquireButton(page).click()
  const dialog = page.getByRole('dialog', { name: `Enquire about the ${car.name}` })
  await expect(dialog.getByLabel('Name')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a form whose code cannot be downloaded says so in its dialog and links to its page', async ({
  page,
}) => {
  const car = usedCar()
  await page.route(enquiryFormChunk, (route) => route.abort())
  await page.goto(siteUrl(scm, `/cars/${car.slug}`))
  await hydrated(page)
  await enquireButton(page).click()
  const dialog = page.getByRole('dialog', { name: `Enquire about the ${car.name}` })
  await expect(dialog.getByRole('alert')).toContainText('Sorry, this form could not be loaded.')
  await expect(dialog.getByRole('link', { name: 'Open the enquiry form on its own page' })).toHaveAttribute(
    'href',
    `/enquire?car_id=${car.id}`,
  )
  // The rest of the page is still there.
  await expect(page.getByRole('heading', { level: 1, name: car.name })).toBeVisible()
})
