import { RESERVE_TEXTS } from '@forecourt/domain/purchase/reservation-texts'
import { isReserveEligible } from '@forecourt/domain/vehicle-card/availability'
import { electrifiedKind } from '@forecourt/domain/vehicle-card/tag'
import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { listedVehicles } from './support/demo-stock'
import { type ExtraServer, startExtraServer } from './support/extra-server'
import { hydrated } from './support/hydration'
import { uniqueEmail, uniqueMobile } from './support/leads'
import { latestCode } from './support/shopper-messages'

/**
 * Reserving a car with a deposit (issue 16), on a server of its own (its reservations would otherwise
 * change what other specs see), paying on the built-in test payment page. Its unpaid holds last 20
 * seconds rather than 15 minutes, so the expiry can be watched.
 */

const vw = 'harbourside-volkswagen'
const HOLD_SECONDS = 20
let server: ExtraServer

// One server per project (desktop, phone), each in one worker: the tests of a project share its reservations.
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  const project = test.info().project.name
  const phone = project === 'phone'
  server = await startExtraServer({
    offset: phone ? 5 : 4,
    name: `reservations-${project}`,
    ingestStock: true,
    env: {
      // The test payment page and the dev outboxes exist only outside production.
      NODE_ENV: 'test',
      RESERVATION_PENDING_HOLD_SECONDS: String(HOLD_SECONDS),
      RESERVATION_SWEEP_SECONDS: '1',
      LEADS_PER_IP_PER_HOUR: '100000',
      SIGN_IN_CODES_PER_IP_PER_HOUR: '100000',
    },
  })
})
test.afterAll(() => server?.stop())

/** A car this test alone reserves: each test takes its own from the dealer's eligible stock. */
function carFor(testIndex: number) {
  // An electric or hybrid car's card shows that tag before RESERVED (the spec's precedence).
  const eligible = listedVehicles(vw, (vehicle) => isReserveEligible(vehicle) && !electrifiedKind(vehicle))
  const car = eligible[testIndex]
  if (!car) throw new Error('not enough eligible demo cars')
  return {
    id: car.id,
    title: car.name,
    stockNumber: car.stocknum,
    path: car.path ?? `/cars/${car.slug ?? car.id}`,
  }
}

async function fillReserveForm(page: Page, mobile: string) {
  const form = page.getByRole('form', { name: 'Your details' })
  await form.getByRole('textbox', { name: 'First Name' }).fill('Sam')
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Buyer')
  await form.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('reserve'))
  await form.getByRole('textbox', { name: 'Mobile' }).fill(mobile)
  await form.getByRole('checkbox', { name: 'I accept the reservation and refund terms' }).check()
  await form.getByRole('button', { name: 'Pay $200 deposit' }).click()
}

/** From the car's page to the test payment page, through the Reserve Now button. */
async function startReserving(page: Page, car: { path: string }, mobile: string) {
  await page.goto(server.url(vw, car.path))
  await hydrated(page)
  await page
    .getByRole('link', { name: /Reserve Now/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Reserve this car' })).toBeVisible()
  await expect(page.getByTestId('reserve-deposit')).toHaveText('$200')
  await expect(page.getByText(RESERVE_TEXTS.testMode)).toBeVisible()
  await fillReserveForm(page, mobile)
  await expect(page).toHaveURL(/\/payments\/test\/cs_test_/)
  await expect(page.getByText('Test mode', { exact: true })).toBeVisible()
  await expect(page.getByTestId('test-payment-amount')).toHaveText('$200 AUD')
}

async function signIn(page: Page, mobile: string, slug = vw) {
  await page.goto(server.url(slug, '/sign-in?type=my-garage&redirect=/my-garage'))
  await hydrated(page)
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'First Name' }).fill('Sam')
  await main.getByRole('textbox', { name: 'Last Name' }).fill('Buyer')
  await main.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('reserve-sign-in'))
  await main.getByRole('textbox', { name: 'Mobile' }).fill(mobile)
  await main.getByRole('button', { name: 'Send Code' }).click()
  const code = await latestCode(page.request, slug, mobile, { origin: server.origin })
  await main.getByRole('textbox', { name: 'Code', exact: true }).fill(code)
  await main.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/my-garage$/)
}

