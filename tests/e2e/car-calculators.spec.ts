import { fuelCost } from '@forecourt/domain/calculators/fuel'
import { financeCalculatorSetup } from '@forecourt/domain/finance/calculator'
import { financeCalculatorResult } from '@forecourt/domain/finance/calculator-result'
import { exampleComparisonRate } from '@forecourt/domain/finance/comparison-rate'
import {
  type ChosenLender,
  financeEstimateLender,
  type LenderEstimate,
} from '@forecourt/domain/finance/eligibility'
import { lenderComparisonRate } from '@forecourt/domain/finance/lender-comparison-rate'
import type { RepaymentFrequency } from '@forecourt/domain/finance/repayments'
import type { VehicleDocument } from '@forecourt/search/collections/vehicles'
import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { dealerSiteSettings, listedVehicles } from './support/demo-stock'
import { hydrated } from './support/hydration'
import { siteUrl } from './support/server'

/**
 * The vehicle page's calculators (stock document sections 4, 5, 8 and 9): fuel cost, delivery by postcode
 * and finance, with the finance call to action and the finance disclaimer. Each works without JavaScript
 * (a GET form the page answers) and follows the shopper's input with it.
 */

const scm = 'southern-cross-motors'
const vw = 'harbourside-volkswagen'
const trucks = 'outback-trucks'

const NOT_POSSIBLE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote."

type Lender = LenderEstimate & { establishmentFees: number; disclaimer: string }

const lendersOf = (car: VehicleDocument): Record<string, Lender> =>
  JSON.parse(car.finance_lenders_json ?? '{}')
const available = (car: VehicleDocument) => car.status === 'in_stock' || car.status === 'coming_soon'

/** The lender whose estimate the page shows for this car, as the dealer's settings choose it. */
function chosenLender(dealer: string, car: VehicleDocument): ChosenLender<Lender> | null {
  const settings = dealerSiteSettings(dealer)
  return financeEstimateLender({ ...car, finance_lenders: lendersOf(car) }, new Date(), {
    preferredProvider: settings.financeProvider,
  })
}

function financeCar(dealer: string, where: (car: VehicleDocument, lender: ChosenLender<Lender>) => boolean) {
  const car = listedVehicles(dealer, (vehicle) => {
    if (!available(vehicle)) return false
    const lender = chosenLender(dealer, vehicle)
    return lender !== null && where(vehicle, lender)
  })[0]
  if (!car) throw new Error(`The demo stock of ${dealer} has no such finance car`)
  return { car, lender: chosenLender(dealer, car) as ChosenLender<Lender> }
}

function fuelCar(dealer: string, where: (car: VehicleDocument) => boolean = () => true) {
  const car = listedVehicles(dealer, (vehicle) => {
    const consumption = JSON.parse(vehicle.variant_json ?? '{}').fuelconsumptioncombined
    return typeof consumption === 'number' && consumption > 0 && where(vehicle)
  })[0]
  if (!car) throw new Error(`The demo stock of ${dealer} has no car with a fuel consumption`)
  return { car, consumption: JSON.parse(car.variant_json ?? '{}').fuelconsumptioncombined as number }
}

function deliveryCar(dealer: string) {
  const car = listedVehicles(dealer, available)[0]
  if (!car) throw new Error(`The demo stock of ${dealer} has no available car`)
  return car
}

const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' })
const perFrequency: Record<RepaymentFrequency, string> = {
  weekly: 'per week',
  fortnightly: 'per fortnight',
  monthly: 'per month',
}

/** What the calculator must show for these choices: the repayment and the comparison rate beside it. */
function expectedRepayment(
  lender: Lender,
  values: { loanAmount: number; termYears: number; interestRate: number; frequency: RepaymentFrequency },
) {
  const result = financeCalculatorResult({ ...values, establishmentFee: lender.establishmentFees })
  return {
    repayment: `${money.format(result.repayment)} ${perFrequency[values.frequency]}`,
    comparison: `Comparison rate ${result.comparisonRate.toFixed(2)}% p.a.`,
    total: money.format(result.totalPayable),
  }
}

