import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { listedVehicles } from './support/demo-stock'
import { hydrated } from './support/hydration'
import { siteRequest, storedLeads, uniqueEmail, uniqueMobile } from './support/leads'
import { siteUrl } from './support/server'
import { latestCode, wrongCode } from './support/shopper-messages'

/**
 * The finance journey (issue 15; spec, forms document sections 2 to 9): from a car's finance button
 * through the quick estimate and its quote, the details and the texted code, to the lender's
 * application; with and without JavaScript, on desktop and phone.
 */

const vw = 'harbourside-volkswagen'
const group = 'southern-cross-group'
const DIALOG_TITLE = 'Instant Finance pre-approval with no impact on your credit score.'
const INVALID_CODE = 'The verification code is invalid. Please try again.'

function usedCar(slug: string) {
  const [car] = listedVehicles(
    slug,
    (vehicle) => vehicle.status === 'in_stock' && vehicle.car_type === 'used',
  )
  if (!car?.slug) throw new Error(`No used car in stock at ${slug}`)
  return { ...car, path: `/cars/${car.slug}` }
}

const form = (page: Page) => page.locator('#finance-form')

async function fillDetails(page: Page, details: { email: string; mobile: string; postcode?: string }) {
  const section = form(page)
  await section.getByRole('textbox', { name: 'First Name' }).fill('Fran')
  await section.getByRole('textbox', { name: 'Last Name' }).fill('Financier')
  await section.getByRole('textbox', { name: 'Email' }).fill(details.email)
  await section.getByRole('textbox', { name: 'Mobile' }).fill(details.mobile)
  if (details.postcode) await section.getByRole('textbox', { name: /Postcode/ }).fill(details.postcode)
}