/** A hold's end as Harbourside Volkswagen (Sydney) tells it: '3:32 pm Sat 28 Nov AEDT' (AEST in winter). */
const sydneyHoldEnd =
  /^\d{1,2}:\d{2} [ap]m (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) AE[DS]T$/

/** The status tag above the car page's heading (similar cars below may carry tags of their own). */
const reservedTag = (page: Page) => page.locator('main header').getByText('RESERVED', { exact: true })

test('a shopper reserves a car on the test payment page, sees it RESERVED and finds it in My Garage', async ({
  page,
}) => {
  const car = carFor(0)
  const mobile = uniqueMobile()
  await signIn(page, mobile)
  await startReserving(page, car, mobile)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Pay $200 (test)' }).click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Your ${car.title} is reserved`)
  await expect(page.getByTestId('reservation-reference')).toHaveText(/^[0-9A-F]{8}$/)
  await expectNoAxeViolations(page)
  // The hold ends on the dealer's clock (Sydney), with its zone: "until 3:32 pm Sat 28 Nov AEDT".
  await expect(page.getByText(/The car is held for you until/).locator('strong')).toHaveText(sydneyHoldEnd)

  // The car page says so, and offers no Reserve Now any more.
  await page.goto(server.url(vw, car.path))
  await expect(reservedTag(page)).toBeVisible()
  await expect(page.getByRole('link', { name: /Reserve Now/ })).toHaveCount(0)
  // So does its card in the search results.
  await page.goto(server.url(vw, `/search?q=${car.stockNumber}`))
  const card = page.getByRole('article').filter({ has: page.locator(`a[href="${car.path}"]`) })
  await expect(card.getByText('RESERVED', { exact: true })).toBeVisible()

  await page.goto(server.url(vw, '/my-garage'))
  const reservations = page.getByRole('region', { name: 'Your reservations' })
  await expect(reservations.getByRole('link', { name: car.title, exact: true })).toBeVisible()
  await expect(reservations.getByText('Reserved', { exact: true })).toBeVisible()
  await expect(reservations).toContainText(new RegExp(`until ${sydneyHoldEnd.source.slice(1, -1)}`))

  // The receipt reached the shopper's phone.
  const sms = await page.request.get(`${server.origin}/dev/sms.json?${new URLSearchParams({ to: mobile })}`)
  const messages = ((await sms.json()) as { messages: { purpose: string; body: string }[] }).messages
  expect(messages.find((message) => message.purpose === 'reservation_receipt')?.body).toContain(
    `your $200 deposit is paid and the ${car.title} is reserved for you until`,
  )
  const receipt = messages.find((message) => message.purpose === 'reservation_receipt')?.body ?? ''
  expect(receipt.match(/reserved for you until (.+)\. Details/)?.[1]).toMatch(sydneyHoldEnd)
})

