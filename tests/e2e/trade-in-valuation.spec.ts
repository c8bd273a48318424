import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '@forecourt/config/repo-root'
import type { VehicleRegistryEntry } from '@forecourt/demo-data/stock/vehicle-registry'
import { comparableSearch } from '@forecourt/domain/trade-in-valuation/comparables'
import { formatValuationRange, valueTradeIn } from '@forecourt/domain/trade-in-valuation/valuation'
import { expect, type Page, test } from '@playwright/test'
import { dealerSiteSettings, demoDocuments } from './support/demo-stock'
import { hydrated } from './support/hydration'
import { siteRequest, storedLeads, uniqueEmail, uniqueMobile } from './support/leads'
import { e2eDataDir, siteUrl } from './support/server'

/**
 * Issue 33: trade-in by a demo plate to an accepted offer. The rego lookup fills the car in from the
 * demo's registry, the instant valuation is worked out from every dealer's stock, the dealer's offer
 * (harbourside-volkswagen makes week-long offers) is accepted on the page, and the lead carries it all.
 */

const vw = 'harbourside-volkswagen'
const ODOMETER = 60_000
const money = (amount: number) => `$${amount.toLocaleString('en-AU')}`

/** A registered demo car with at least four comparables for sale at 60,000 km, and its expected valuation. */
function demoPlate() {
  const registry = readFileSync(join(repoRoot, e2eDataDir(), 'demo', 'vehicle-registry.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as VehicleRegistryEntry)
  const settings = dealerSiteSettings(vw)
  for (const entry of registry) {
    if (!/^[A-Z0-9]{1,9}$/.test(entry.plate)) continue
    const subject = { ...entry, odometerKm: ODOMETER, condition: 'Good' as const }
    const search = comparableSearch(subject)
    const found = demoDocuments()
      .filter(
        (car) =>
          car.make === search.make &&
          car.model === search.model &&
          car.year >= search.yearFrom &&
          car.year <= search.yearTo &&
          car.km >= search.kmFrom &&
          car.km <= search.kmTo &&
          car.price > 0 &&
          car.car_type !== 'new',
      )
      .map((car) => ({ price: car.price, km: car.km, year: car.year, badge: car.badge ?? null }))
    if (found.length < 4) continue
    const valuation = valueTradeIn(subject, found, {
      reconditioningDollars: settings.tradeInReconditioningDollars,
      marginPercent: settings.tradeInMarginPercent,
      minimumComparables: settings.tradeInMinimumComparables,
    })
    if (valuation.kind === 'range') return { entry, valuation }
  }
  throw new Error('No demo plate has enough comparables for an instant valuation')
}

const stepForm = (page: Page) => page.getByRole('form', { name: /^Step \d of 2/ })

async function tradeInByPlate(page: Page, options: { javaScript: boolean }) {
  const { entry, valuation } = demoPlate()
  const email = uniqueEmail('trade-in-offer')
  const mobile = uniqueMobile()
  await page.goto(siteUrl(vw, '/sell-your-car'))
  if (options.javaScript) await hydrated(page)

  const lookup = page.getByRole('form', { name: 'Find your car by its rego' })
  await lookup.getByLabel('Rego or VIN').fill(entry.plate.toLowerCase())
  await lookup.getByLabel('Registered in').selectOption(entry.state)
  await lookup.getByRole('button', { name: 'Find My Car' }).click()
  await expect(page.getByRole('status')).toContainText(
    `We found your car: ${entry.year} ${entry.make} ${entry.model}`,
  )
  const carForm = stepForm(page)
  await expect(carForm.getByLabel('Make')).toHaveValue(entry.make)
  // The Make box suggests the static list of makes, which names the demo car's.
  const listId = await carForm.getByLabel('Make').getAttribute('list')
  await expect(page.locator(`datalist[id="${listId}"] option[value="${entry.make}"]`)).toHaveCount(1)
  await expect(carForm.getByLabel('Model')).toHaveValue(entry.model)
  await expect(carForm.getByLabel('Year')).toHaveValue(String(entry.year))
  await expect(carForm.getByLabel(/^Rego/)).toHaveValue(entry.plate)
  await expect(carForm.getByLabel('State')).toHaveValue(entry.state)
  await expect(carForm.getByLabel('Badge')).toHaveValue(entry.badge ?? '')
  await expect(carForm.getByLabel('Transmission')).toHaveValue(entry.transmission ?? '')
  await expect(carForm.getByLabel('Fuel')).toHaveValue(entry.fuel ?? '')
  await carForm.getByLabel('Odometer (km)').fill(String(ODOMETER))
  await carForm.getByLabel('Condition').selectOption('Good')
  await carForm.getByRole('button', { name: 'Next: Your Details' }).click()

  await expect(page).toHaveURL(/step=2&lead_id=/)
  const panel = page.getByRole('region', { name: 'Your instant valuation' })
  await expect(panel.getByTestId('valuation-range')).toHaveText(
    formatValuationRange(valuation.low, valuation.high),
  )
  await expect(panel).toContainText(`From ${valuation.comparables} comparable cars for sale.`)
  await expect(panel).toContainText(valuation.explanation)
  await expect(panel).toContainText(`Our offer: ${money(valuation.low)}`)
  await panel.getByRole('button', { name: 'Accept Offer' }).click()
  await expect(panel.getByRole('status')).toContainText(`You accepted our offer of ${money(valuation.low)}`)
  await expect(panel.getByRole('button', { name: 'Accept Offer' })).toHaveCount(0)
  // The acceptance posted again (a resent form): back to the step, nothing more recorded (see the events).
  const stepTwo = new URL(page.url())
  const again = siteRequest(vw, `${stepTwo.pathname}${stepTwo.search}`)
  const resent = await page.request.post(again.url, {
    headers: again.headers,
    form: { intent: 'accept-offer', lead_id: stepTwo.searchParams.get('lead_id') ?? '' },
    maxRedirects: 0,
  })
  expect(resent.status()).toBe(302)
  expect(resent.headers().location).toBe(`${stepTwo.pathname}${stepTwo.search}`)

  const details = stepForm(page)
  await details.getByLabel('First Name').fill('Olive')
  await details.getByLabel('Last Name').fill('Offer')
  await details.getByLabel('Mobile').fill(mobile)
  await details.getByLabel('Email').fill(email)
  await details.getByLabel('Postcode').fill('2000')
  await details.getByRole('button', { name: 'Sell Your Car' }).click()
  await expect(page).toHaveURL(siteUrl(vw, '/success?category=Sell+Your+Car'))
  return { entry, valuation, email }
}

async function expectAcceptedLead(page: Page, result: Awaited<ReturnType<typeof tradeInByPlate>>) {
  const { entry, valuation, email } = result
  const [lead] = await storedLeads(page.request, vw, email)
  expect(lead).toMatchObject({
    status: 'submitted',
    category: 'Sell Your Car',
    // "Offer accepted | 18" (spec section 9).
    leadEventId: 18,
    fields: {
      trade_in: {
        rego: entry.plate,
        state: entry.state,
        make: entry.make,
        model: entry.model,
        year: entry.year,
      },
      valuation: {
        kind: 'range',
        low: valuation.low,
        high: valuation.high,
        comparables: valuation.comparables,
        offer: { amount: valuation.low },
      },
      offer_accepted: { amount: valuation.low },
    },
  })
  expect(lead?.events.map((event) => event.type)).toEqual([
    'first_step',
    'rego_lookup',
    'offer_accepted',
    'submitted',
  ])
  expect(lead?.events[1]?.payload).toMatchObject({
    rego: entry.plate,
    state: entry.state,
    found: true,
    source: 'embedded',
    vehicle: { make: entry.make, model: entry.model, year: entry.year },
  })
}

test.describe('with JavaScript', () => {
  test('trade-in by a demo plate: looked up, valued from every dealer, the offer accepted, sent', async ({
    page,
  }) => {
    test.slow()
    await expectAcceptedLead(page, await tradeInByPlate(page, { javaScript: true }))
  })

  test("a plate the registry does not know: said plainly, typed by hand; too few comparables: we'll call", async ({
    page,
  }) => {
    await page.goto(siteUrl(vw, '/sell-your-car'))
    await hydrated(page)
    const lookup = page.getByRole('form', { name: 'Find your car by its rego' })
    await lookup.getByLabel('Rego or VIN').fill('ZZZ999')
    await lookup.getByLabel('Registered in').selectOption('TAS')
    await lookup.getByRole('button', { name: 'Find My Car' }).click()
    await expect(page.getByRole('status')).toHaveText(
      "We couldn't find that rego. Please enter your car's details below.",
    )
    const carForm = stepForm(page)
    await carForm.getByLabel('Make').fill('Lada')
    await carForm.getByLabel('Model').fill('Niva')
    await carForm.getByLabel('Year').fill('1990')
    await carForm.getByLabel('Odometer (km)').fill('250000')
    await carForm.getByLabel('Condition').selectOption('Fair')
    await carForm.getByRole('button', { name: 'Next: Your Details' }).click()
    await expect(page).toHaveURL(/step=2&lead_id=/)
    const panel = page.getByRole('region', { name: 'Your instant valuation' })
    await expect(panel).toContainText("We'll call you with a valuation")
    await expect(panel).toContainText('We have no Lada Niva from 1989 to 1991 for sale to compare yours with')
    await expect(panel.getByRole('button', { name: 'Accept Offer' })).toHaveCount(0)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the same journey as plain forms: GET lookup, posted steps, the offer accepted by a post', async ({
    page,
  }) => {
    test.slow()
    await expectAcceptedLead(page, await tradeInByPlate(page, { javaScript: false }))
  })
})

test.describe('POST /api/miscellaneous', () => {
  test("stores the server's own valuation of the lead's car, whatever figures are posted", async ({
    page,
    request,
  }) => {
    await page.goto(siteUrl(vw, '/sell-your-car'))
    const carForm = stepForm(page)
    await carForm.getByLabel('Make').fill('Lada')
    await carForm.getByLabel('Model').fill('Niva')
    await carForm.getByLabel('Year').fill('1990')
    await carForm.getByLabel('Odometer (km)').fill('250000')
    await carForm.getByLabel('Condition').selectOption('Fair')
    await carForm.getByRole('button', { name: 'Next: Your Details' }).click()
    await expect(page).toHaveURL(/step=2&lead_id=/)
    const leadId = new URL(page.url()).searchParams.get('lead_id')

    const target = siteRequest(vw, '/api/miscellaneous')
    const saved = await request.post(target.url, {
      headers: target.headers,
      data: { lead_id: leadId, column_name: 'valuation', low: 99_000, high: 99_500 },
    })
    expect(saved.status()).toBe(200)
    expect(await saved.json()).toMatchObject({ lead_id: leadId, valuation: { kind: 'callBack', low: null } })

    const wrongColumn = await request.post(target.url, {
      headers: target.headers,
      data: { lead_id: leadId, column_name: 'price' },
    })
    expect(wrongColumn.status()).toBe(400)
    expect(await wrongColumn.json()).toEqual({ error: "column_name must be 'valuation'." })
    const noLead = await request.post(target.url, {
      headers: target.headers,
      data: { column_name: 'valuation' },
    })
    expect(await noLead.json()).toEqual({ error: 'An unexpected error occured' })
  })
})