const fuelSection = (page: Page) => page.getByRole('region', { name: 'Fuel Cost Calculator' })
const deliverySection = (page: Page) =>
  page.getByRole('region', { name: 'We can deliver your car to anywhere in Australia' })
const financeSection = (page: Page) => page.getByRole('region', { name: 'Finance Calculator' })

const financeEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: { event?: string; car_id?: string }[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'finance_calculator_interaction',
    ),
  )

test.describe('with JavaScript', () => {
  test('fuel calculator: the cost follows the typing, with "$", commas and "kms" stripped', async ({
    page,
  }) => {
    const { car, consumption } = fuelCar(scm)
    await page.goto(siteUrl(scm, car.path ?? `/cars/${car.slug}`))
    await hydrated(page)
    const fuel = fuelSection(page)
    await expect(fuel).toContainText(`${consumption.toLocaleString('en-AU')} L/100km`)
    const result = fuel.getByRole('status')
    await expect(result).toHaveText('Enter a distance and a fuel price to see the fuel used and its cost.')

    await fuel.getByRole('button', { name: 'Calculate' }).click()
    await expect(fuel.getByLabel('Distance (km)')).toHaveAttribute('aria-invalid', 'true')
    await expect(fuel.getByLabel('Distance (km)')).toHaveAccessibleDescription(/Please enter a distance\./)
    await expect(fuel.getByLabel('Fuel price ($/L)')).toHaveAccessibleDescription(
      /Please enter a fuel price\./,
    )
    await expect(fuel.getByLabel('Distance (km)')).toBeFocused()

    await fuel.getByLabel('Distance (km)').fill('15,000 kms')
    await fuel.getByLabel('Fuel price ($/L)').fill('$1.95')
    const cost = fuelCost({ consumptionPer100Km: consumption, distance: '15,000 kms', fuelPrice: '$1.95' })
    if (!cost) throw new Error('no fuel cost')
    await expect(result).toContainText(`${cost.litres.toLocaleString('en-AU')} litres`)
    await expect(result).toContainText(money.format(cost.cost))
    await expect(fuel.getByLabel('Distance (km)')).not.toHaveAttribute('aria-invalid', 'true')
    // Still the page's own address: the browser answered.
    expect(new URL(page.url()).search).toBe('')
    await expectNoAxeViolations(page)
  })

  test('delivery calculator: a price and zone for a postcode, the exact texts when there is none', async ({
    page,
  }) => {
    const car = deliveryCar(vw)
    await page.goto(siteUrl(vw, car.path ?? `/cars/${car.slug}`))
    await hydrated(page)
    const delivery = deliverySection(page)
    await expect(delivery.getByRole('heading', { level: 2 })).toHaveText(
      'We can deliver your car to anywhere in Australia',
    )
    const postcode = delivery.getByLabel('Postcode')
    await expect(postcode).toHaveAttribute('inputmode', 'numeric')
    await expect(postcode).toHaveAttribute('maxlength', '4')

    await delivery.getByRole('button', { name: 'Get estimate' }).click()
    await expect(postcode).toHaveAttribute('aria-invalid', 'true')
    await expect(postcode).toHaveAccessibleDescription('Please enter a postcode.')
    await expect(postcode).toBeFocused()

    // The demo Volkswagen group delivers to Sydney: 2000-2234 is its metro zone at $299.
    await postcode.fill('2150')
    await delivery.getByRole('button', { name: 'Get estimate' }).click()
    await expect(delivery.getByRole('status')).toHaveText('Estimated delivery to 2150 (Sydney Metro): $299')
    await expect(postcode).not.toHaveAttribute('aria-invalid', 'true')

    await postcode.fill('6000')
    await postcode.press('Enter')
    await expect(delivery.getByRole('status')).toHaveText(NOT_POSSIBLE)
    expect(new URL(page.url()).search).toBe('')
    await expectNoAxeViolations(page)
  })

  test('a dealer without delivery zones shows no delivery calculator', async ({ page }) => {
    const car = deliveryCar(trucks)
    await page.goto(siteUrl(trucks, car.path ?? `/cars/${car.slug}`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(deliverySection(page)).toHaveCount(0)
  })

  test("finance calculator: the lender's sliders, live repayments with the comparison rate, one analytics event", {
    tag: '@phone',
  }, async ({ page }) => {
    const { car, lender } = financeCar(
      scm,
      (vehicle, chosen) => chosen.provider === 'stratton' && vehicle.price > 6000,
    )
    await page.goto(siteUrl(scm, car.path ?? `/cars/${car.slug}`))
    await hydrated(page)
    const finance = page.locator('#finance-calculator')
    await expect(finance).toHaveAccessibleName('Finance Calculator')

    // Stratton: "minimum 1000 (5000 for some providers)", "Term ... maximum 5 for some providers".
    const amount = finance.getByRole('slider', { name: 'Loan amount' })
    const term = finance.getByRole('slider', { name: 'Loan term (years)' })
    const rate = finance.getByRole('slider', { name: 'Interest rate (% p.a.)' })
    await expect(amount).toHaveAttribute('min', '5000')
    await expect(amount).toHaveAttribute('step', '500')
    await expect(term).toHaveAttribute('min', '1')
    await expect(term).toHaveAttribute('max', '5')
    await expect(term).toHaveAttribute('step', '0.5')
    await expect(rate).toHaveAttribute('step', '0.5')
    await expect(finance.getByRole('radio', { name: 'Monthly' })).toBeChecked()

    // The lender's own rate, with the comparison rate its $1,300 fee gives on the 5-year $30,000 example.
    const lenderComparison = lenderComparisonRate(lender.provider, lender.lender)
    expect(lenderComparison).toBeGreaterThan(lender.lender.interestRate ?? Infinity)
    await expect(finance).toContainText(`Comparison rate ${lenderComparison?.toFixed(2)}% p.a.`)

    const setup = financeCalculatorSetup({ price: car.price, provider: lender.rules })
    const start = { ...setup.defaults, frequency: 'monthly' as RepaymentFrequency }
    await expect(amount).toHaveValue(String(start.loanAmount))
    await expect(term).toHaveValue('5')
    await expect(rate).toHaveValue('10')
    const result = finance.getByRole('status')
    const first = expectedRepayment(lender.lender, start)
    await expect(result).toContainText(first.repayment)
    await expect(result).toContainText(first.comparison)
    await expect(result).toContainText(`Establishment fee${money.format(lender.lender.establishmentFees)}`)
    await expect(result).toContainText(`Total payable${first.total}`)
    await expect(finance.getByRole('button', { name: 'Calculate' })).toBeHidden()
    expect(await financeEvents(page)).toEqual([])

    // Several changes: the keyboard on two sliders and a frequency.
    await rate.focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await amount.focus()
    await page.keyboard.press('ArrowLeft')
    await finance.getByRole('radio', { name: 'Weekly' }).check()
    const changed = {
      loanAmount: start.loanAmount - 500,
      termYears: 5,
      interestRate: 11,
      frequency: 'weekly' as RepaymentFrequency,
    }
    const after = expectedRepayment(lender.lender, changed)
    await expect(result).toContainText(after.repayment)
    await expect(result).toContainText(after.comparison)
    await expect(result).toContainText(`at 11.00% p.a., ${after.comparison}`)
    // Beside the interest slider too.
    await expect(finance.getByRole('slider', { name: 'Interest rate (% p.a.)' })).toHaveAttribute(
      'aria-valuetext',
      '11.00% p.a.',
    )
    expect(await finance.getByText(after.comparison, { exact: true }).count()).toBeGreaterThanOrEqual(2)
    // Spec: "The first change fires one analytics event."
    expect(await financeEvents(page)).toEqual([{ event: 'finance_calculator_interaction', car_id: car.id }])
    expect(new URL(page.url()).search).toBe('')
    await expectNoAxeViolations(page)
  })

  test('a high-priced car may borrow up to 1.05 times its price, on the 500 grid', async ({ page }) => {
    const { car } = financeCar(scm, (vehicle) => vehicle.price * 1.05 > 100_000)
    await page.goto(siteUrl(scm, car.path ?? `/cars/${car.slug}`))
    const amount = financeSection(page).getByRole('slider', { name: 'Loan amount' })
    await expect(amount).toHaveAttribute('max', String(Math.floor((car.price * 1.05) / 500) * 500))
  })

  test('"One dealer fixes an interest rate of 12.94%": the rate is read-only, its comparison rate beside it', async ({
    page,
  }) => {
    const { car, lender } = financeCar(trucks, () => true)
    await page.goto(siteUrl(trucks, car.path ?? `/cars/${car.slug}`))
    await hydrated(page)
    const finance = financeSection(page)
    await expect(finance.getByRole('slider', { name: 'Interest rate (% p.a.)' })).toHaveCount(0)
    const fixed = finance.getByLabel('Interest rate (% p.a.)')
    await expect(fixed).toHaveValue('12.94')
    await expect(fixed).toHaveAttribute('readonly', '')
    const comparison = exampleComparisonRate(12.94, { establishmentFee: lender.lender.establishmentFees })
    await expect(fixed).toHaveAccessibleDescription(
      `A fixed rate of 12.94% p.a. set by the dealer. Comparison rate ${comparison.toFixed(2)}% p.a.`,
    )
    await expect(finance.getByRole('status')).toContainText(
      `at 12.94% p.a., Comparison rate ${comparison.toFixed(2)}% p.a.`,
    )
  })

  test('finance call to action and the disclaimer: a 197-character preview, the full text in a dialog', {
    tag: '@phone',
  }, async ({ page }) => {
    const { car, lender } = financeCar(scm, () => true)
    await page.goto(siteUrl(scm, car.path ?? `/cars/${car.slug}`))
    await hydrated(page)
    // The Southern Cross group turns on /apply-for-finance.
    await expect(page.getByRole('link', { name: 'Get Pre-Approved' })).toHaveAttribute(
      'href',
      `/apply-for-finance?car_id=${car.id}#finance-form`,
    )

    const text = lender.lender.disclaimer
    const disclaimer = page.locator('#financeDisclaimer')
    await expect(disclaimer).toHaveAccessibleName('Finance Disclaimer')
    await expect(disclaimer.getByText(`${text.slice(0, 197).trimEnd()}...`, { exact: true })).toBeVisible()
    // The full text waits in the closed dialog (and the no-JavaScript disclosure).
    for (const full of await disclaimer.getByText(text, { exact: true }).all())
      await expect(full).toBeHidden()
    await page.getByRole('link', { name: 'Read the finance disclaimer' }).click()
    await expect(page).toHaveURL(/#financeDisclaimer$/)

    const readMore = disclaimer.getByRole('button', { name: 'Read more' })
    await readMore.click()
    const dialog = page.getByRole('dialog', { name: 'Finance Disclaimer' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(text)
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(readMore).toBeFocused()
  })

  test('no finance calculator for a sold car', async ({ page }) => {
    const car = listedVehicles(scm, (vehicle) => vehicle.status === 'sold')[0]
    if (!car) throw new Error('no sold car')
    await page.goto(siteUrl(scm, car.path ?? `/cars/${car.slug}`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(financeSection(page)).toHaveCount(0)
    await expect(page.locator('#financeDisclaimer')).toHaveCount(0)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("fuel and delivery answer their GET forms, each keeping the other's answer", async ({ page }) => {
    const { car, consumption } = fuelCar(vw, available)
    await page.goto(siteUrl(vw, car.path ?? `/cars/${car.slug}`))

    const delivery = deliverySection(page)
    await delivery.getByRole('button', { name: 'Get estimate' }).click()
    await expect(page).toHaveURL(/[?&]postcode=(&|$)/)
    await expect(delivery.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true')
    await expect(delivery.getByLabel('Postcode')).toHaveAccessibleDescription('Please enter a postcode.')
    await expect(delivery.getByLabel('Postcode')).toBeFocused()

    await delivery.getByLabel('Postcode').fill('2150')
    await delivery.getByRole('button', { name: 'Get estimate' }).click()
    await expect(delivery.getByRole('status')).toHaveText('Estimated delivery to 2150 (Sydney Metro): $299')
    await expect(delivery.getByRole('status')).toBeFocused()

    const fuel = fuelSection(page)
    await fuel.getByLabel('Distance (km)').fill('1,000')
    await fuel.getByLabel('Fuel price ($/L)').fill('2')
    await fuel.getByRole('button', { name: 'Calculate' }).click()
    const cost = fuelCost({ consumptionPer100Km: consumption, distance: 1000, fuelPrice: 2 })
    await expect(fuel.getByRole('status')).toContainText(money.format(cost?.cost ?? Number.NaN))
    await expect(fuel.getByRole('status')).toBeFocused()
    // The delivery answer is still there, and the fuel fields keep what was sent.
    await expect(delivery.getByRole('status')).toHaveText('Estimated delivery to 2150 (Sydney Metro): $299')
    await expect(fuel.getByLabel('Distance (km)')).toHaveValue('1,000')

    await delivery.getByLabel('Postcode').fill('6000')
    await delivery.getByRole('button', { name: 'Get estimate' }).click()
    await expect(delivery.getByRole('status')).toHaveText(NOT_POSSIBLE)
  })

  test('fuel errors come back from the server beside their fields', async ({ page }) => {
    const { car } = fuelCar(scm)
    await page.goto(siteUrl(scm, car.path ?? `/cars/${car.slug}`))
    const fuel = fuelSection(page)
    await fuel.getByLabel('Distance (km)').fill('far')
    await fuel.getByRole('button', { name: 'Calculate' }).click()
    await expect(fuel.getByLabel('Distance (km)')).toHaveAccessibleDescription(
      /Please enter the distance in kilometres, for example 15,000\./,
    )
    await expect(fuel.getByLabel('Distance (km)')).toBeFocused()
    await expect(fuel.getByLabel('Fuel price ($/L)')).toHaveAccessibleDescription(
      /Please enter a fuel price\./,
    )
  })

  test("finance: 'Calculate' sends the sliders and the page answers with the repayment", async ({ page }) => {
    const { car, lender } = financeCar(scm, (_, chosen) => chosen.provider === 'stratton')
    await page.goto(siteUrl(scm, car.path ?? `/cars/${car.slug}`))
    const finance = financeSection(page)
    await finance.getByRole('slider', { name: 'Loan amount' }).fill('20000')
    await finance.getByRole('slider', { name: 'Loan term (years)' }).fill('3.5')
    await finance.getByRole('slider', { name: 'Interest rate (% p.a.)' }).fill('8.5')
    await finance.getByRole('radio', { name: 'Fortnightly' }).check()
    await finance.getByRole('button', { name: 'Calculate' }).click()

    await expect(page).toHaveURL(/loan_amount=20000/)
    const expected = expectedRepayment(lender.lender, {
      loanAmount: 20_000,
      termYears: 3.5,
      interestRate: 8.5,
      frequency: 'fortnightly',
    })
    const result = finance.getByRole('status')
    await expect(result).toContainText(expected.repayment)
    await expect(result).toContainText(expected.comparison)
    await expect(result).toBeFocused()
    await expect(finance.getByRole('slider', { name: 'Loan amount' })).toHaveValue('20000')
    await expect(finance.getByRole('radio', { name: 'Fortnightly' })).toBeChecked()
  })

  test('the disclaimer opens in place', async ({ page }) => {
    const { car, lender } = financeCar(scm, () => true)
    await page.goto(siteUrl(scm, car.path ?? `/cars/${car.slug}`))
    const disclaimer = page.locator('#financeDisclaimer')
    await expect(disclaimer.getByRole('button', { name: 'Read more' })).toBeHidden()
    await disclaimer.locator('summary', { hasText: 'Read more' }).click()
    await expect(disclaimer.getByText(lender.lender.disclaimer, { exact: true }).first()).toBeVisible()
    await expect(disclaimer.locator('summary')).toHaveText('Show less', { useInnerText: true })
  })
})
