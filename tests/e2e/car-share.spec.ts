import { demoDealers } from '@forecourt/demo-data/tenants'
import { vehiclePagePhone } from '@forecourt/domain/phones/priority'
import { cardPrice } from '@forecourt/domain/vehicle-card/price'
import { shareToastText } from '@forecourt/domain/vehicle-page/share'
import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { dealerSiteSettings, listedVehicles } from './support/demo-stock'
import { hydrated } from './support/hydration'
import { siteRequest } from './support/leads'
import { siteUrl } from './support/server'

const scm = 'southern-cross-motors'
const vw = 'harbourside-volkswagen'
const PDF_FAILED = "Sorry, we couldn't prepare the PDF. Please try again."

/** A listed car of the dealer with a price, comments and equipment, failing the test when the feed has none. */
function carOf(dealer: string) {
  const car = listedVehicles(
    dealer,
    (candidate) =>
      candidate.status === 'in_stock' &&
      candidate.price > 0 &&
      !!candidate.dealercomments?.trim() &&
      (candidate.standard_equipment?.length ?? 0) > 0,
  )[0]
  if (!car?.slug) throw new Error(`The demo feed has no such car for ${dealer}`)
  return car as typeof car & { slug: string }
}

const printPath = (slug: string) => `/print?car_id=${slug}`

async function openPrintPage(page: Page, slug: string) {
  const response = await page.goto(siteUrl(scm, printPath(slug)))
  expect(response?.status()).toBe(200)
}

test.describe('the printable page', () => {
  test('shows the dealer, the car, its details and its address, for paper without the site chrome', async ({
    page,
  }) => {
    const car = carOf(scm)
    const dealer = demoDealers.find((candidate) => candidate.slug === scm)
    const phone = vehiclePagePhone({
      dealerPhones: dealer?.phones,
      carType: car.car_type,
      locationPhone: car.location_phone,
    })
    const price = cardPrice(car, dealerSiteSettings(scm))
    await openPrintPage(page, car.slug)

    const main = page.getByRole('main')
    await expect(main.getByText('Southern Cross Motors', { exact: true })).toBeVisible()
    await expect(main.getByRole('link', { name: phone ?? '' })).toHaveAttribute('href', /^tel:/)
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(car.name)
    if (price.kind !== 'price') throw new Error('The chosen car has a price')
    await expect(main.getByText(price.text, { exact: true })).toBeVisible()
    for (const heading of ['Key Information', 'Dealer Comments']) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    await expect(main.getByRole('heading', { level: 2, name: 'Standard Equipment' })).toBeVisible()
    await expect(
      main
        .getByRole('listitem')
        .filter({ hasText: car.standard_equipment?.[0] ?? '' })
        .first(),
    ).toBeVisible()
    const firstParagraph = car.dealercomments?.split('|')[0]?.trim() ?? ''
    await expect(main.getByText(firstParagraph, { exact: true })).toBeVisible()
    await expect(main.locator('dt', { hasText: 'Stock No.' })).toBeVisible()
    const carUrl = siteUrl(scm, `/cars/${car.slug}`)
    await expect(main.getByRole('link', { name: carUrl })).toHaveAttribute('href', carUrl)
    if (car.primary_image_url) await expect(main.getByRole('img', { name: car.name })).toBeVisible()

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', carUrl)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

    await hydrated(page)
    await expect(page.getByRole('button', { name: 'Print this page' })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByRole('contentinfo')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Print this page' })).toBeHidden()
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test("'Print this page' opens the browser's print dialog; no axe violations", async ({ page }) => {
    await page.addInitScript(() => {
      const calls = { count: 0 }
      Object.assign(window, { printCalls: calls })
      window.print = () => {
        calls.count += 1
      }
    })
    await openPrintPage(page, carOf(scm).slug)
    await hydrated(page)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Print this page' }).click()
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { printCalls: { count: number } }).printCalls.count),
      )
      .toBe(1)
  })

  test("is a 404 for another dealer's car, an unknown slug or no car at all", async ({ page }) => {
    const otherDealersCar = carOf(vw)
    for (const path of [printPath(otherDealersCar.slug), printPath('no-such-car-anywhere'), '/print']) {
      const response = await page.goto(siteUrl(scm, path))
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    }
  })
})

test.describe('the PDF brochure', () => {
  test('is a PDF attachment named after the car, cached for 5 minutes; 404 for cars the site does not list', async ({
    request,
  }) => {
    const car = carOf(scm)
    const target = siteRequest(scm, `/cars/${car.slug}/brochure.pdf`)
    const response = await request.get(target.url, { headers: target.headers })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
    expect(response.headers()['content-disposition']).toBe(`attachment; filename="${car.slug}.pdf"`)
    expect(response.headers()['cache-control']).toBe('public, max-age=300')
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')

    for (const slug of [carOf(vw).slug, 'no-such-car-anywhere']) {
      const missing = siteRequest(scm, `/cars/${slug}/brochure.pdf`)
      expect((await request.get(missing.url, { headers: missing.headers })).status(), slug).toBe(404)
    }
  })

  test("'Download PDF' shows 'Preparing...' with a spinner, then saves {slug}.pdf", async ({ page }) => {
    const car = carOf(scm)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/brochure.pdf', async (route) => {
      await held
      await route.continue()
    })
    await openPrintPage(page, car.slug)
    await hydrated(page)
    const button = page.getByRole('button', { name: 'Download PDF' })
    const download = page.waitForEvent('download')
    await button.click()
    const preparing = page.getByRole('button', { name: 'Preparing...' })
    await expect(preparing).toBeVisible()
    await expect(preparing.locator('svg.animate-spin')).toBeVisible()
    release()
    const file = await download
    expect(file.suggestedFilename()).toBe(`${car.slug}.pdf`)
    await expect(button).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: PDF_FAILED })).toHaveCount(0)
  })

  test('a failed download shows the destructive alert, and a retry clears it', async ({ page }) => {
    const car = carOf(scm)
    let fail = true
    await page.route('**/brochure.pdf', (route) =>
      fail ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.continue(),
    )
    await openPrintPage(page, car.slug)
    await hydrated(page)
    await page.getByRole('button', { name: 'Download PDF' }).click()
    await expect(page.getByRole('alert').filter({ hasText: PDF_FAILED })).toHaveText(PDF_FAILED)
    await expectNoAxeViolations(page)

    fail = false
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download PDF' }).click()
    expect((await download).suggestedFilename()).toBe(`${car.slug}.pdf`)
    await expect(page.getByRole('alert').filter({ hasText: PDF_FAILED })).toHaveCount(0)
  })
})