test.describe('with JavaScript', () => {
  test("a car's 'Get Pre-Approved' leads through the quote, the details and the texted code to the application", async ({
    page,
    request,
  }) => {
    const car = usedCar(vw)
    const email = uniqueEmail('finance')
    const mobile = uniqueMobile()
    await page.goto(siteUrl(vw, car.path))
    await page.getByRole('link', { name: 'Get Pre-Approved' }).click()
    await expect(page).toHaveURL(siteUrl(vw, `/finance?car_id=${car.id}#finance-form`))
    await hydrated(page)

    await expect(page.getByRole('heading', { level: 1 })).toContainText(car.name)
    await expect(page.getByRole('main')).toContainText(DIALOG_TITLE)
    // The car summary card in the right column, and the page's three steps.
    await expect(page.getByRole('heading', { name: car.name, level: 2 })).toBeVisible()
    for (const step of ['Apply online', 'Get pre-approved', 'Purchase']) {
      await expect(page.getByRole('heading', { name: step, level: 3 })).toBeVisible()
    }
    const progress = form(page).getByRole('list', { name: 'Progress' })
    await expect(progress).toContainText('Quick Estimate')
    await expect(progress).toContainText('Your Details')
    await expect(progress).toContainText('Instant pre-approval')
    await expect(progress).toContainText('Apply to lender')

    // The defaults: term 5 years, credit GREAT; the quote shows with its comparison rate.
    await expect(form(page).getByRole('slider', { name: /Loan term/ })).toHaveValue('5')
    await expect(form(page).getByRole('radio', { name: 'Great' })).toBeChecked()
    const weekly = form(page).getByTestId('quote-weekly')
    await expect(weekly).toContainText('/wk')
    await expect(form(page).getByTestId('quote-comparison-rate')).toContainText('% p.a.')
    const fiveYears = await weekly.textContent()
    await form(page)
      .getByRole('slider', { name: /Loan term/ })
      .fill('3')
    await expect(form(page).getByText('Loan term: 3 years')).toBeVisible()
    await expect(weekly).not.toHaveText(fiveYears ?? '')

    await form(page).getByRole('button', { name: 'Finance disclaimer' }).click()
    const disclaimer = page.getByRole('dialog', { name: 'Finance Disclaimer' })
    await expect(disclaimer).toContainText(
      'WARNING: This comparison rate is true only for the examples given',
    )
    await expectNoAxeViolations(page, ['dialog[open]'])
    await disclaimer.getByRole('button', { name: 'Close' }).click()
    await expectNoAxeViolations(page)

    await form(page).getByRole('button', { name: 'Get A Personalised Quote' }).click()
    await expect(form(page).getByRole('heading', { name: 'Step 2 of 2: Your Details' })).toBeVisible()
    await expect(form(page).getByTestId('quote-comparison-rate')).toBeVisible()
    await fillDetails(page, { email, mobile })
    await expect(form(page).getByRole('textbox', { name: 'Verification code' })).toBeDisabled()
    await form(page).getByRole('button', { name: 'Send Code' }).click()
    await expect(form(page).getByText('Code sent!')).toBeVisible()
    await expect(form(page).getByRole('button', { name: 'Resend Code' })).toBeVisible()
    const code = await latestCode(request, vw, mobile, { purpose: 'finance_code' })
    const codeField = form(page).getByRole('textbox', { name: 'Verification code' })
    await expect(codeField).toBeEnabled()
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code')

    await codeField.fill(wrongCode(code))
    await form(page).getByRole('button', { name: 'Get Pre-Approved' }).click()
    await expect(form(page).getByText(INVALID_CODE)).toBeVisible()
    await expectNoAxeViolations(page)
    await codeField.fill(code)
    await form(page).getByRole('button', { name: 'Get Pre-Approved' }).click()
    await expect(page).toHaveURL(/\/finance\/application-received\?reference=FC-[0-9A-F]{10}$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thanks Fran, you are pre-approved to apply',
    )
    // One outcome: a pre-approval says nothing of an application "received".
    await expect(page.getByRole('main')).not.toContainText(/received/i)
    const reference = await page.getByTestId('finance-reference').textContent()

    const [lead] = await storedLeads(request, vw, email)
    expect(lead).toMatchObject({
      category: 'Finance Enquiry',
      status: 'submitted',
      leadEventId: 15,
      carId: car.id,
      name: 'Fran',
      phone: mobile,
      consent: true,
    })
    expect(lead?.fields).toMatchObject({ term: 3, selfAssessedCreditScore: 'GREAT', phone_verified: mobile })
    expect(lead?.events.map((event) => event.type)).toEqual(['first_step', 'first_step', 'submitted'])
    expect(lead?.deliveries.length).toBeGreaterThan(0)
    expect(lead?.financeCustomer).toMatchObject({
      status: 'created',
      provider: 'embedded',
      providerCustomerId: reference,
      attempts: 1,
    })
    expect(lead?.financeCustomer?.request).toMatchObject({
      phoneNumber: mobile,
      firstName: 'Fran',
      lastName: 'Financier',
      loanTerm: 3,
      selfAssessedCreditScore: 'GREAT',
      vin: car.vin,
    })
  })

  test("the car page's 'Quick Estimate' opens the journey in the dialog, and its steps stay in the dialog", {
    tag: '@phone',
  }, async ({ page, request }) => {
    const car = usedCar(vw)
    const email = uniqueEmail('finance-dialog')
    const mobile = uniqueMobile()
    await page.goto(siteUrl(vw, car.path))
    await hydrated(page)
    await page.getByRole('button', { name: 'Quick Estimate' }).click()
    const dialog = page.getByRole('dialog', { name: DIALOG_TITLE })
    await expect(dialog.getByRole('heading', { name: 'Step 1 of 2: Quick Estimate' })).toBeVisible()
    await expect(dialog.getByTestId('quote-weekly')).toContainText('/wk')
    await expectNoAxeViolations(page, ['dialog[open]'])
    await dialog.getByRole('button', { name: 'Get A Personalised Quote' }).click()
    await expect(dialog.getByRole('heading', { name: 'Step 2 of 2: Your Details' })).toBeVisible()
    await expect(page).toHaveURL(siteUrl(vw, car.path))
    await dialog.getByRole('textbox', { name: 'First Name' }).fill('Dee')
    await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Alog')
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await dialog.getByRole('textbox', { name: 'Mobile' }).fill(mobile)
    await dialog.getByRole('button', { name: 'Send Code' }).click()
    await expect(dialog.getByText('Code sent!')).toBeVisible()
    await dialog
      .getByRole('textbox', { name: 'Verification code' })
      .fill(await latestCode(request, vw, mobile, { purpose: 'finance_code' }))
    await dialog.getByRole('button', { name: 'Get Pre-Approved' }).click()
    await expect(page).toHaveURL(/\/finance\/application-received\?reference=FC-/)
    const [lead] = await storedLeads(request, vw, email)
    expect(lead).toMatchObject({ category: 'Finance Enquiry', status: 'submitted', carId: car.id })
  })

  test('where finance is gated, a signed-in shopper applies with the mobile they signed in with, and no second code', async ({
    page,
    request,
  }) => {
    const scm = 'southern-cross-motors'
    const car = usedCar(scm)
    const email = uniqueEmail('finance-gated')
    const mobile = uniqueMobile()
    await page.goto(siteUrl(scm, `/finance?car_id=${car.id}`))
    await expect(page).toHaveURL(/\/sign-in\?type=finance&redirect=/)
    await hydrated(page)
    const main = page.getByRole('main')
    await main.getByRole('textbox', { name: 'First Name' }).fill('Gail')
    await main.getByRole('textbox', { name: 'Last Name' }).fill('Gated')
    await main.getByRole('textbox', { name: 'Email' }).fill(email)
    await main.getByRole('textbox', { name: 'Mobile' }).fill(mobile)
    await main.getByRole('button', { name: 'Send Code' }).click()
    await main
      .getByRole('textbox', { name: 'Code', exact: true })
      .fill(await latestCode(request, scm, mobile))
    await main.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(siteUrl(scm, `/finance?car_id=${car.id}`))

    await form(page).getByRole('button', { name: 'Get A Personalised Quote' }).click()
    await expect(form(page).getByText('Your mobile is verified, so no code is needed.')).toBeVisible()
    await expect(form(page).getByRole('textbox', { name: 'First Name' })).toHaveValue('Gail')
    await expect(form(page).getByRole('textbox', { name: 'Mobile' })).toHaveValue(mobile)
    await expect(form(page).getByRole('textbox', { name: 'Verification code' })).toHaveCount(0)
    await form(page)
      .getByRole('textbox', { name: /Postcode/ })
      .fill('3000')
    await form(page).getByRole('button', { name: 'Get Pre-Approved' }).click()
    await expect(page).toHaveURL(/\/finance\/application-received\?reference=FC-/)
    const [lead] = await storedLeads(request, scm, email)
    expect(lead?.fields).toMatchObject({ phone_verified: mobile, postcode: '3000' })
    expect(lead?.fields.verification_id).toBeUndefined()
  })

  test('the vehicle page asks for a quote only for a car without one, with the comparison rate beside it', async ({
    page,
  }) => {
    const available = (vehicle: { status: string; price: number }) =>
      vehicle.status === 'in_stock' && vehicle.price > 0
    const [unquoted] = listedVehicles(vw, (vehicle) => available(vehicle) && !vehicle.weekly_repayment)
    const [quoted] = listedVehicles(vw, (vehicle) => available(vehicle) && Boolean(vehicle.weekly_repayment))
    if (!unquoted?.slug || !quoted?.slug)
      throw new Error('The demo stock needs cars with and without a quote')
    const cta = page.getByRole('region', { name: 'Finance This Car' })
    await page.goto(siteUrl(vw, `/cars/${unquoted.slug}`))
    await hydrated(page)
    await expect(cta.getByTestId('quote-weekly')).toContainText('/wk')
    await expect(cta.getByTestId('quote-comparison-rate')).toContainText('% p.a.')
    await expect(cta.getByRole('button', { name: 'Finance disclaimer' })).toBeVisible()

    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/youx/quote')) asked.push(request.url())
    })
    await page.goto(siteUrl(vw, `/cars/${quoted.slug}`))
    await hydrated(page)
    await expect(cta.getByRole('link', { name: 'Get Pre-Approved' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(cta.getByTestId('quote-weekly')).toHaveCount(0)
    expect(asked).toEqual([])
  })

  test('a quote that fails is cleared and nothing is shown', async ({ page }) => {
    await page.goto(siteUrl(vw, '/finance'))
    await hydrated(page)
    await expect(form(page).getByTestId('quote-weekly')).toBeVisible()
    await page.route('**/api/youx/quote', (route) =>
      route.fulfill({ status: 502, json: { error: 'Failed to get YouX quick quote' } }),
    )
    await form(page).getByRole('radio', { name: 'Poor' }).check()
    await expect(form(page).getByTestId('quote-weekly')).toHaveCount(0)
    await expect(form(page).getByText('Failed to get YouX quick quote')).toHaveCount(0)
  })
})

test.describe('the finance page without a car', () => {
  test("with no car and the dealer's call-to-action flag on, the 'Get Finance Now' panel replaces the form", async ({
    page,
  }) => {
    await page.goto(siteUrl(group, '/apply-for-finance'))
    const panel = page.getByRole('region', { name: 'Get Finance Now' })
    await expect(panel.getByRole('link', { name: 'Start Finance Journey' })).toHaveAttribute(
      'href',
      '/search/used-cars',
    )
    await expect(panel.getByRole('link', { name: 'View All Used Cars' })).toHaveAttribute(
      'href',
      '/search/used-cars',
    )
    // The featured cars: the panel's own list, one item per card.
    const cards = panel.locator(':scope > ul > li')
    expect(await cards.count()).toBeGreaterThan(0)
    expect(await cards.count()).toBeLessThanOrEqual(6)
    await expect(page.locator('#finance-form')).toHaveCount(0)
    await expectNoAxeViolations(page)

    // "Price option chips run $5,000 to $70,000": each opens the used cars up to its price.
    const chips = panel.getByRole('navigation', { name: 'Shop by budget' }).getByRole('link')
    await expect(chips.first()).toHaveText('Up to $5,000')
    await expect(chips.last()).toHaveText('Up to $70,000')
    await expect(chips.last()).toHaveAttribute('href', '/search/used-cars?price=-70000')
    // "Price range slider step 500, default 5,000 to 250,000", sent to the search as a plain form.
    const lowest = panel.getByRole('slider', { name: 'Lowest price' })
    const highest = panel.getByRole('slider', { name: 'Highest price' })
    for (const slider of [lowest, highest]) {
      await expect(slider).toHaveAttribute('min', '5000')
      await expect(slider).toHaveAttribute('max', '250000')
      await expect(slider).toHaveAttribute('step', '500')
    }
    await expect(lowest).toHaveValue('5000')
    await expect(highest).toHaveValue('250000')
    await hydrated(page)
    await highest.fill('40000')
    await panel.getByRole('button', { name: 'Show cars in my budget' }).click()
    // The search page reads the plain form's two ends as its own price range.
    await expect(page).toHaveURL(/\/search\/used-cars\?price=5000-40000$/)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("a card's 'Get Finance' opens /apply-for-finance for the car, and the journey works as plain forms", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('finance-nojs')
    const mobile = uniqueMobile()
    await page.goto(siteUrl(group, '/search/used-cars'))
    const getFinance = page.getByRole('link', { name: /^Get Finance/ }).first()
    const href = await getFinance.getAttribute('href')
    expect(href).toMatch(/^\/apply-for-finance\?car_id=\w+$/)
    await getFinance.click()
    await expect(form(page).getByRole('heading', { name: 'Step 1 of 2: Quick Estimate' })).toBeVisible()
    await expect(form(page).getByTestId('quote-weekly')).toContainText('/wk')
    await form(page).getByRole('textbox', { name: 'Purchase price' }).fill('5000')
    await form(page).getByRole('radio', { name: 'Decent' }).check()
    await form(page).getByRole('button', { name: 'Get A Personalised Quote' }).click()

    await expect(form(page).getByRole('heading', { name: 'Step 2 of 2: Your Details' })).toBeVisible()
    // The amount was clamped to the quote's lower bound, $10,000.
    await expect(form(page)).toContainText('$10,000 over 5 years')
    await fillDetails(page, { email, mobile })
    await form(page).getByRole('button', { name: 'Send Code' }).click()
    // This dealer group asks for the postcode.
    await expect(form(page).getByText('This is a required field.')).toBeVisible()
    await form(page)
      .getByRole('textbox', { name: /Postcode/ })
      .fill('2000')
    await form(page).getByRole('button', { name: 'Send Code' }).click()
    await expect(form(page).getByText('Code sent!')).toBeVisible()
    const code = await latestCode(request, group, mobile, { purpose: 'finance_code' })
    await form(page).getByRole('textbox', { name: 'Verification code' }).fill(wrongCode(code))
    await form(page).getByRole('button', { name: 'Get Pre-Approved' }).click()
    await expect(form(page).getByText(INVALID_CODE)).toBeVisible()
    await form(page).getByRole('textbox', { name: 'Verification code' }).fill(code)
    await form(page).getByRole('button', { name: 'Get Pre-Approved' }).click()
    await expect(page).toHaveURL(/\/finance\/application-received\?reference=FC-/)

    const [lead] = await storedLeads(request, group, email)
    expect(lead).toMatchObject({ category: 'Finance Enquiry', status: 'submitted' })
    expect(lead?.fields).toMatchObject({
      amount: 10_000,
      selfAssessedCreditScore: 'DECENT',
      postcode: '2000',
    })
    expect(lead?.financeCustomer?.status).toBe('created')
  })
})

test.describe('finance pages and calls', () => {
  test.skip(({ isMobile }) => isMobile, 'server behaviour, checked on the desktop project')

  test("answers every finance address, and sends a gated dealer's shoppers to sign in first", async ({
    request,
  }) => {
    for (const path of ['/finance', '/finance-enquiry', '/apply-for-finance', '/finance-pre-approval']) {
      const target = siteRequest(vw, path)
      expect((await request.get(target.url, { headers: target.headers })).status(), path).toBe(200)
    }
    const car = usedCar(vw)
    const personalised = siteRequest(vw, `/personalised/finance?car_id=${car.id}&preferredDealership=${vw}`)
    const page = await request.get(personalised.url, { headers: personalised.headers })
    expect(page.status()).toBe(200)
    expect(await page.text()).toContain(car.name)

    // 'Who is helping' shows only in staff-assisted mode (a setting of the motorcycle dealer's).
    const staff = siteRequest('coastline-motorcycles', '/finance')
    expect(await (await request.get(staff.url, { headers: staff.headers })).text()).toContain(
      'Who is helping you today?',
    )
    const shopperOnly = siteRequest(vw, '/finance')
    expect(await (await request.get(shopperOnly.url, { headers: shopperOnly.headers })).text()).not.toContain(
      'Who is helping',
    )

    const gated = siteRequest('southern-cross-motors', '/finance')
    const answer = await request.get(gated.url, { headers: gated.headers, maxRedirects: 0 })
    expect(answer.status()).toBe(302)
    expect(answer.headers().location).toMatch(/^\/sign-in\?type=finance&redirect=%2Ffinance/)
  })

  test("POST /api/youx/quote answers the spec's three numbers, and a clear 400 for a bad body", async ({
    request,
  }) => {
    const target = siteRequest(vw, '/api/youx/quote')
    const quote = await request.post(target.url, {
      headers: target.headers,
      data: {
        selfAssessedCreditScore: 'GREAT',
        purchasePrice: 30000,
        loanTerm: 5,
        year: 2022,
        vin: null,
        nvic: null,
        whoIsHelping: null,
      },
    })
    expect(quote.status()).toBe(200)
    // The embedded rate table: the spec's default interest, 10% p.a., for a great score.
    expect(await quote.json()).toEqual({
      weeklyRepaymentAmount: 146.73,
      advertisedRate: 10,
      comparisonRate: 10,
    })
    const low = await request.post(target.url, {
      headers: target.headers,
      data: { selfAssessedCreditScore: 'GREAT', purchasePrice: 500, loanTerm: 5 },
    })
    expect(low.status()).toBe(400)
    expect(await low.json()).toEqual({ error: 'purchasePrice must be at least 10000.' })
    const score = await request.post(target.url, {
      headers: target.headers,
      data: { selfAssessedCreditScore: 'EXCELLENT', purchasePrice: 30000, loanTerm: 5 },
    })
    expect(await score.json()).toEqual({ error: 'selfAssessedCreditScore must be GREAT, DECENT or POOR.' })
    const read = await request.get(target.url, { headers: target.headers })
    expect(read.status()).toBe(405)
  })

  test('POST /api/youx/create-customer creates customers only for verified finance enquiries of the site', async ({
    request,
  }) => {
    const target = siteRequest(vw, '/api/youx/create-customer')
    const unknown = await request.post(target.url, {
      headers: target.headers,
      data: {
        data: { phoneNumber: '0412345678' },
        additionalData: { lead_id: '4b1b6a4e-5d0c-4e5f-9a57-3a8e2f0f1c11' },
      },
    })
    expect(unknown.status()).toBe(404)
    const missing = await request.post(target.url, { headers: target.headers, data: { data: {} } })
    expect(missing.status()).toBe(400)
    expect((await missing.json()).error).toBe('data.phoneNumber is required.')
  })
})