test('an abandoned payment expires and frees the car for the next shopper', async ({ page }) => {
  const car = carFor(1)
  await startReserving(page, car, uniqueMobile())
  const paymentPage = page.url()
  await page.goto(server.url(vw, car.path))
  await expect(reservedTag(page)).toBeVisible()

  // The shopper walks away; the hold ends and the car is free again.
  await expect(async () => {
    await page.goto(server.url(vw, car.path))
    await expect(page.getByRole('link', { name: /Reserve Now/ }).first()).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: (HOLD_SECONDS + 30) * 1000 })
  await expect(reservedTag(page)).toHaveCount(0)
  // The old payment page can no longer take money.
  await page.goto(paymentPage)
  await expect(page.getByRole('button', { name: /Pay/ })).toHaveCount(0)
  await page.getByRole('link', { name: 'See your reservation' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your reservation has ended')
})

test('a refund by the dealer frees the car', async ({ page }) => {
  const car = carFor(2)
  await startReserving(page, car, uniqueMobile())
  await page.getByRole('button', { name: 'Pay $200 (test)' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Your ${car.title} is reserved`)
  const reservationPage = page.url()

  const listed = await page.request.get(`${server.origin}/dev/reservations.json?car=${car.id}`)
  const [reservation] = ((await listed.json()) as { reservations: { id: string; status: string }[] })
    .reservations
  expect(reservation?.status).toBe('paid')
  // The dev page's 'Refund deposit' form, posted from its own origin as every form post must be.
  const refund = await page.request.post(`${server.origin}/dev/reservations/${reservation!.id}/refund`, {
    headers: { origin: server.origin },
    maxRedirects: 0,
  })
  expect(refund.status()).toBe(303)

  await page.goto(reservationPage)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your deposit has been refunded')
  await page.goto(server.url(vw, car.path))
  await expect(page.getByRole('link', { name: /Reserve Now/ }).first()).toBeVisible()
  await expect(reservedTag(page)).toHaveCount(0)
})

test('a shopper buys a car online in five steps, leaving and resuming from My Garage', async ({ page }) => {
  const dealer = 'southern-cross-motors'
  const [vehicle] = listedVehicles(dealer, (candidate) => isReserveEligible(candidate))
  const carPath = vehicle!.path ?? `/cars/${vehicle!.slug ?? vehicle!.id}`
  const mobile = uniqueMobile()
  await signIn(page, mobile, dealer)

  await page.goto(server.url(dealer, carPath))
  await hydrated(page)
  await page.getByRole('link', { name: 'Buy Online' }).first().click()
  await expect(page).toHaveURL(/\/checkout-journey\?car_id=/)
  const progress = page.getByRole('list').filter({ hasText: 'Review and confirm' })
  await expect(progress.locator('[aria-current="step"]')).toContainText('Reserve')
  await expectNoAxeViolations(page)

  // 1. Reserve: the form is filled in from the account; the dealer's deposit is $500.
  const form = page.getByRole('form', { name: 'Your details' })
  await expect(form.getByRole('textbox', { name: 'Mobile' })).toHaveValue(mobile)
  await form.getByRole('checkbox', { name: 'I accept the reservation and refund terms' }).check()
  await form.getByRole('button', { name: 'Pay $500 deposit' }).click()
  await expect(page.getByTestId('test-payment-amount')).toHaveText('$500 AUD')
  await page.getByRole('button', { name: 'Pay $500 (test)' }).click()

  // 2. Trade-in, then the shopper leaves and comes back through My Garage.
  await expect(page.getByRole('heading', { level: 2, name: 'Trade-in' })).toBeVisible()
  await hydrated(page)
  await page.getByRole('radio', { name: 'No trade-in' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Finance or pay in full' })).toBeVisible()
  await page.goto(server.url(dealer, '/my-garage'))
  await page.getByRole('link', { name: `Continue buying the ${vehicle!.name}` }).click()

  // 3. Finance or pay in full.
  await expect(page.getByRole('heading', { level: 2, name: 'Finance or pay in full' })).toBeVisible()
  await hydrated(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(
    page
      .getByText('This is a required field.')
      .or(page.getByText('Please choose one of the options.'))
      .first(),
  ).toBeVisible()
  await page.getByRole('radio', { name: 'Pay in full' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()

  // 4. Delivery, priced from the dealer's delivery zones.
  await expect(page.getByRole('heading', { level: 2, name: 'Delivery or pickup' })).toBeVisible()
  await hydrated(page)
  await page.getByRole('radio', { name: 'Deliver it to me' }).check()
  await page.getByRole('textbox', { name: /Delivery postcode/ }).fill('0800')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(
    page.getByText("Sorry, we can't provide an estimate for that location.", { exact: false }),
  ).toBeVisible()
  await page.getByRole('textbox', { name: /Delivery postcode/ }).fill('4000')
  await page.getByRole('button', { name: 'Continue' }).click()

  // 5. Review, change an answer, and confirm.
  const review = page.getByRole('region', { name: 'Review and confirm' })
  await expect(review).toContainText('$500 deposit paid')
  await expect(review).toContainText('No trade-in')
  await expect(review).toContainText('Pay in full')
  await expect(review).toContainText('Delivery to 4000 (Brisbane Metro): $350')
  await expectNoAxeViolations(page)
  await review.getByRole('link', { name: 'Change payment' }).click()
  await expect(page.getByRole('radio', { name: 'Pay in full' })).toBeChecked()
  await hydrated(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Confirm my purchase' }).click()
  await expect(page.getByRole('heading', { name: 'Your purchase is confirmed' })).toBeVisible()

  // The dealer's lead carries the whole journey.
  const leads = await page.request.get(`${server.origin}/dev/leads.json`, {
    headers: { host: new URL(server.url(dealer)).host },
  })
  const purchase = (
    (await leads.json()) as {
      leads: { category: string; status: string; phone: string; fields: Record<string, unknown> }[]
    }
  ).leads.find((lead) => lead.category === 'Online Purchase' && lead.phone === mobile)
  expect(purchase?.status).toBe('submitted')
  expect(purchase?.fields.purchase).toMatchObject({
    trade_in: 'none',
    payment: 'full',
    handover: 'delivery',
    delivery_postcode: '4000',
    delivery_zone: 'Brisbane Metro',
    delivery_price: 350,
  })
})

test.describe('one car, many shoppers', () => {
  test.skip(({ isMobile }) => isMobile, 'server behaviour, checked on the desktop project')

  test('fifty shoppers at once get one reservation; the others are told the car was just reserved', async ({
    page,
    request,
  }) => {
    const car = carFor(3)
    // A shopper who opened the reserve page before the rush.
    await page.goto(server.url(vw, `${car.path}/checkout`))
    await hydrated(page)

    const form = (shopper: number) => ({
      firstName: 'Shopper',
      lastName: String(shopper),
      email: `shopper${shopper}@example.com`,
      phone: `0412${String(shopper).padStart(6, '0')}`,
      acceptTerms: 'on',
      // Whatever the browser says about money is ignored.
      amount: '1',
      currency: 'usd',
      depositCents: '100',
    })
    // Node does not resolve *.localhost: the posts go to the server's address with the site's Host.
    const site = new URL(server.url(vw)).host
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, shopper) =>
        request.post(`${server.origin}${car.path}/checkout`, {
          form: form(shopper),
          headers: { host: site, origin: `http://${site}` },
          maxRedirects: 0,
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.status())
    expect(statuses.filter((status) => status === 302)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(49)
    const winner = answers.find((answer) => answer.status() === 302)!
    const paymentPath = winner.headers().location!
    expect(paymentPath).toMatch(/^\/payments\/test\/cs_test_/)

    const listed = await request.get(`${server.origin}/dev/reservations.json?car=${car.id}`)
    const rows = (
      (await listed.json()) as { reservations: { status: string; depositCents: number; currency: string }[] }
    ).reservations
    expect(rows).toEqual([
      expect.objectContaining({ status: 'pending', depositCents: 20_000, currency: 'aud' }),
    ])

    // The shopper on the page loses too, and is offered something similar.
    await fillReserveForm(page, uniqueMobile())
    await expect(page.getByText(RESERVE_TEXTS.justReserved)).toBeVisible()
    await expect(page.getByRole('link', { name: RESERVE_TEXTS.findSimilar })).toHaveAttribute(
      'href',
      `/enquire?car_id=${car.id}&type=find-similar`,
    )

    // The winner pays the server's amount in AUD.
    await page.goto(server.url(vw, paymentPath))
    await expect(page.getByTestId('test-payment-amount')).toHaveText('$200 AUD')
  })

  test('a forged payment webhook is refused and changes nothing', async ({ request }) => {
    const forged = await request.post(`${server.origin}/api/payments/webhook`, {
      data: JSON.stringify({
        id: 'evt_forged',
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: { id: 'cs_test_forged', payment_status: 'paid', amount_total: 20_000, currency: 'aud' },
        },
      }),
      headers: {
        'content-type': 'application/json',
        'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=00`,
      },
    })
    expect(forged.status()).toBe(400)
    expect(await forged.json()).toEqual({ message: 'The webhook signature is not valid.' })
    const unsigned = await request.post(`${server.origin}/api/payments/webhook`, { data: '{}' })
    expect(unsigned.status()).toBe(400)
  })

  test('a dealer that gates checkout asks the shopper to sign in before reserving', async ({ page }) => {
    const gated = 'southern-cross-motors'
    const [car] = listedVehicles(gated, (vehicle) => isReserveEligible(vehicle))
    await page.goto(server.url(gated, `/cars/${car!.slug ?? car!.id}/checkout`))
    await expect(page).toHaveURL(/\/sign-in\?type=checkout&redirect=%2Fcars%2F.+%2Fbuy-online/)
  })
})