test.describe('sharing from the car page', () => {
  test("'Copy link' copies the page address, reads 'Copied' for a moment and shows the toast", {
    tag: '@phone',
  }, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const car = carOf(scm)
    const carUrl = siteUrl(scm, `/cars/${car.slug}`)
    await page.goto(carUrl)
    await hydrated(page)
    const copy = page.getByRole('button', { name: 'Copy link' })
    await copy.click()
    await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible()
    const toast = page.getByRole('status').filter({ hasText: 'to your clipboard!' })
    await expect(toast).toHaveText(shareToastText(car.name))
    await expect(page.getByText(shareToastText(car.name))).toHaveCount(1)
    // Nothing on the page covers the toast.
    const onTop = await toast.locator('p').evaluate((element) => {
      const box = element.getBoundingClientRect()
      return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === element
    })
    expect(onTop).toBe(true)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(carUrl)
    await expect(copy).toBeVisible()
    await expect(page.getByRole('button', { name: 'Copied', exact: true })).toHaveCount(0)
    await expect(page.getByText(shareToastText(car.name))).toBeHidden({ timeout: 10_000 })
  })

  test('Facebook and X open their share dialogs in a popup; Email writes an email; Print opens the printable page', async ({
    page,
    context,
  }, testInfo) => {
    await context.route(/^https:\/\/(www\.facebook\.com|x\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Share</title><p>Share dialog</p>' }),
    )
    const car = carOf(scm)
    const carUrl = siteUrl(scm, `/cars/${car.slug}`)
    await page.goto(carUrl)
    await hydrated(page)

    for (const [network, host] of [
      ['Facebook', 'https://www.facebook.com/sharer/sharer.php'],
      ['X', 'https://x.com/intent/tweet'],
    ] as const) {
      const popupEvent = page.waitForEvent('popup')
      await page.getByRole('link', { name: `Share on ${network}` }).click()
      const popup = await popupEvent
      await popup.waitForLoadState()
      // The spec's 550x400 share popup; a phone opens it as a tab the size of its screen.
      if (testInfo.project.name === 'desktop') {
        expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([550, 400])
      }
      const shared = new URL(popup.url())
      expect(`${shared.origin}${shared.pathname}`).toBe(host)
      expect(shared.searchParams.get(network === 'Facebook' ? 'u' : 'url')).toBe(carUrl)
      expect(page.url()).toBe(carUrl)
      await popup.close()
    }

    const email = page.getByRole('link', { name: 'Share by Email' })
    await expect(email).toHaveAttribute(
      'href',
      new RegExp(`^mailto:\\?subject=.*${encodeURIComponent(carUrl)}`),
    )

    await page.getByRole('link', { name: 'Print', exact: true }).click()
    await expect(page).toHaveURL(siteUrl(scm, printPath(car.slug)))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the printable page says how to print and links the PDF, which downloads', async ({ page }) => {
    const car = carOf(scm)
    await openPrintPage(page, car.slug)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name)
    await expect(page.getByRole('button', { name: 'Print this page' })).toBeHidden()
    await expect(page.getByText("Use your browser's Print command to print this page.")).toBeVisible()
    const link = page.getByRole('link', { name: 'Download PDF' })
    await expect(link).toHaveAttribute('href', `/cars/${car.slug}/brochure.pdf`)
    const download = page.waitForEvent('download')
    await link.click()
    expect((await download).suggestedFilename()).toBe(`${car.slug}.pdf`)
  })

  test('the car page shares through plain links: new tabs for Facebook and X, an email, the printable page', async ({
    page,
  }) => {
    const car = carOf(scm)
    const carUrl = siteUrl(scm, `/cars/${car.slug}`)
    await page.goto(carUrl)
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden()
    const facebook = page.getByRole('link', { name: 'Share on Facebook' })
    await expect(facebook).toHaveAttribute('target', '_blank')
    expect(new URL((await facebook.getAttribute('href')) ?? '').searchParams.get('u')).toBe(carUrl)
    await expect(page.getByRole('link', { name: 'Share on X' })).toHaveAttribute('target', '_blank')
    await expect(page.getByRole('link', { name: 'Share by Email' })).toHaveAttribute('href', /^mailto:/)
    await expect(page.getByRole('link', { name: 'Print', exact: true })).toHaveAttribute(
      'href',
      printPath(car.slug),
    )
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/cars/${car.slug}/brochure.pdf`,
    )
  })
})
