import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { listedVehicles } from './support/demo-stock'
import { hydrated } from './support/hydration'
import { type StoredLead, siteRequest, storedLeads, uniqueEmail, uniqueMobile } from './support/leads'
import { siteUrl } from './support/server'

/**
 * The trade-in form, 'Sell Your Car' (spec: "/cars/trade-in?car_id={id}, /trade-in, /sell-my-car,
 * /sell-your-car | Trade-in; the button reads 'Sell Your Car'"), in two steps that keep a lead_id, and
 * the lifecycle endpoint POST /api/leads/events.
 */

const vw = 'harbourside-volkswagen'
const REQUIRED = 'This is a required field.'

type TradeInLead = StoredLead & { stockNumber: string | null; vehicleStatus: string | null }

/** A used car the dealer can still take a trade-in against: in stock, not reserved, priced above 200. */
function eligibleCar() {
  const [car] = listedVehicles(
    vw,
    (vehicle) =>
      vehicle.car_type === 'used' &&
      vehicle.status === 'in_stock' &&
      !vehicle.reserved &&
      vehicle.price > 200,
  )
  if (!car) throw new Error('The demo stock has no eligible used car')
  return car
}

/** A car nobody can trade against any more: reserved or sold. */
function ineligibleCar() {
  const [car] = listedVehicles(vw, (vehicle) => vehicle.reserved || vehicle.status === 'sold')
  if (!car) throw new Error('The demo stock has no reserved or sold car')
  return car
}

async function fillCar(form: Locator, car: { make: string; model: string; year: string; odometer: string }) {
  await form.getByLabel('Make').fill(car.make)
  await form.getByLabel('Model').fill(car.model)
  await form.getByLabel('Year').fill(car.year)
  await form.getByLabel('Odometer (km)').fill(car.odometer)
  await form.getByLabel('Condition').selectOption('Good')
}

async function fillDetails(form: Locator, details: { email: string; mobile: string }) {
  await form.getByLabel('First Name').fill('Sam')
  await form.getByLabel('Last Name').fill('Seller')
  await form.getByLabel('Mobile').fill(details.mobile)
  await form.getByLabel('Email').fill(details.email)
  await form.getByLabel('Postcode').fill('2000')
}

const stepForm = (page: Page) => page.getByRole('form', { name: /^Step \d of 2/ })

async function onlyLead(request: APIRequestContext, email: string): Promise<TradeInLead> {
  const leads = await storedLeads(request, vw, email)
  expect(leads).toHaveLength(1)
  return leads[0] as TradeInLead
}

const deliveriesOf = (lead: StoredLead) =>
  lead.deliveries.map((delivery) => [delivery.channel, delivery.status]).sort()

test.describe('with JavaScript', () => {
  test('sell your car in two steps: errors beside the fields, a rego lookup, a valuation adjusted on the way back, then /success', async ({
    page,
    request,
  }) => {
    test.slow()
    const email = uniqueEmail('trade-in')
    const mobile = uniqueMobile()
    await page.goto(siteUrl(vw, '/sell-your-car'))
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell Your Car')
    await expect(page.getByRole('list', { name: 'Progress' }).locator('[aria-current="step"]')).toContainText(
      'Your car',
    )
    const carForm = stepForm(page)
    await expect(carForm).toHaveAccessibleName('Step 1 of 2: Your car')

    await carForm.getByRole('button', { name: 'Next: Your Details' }).click()
    await expect(carForm.getByLabel('Make')).toBeFocused()
    await expect(carForm.getByLabel('Make')).toHaveAttribute('aria-invalid', 'true')
    await expect(carForm.getByLabel('Make')).toHaveAccessibleDescription(`For example Toyota. ${REQUIRED}`)
    await expect(carForm.getByLabel('Year')).toHaveAccessibleDescription(
      `The model year, e.g. 2018. ${REQUIRED}`,
    )
    await expect(carForm.getByLabel('Condition')).toHaveAccessibleDescription(REQUIRED)
    await expect(carForm.getByLabel(/^Rego/)).not.toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)

    // A rego needs its state; the odometer takes '85,000 km' as the fuel calculator would.
    await carForm.getByLabel(/^Rego/).fill('abc 123')
    await fillCar(carForm, { make: 'Toyota', model: 'Corolla', year: '2018', odometer: '85,000 km' })
    await carForm.getByRole('button', { name: 'Next: Your Details' }).click()
    await expect(carForm.getByLabel('State')).toBeFocused()
    await expect(carForm.getByLabel('State')).toHaveAccessibleDescription(
      'Where the car is registered. Please choose the state the car is registered in.',
    )
    await carForm.getByLabel('State').selectOption('NSW')
    await carForm.getByRole('button', { name: 'Next: Your Details' }).click()

    await expect(page).toHaveURL(/\/sell-your-car\?step=2&lead_id=[0-9a-f-]{36}$/)
    const detailsForm = stepForm(page)
    await expect(detailsForm).toHaveAccessibleName('Step 2 of 2: Your details')
    await expect(page.getByRole('heading', { name: 'Step 2 of 2: Your details' })).toBeFocused()
    await expect(page.getByText('2018 Toyota Corolla, 85,000 km, good condition')).toBeVisible()
    await expect(detailsForm.getByLabel('Keep me informed about offers and news')).toBeChecked()
    await expect(detailsForm.getByRole('link', { name: /privacy policy/ })).toHaveAttribute(
      'target',
      '_blank',
    )

    await detailsForm.getByLabel('Postcode').fill('200')
    await detailsForm.getByLabel('Mobile').fill('02 9555 0100')
    await detailsForm.getByRole('button', { name: 'Sell Your Car' }).click()
    await expect(detailsForm.getByLabel('First Name')).toBeFocused()
    await expect(detailsForm.getByLabel('Postcode')).toHaveAccessibleDescription(
      'Invalid postcode. Please enter a 4-digit number.',
    )
    await expect(detailsForm.getByLabel('Mobile')).toHaveAccessibleDescription(
      'Please enter a valid Australian mobile number.',
    )
    await expectNoAxeViolations(page)

    // Back to step 1: the answers are there, and a change is a valuation adjustment on the same lead.
    const leadId = new URL(page.url()).searchParams.get('lead_id')
    await detailsForm.getByRole('link', { name: 'Back' }).click()
    await expect(page).toHaveURL(new RegExp(`/sell-your-car\\?step=1&lead_id=${leadId}$`))
    const again = stepForm(page)
    await expect(again.getByLabel(/^Rego/)).toHaveValue('ABC123')
    await expect(again.getByLabel('State')).toHaveValue('NSW')
    await expect(again.getByLabel('Make')).toHaveValue('Toyota')
    await expect(again.getByLabel('Odometer (km)')).toHaveValue('85000')
    await expect(again.getByLabel('Condition')).toHaveValue('Good')
    await again.getByLabel('Odometer (km)').fill('90000')
    await again.getByRole('button', { name: 'Next: Your Details' }).click()
    await expect(page).toHaveURL(new RegExp(`/sell-your-car\\?step=2&lead_id=${leadId}$`))

    await fillDetails(stepForm(page), { email, mobile: `+61 ${mobile.slice(1)}` })
    await stepForm(page).getByRole('button', { name: 'Sell Your Car' }).click()
    await expect(page).toHaveURL(siteUrl(vw, '/success?category=Sell+Your+Car'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanks, we have your car details')

    const lead = await onlyLead(request, email)
    expect(lead).toMatchObject({
      id: leadId,
      dealerId: 'dealer-harbourside-volkswagen',
      category: 'Sell Your Car',
      // No car being bought: the "Default form", 22.
      leadEventId: 22,
      status: 'submitted',
      name: 'Sam',
      phone: mobile,
      carId: null,
      pageId: 'sell-your-car',
      optIn: true,
      consent: true,
      fields: {
        last_name: 'Seller',
        postcode: '2000',
        trade_in: {
          rego: 'ABC123',
          state: 'NSW',
          make: 'Toyota',
          model: 'Corolla',
          year: 2018,
          odometer_km: 90000,
          condition: 'Good',
        },
      },
    })
    expect(lead.events.map((event) => event.type)).toEqual([
      'first_step',
      'rego_lookup',
      'valuation_adjusted',
      'submitted',
    ])
    // The demo's registry (the embedded vehicle lookup) has no NSW ABC123: looked up, not found.
    expect(lead.events[1]?.payload).toEqual({
      rego: 'ABC123',
      state: 'NSW',
      found: false,
      source: 'embedded',
    })
    expect(lead.events[2]?.payload).toEqual({ odometer_km: { from: 85000, to: 90000 } })
    expect(deliveriesOf(lead)).toEqual([
      ['crm_webhook', 'pending'],
      ['email', 'pending'],
    ])
  })

  test('trade in against one of the cars: its summary card, and the car recorded on the lead', async ({
    page,
    request,
  }) => {
    const car = eligibleCar()
    const email = uniqueEmail('trade-in-car')
    await page.goto(siteUrl(vw, `/cars/trade-in?car_id=${car.id}`))
    await hydrated(page)
    const card = page.getByRole('region', { name: car.name })
    await expect(card).toContainText('The car you are buying')
    await expect(card).toContainText(car.stocknum)
    await expectNoAxeViolations(page)

    await fillCar(stepForm(page), { make: 'Mazda', model: 'CX-5', year: '2016', odometer: '120000' })
    await stepForm(page).getByRole('button', { name: 'Next: Your Details' }).click()
    await expect(page).toHaveURL(
      new RegExp(`/cars/trade-in\\?car_id=${car.id}&step=2&lead_id=[0-9a-f-]{36}$`),
    )
    await expect(page.getByRole('region', { name: car.name })).toBeVisible()
    await fillDetails(stepForm(page), { email, mobile: uniqueMobile() })
    await stepForm(page).getByLabel('Keep me informed about offers and news').uncheck()
    await stepForm(page).getByRole('button', { name: 'Sell Your Car' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanks, we have your car details')

    const lead = await onlyLead(request, email)
    expect(lead).toMatchObject({
      category: 'Sell Your Car',
      // An enquiry about a used car: 15.
      leadEventId: 15,
      carId: car.id,
      stockNumber: car.stocknum,
      vehicleMake: car.make,
      vehicleModel: car.model,
      carType: 'used',
      vehicleStatus: 'in_stock',
      optIn: false,
      fields: { trade_in: { make: 'Mazda', model: 'CX-5', year: 2016, odometer_km: 120000, rego: null } },
    })
    expect(lead.pageId).toMatch(/^car-trade-in:/)
    // No rego, no lookup.
    expect(lead.events.map((event) => event.type)).toEqual(['first_step', 'submitted'])
    expect(deliveriesOf(lead)).toHaveLength(2)
  })
})

test('a car that can no longer be traded against: said plainly, with the plain form and a way to search', async ({
  page,
}) => {
  test.slow()
  const car = ineligibleCar()
  await page.goto(siteUrl(vw, `/cars/trade-in?car_id=${car.id}`))
  await expect(
    page.getByRole('heading', { name: 'This car is no longer available to trade against' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'search our stock' })).toHaveAttribute('href', '/search')
  await expect(page.getByRole('region', { name: car.name })).toHaveCount(0)
  await expect(stepForm(page)).toHaveAttribute('action', '/sell-your-car')
  await expect(stepForm(page).locator('input[name="car_id"]')).toHaveCount(0)
  await expectNoAxeViolations(page)

  // Step 2 of a journey this website has no lead for: the spec's error and a way to start again.
  await page.goto(siteUrl(vw, '/sell-your-car?step=2&lead_id=00000000-0000-4000-8000-000000000000'))
  const lost = page.getByRole('alert')
  await expect(lost).toContainText("We could not find your car's details")
  await expect(lost).toContainText('An unexpected error occured')
  await expect(lost.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/sell-your-car')
  await expectNoAxeViolations(page)

  // The other addresses are the same page, with /sell-your-car as its canonical address.
  for (const path of ['/trade-in', '/sell-my-car']) {
    await page.goto(siteUrl(vw, path))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell Your Car')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl(vw, '/sell-your-car'))
  }
  // A group website asks which dealership should value the car.
  await page.goto(siteUrl('southern-cross-group', '/sell-your-car'))
  await expect(stepForm(page).getByLabel('Dealership')).toBeVisible()
})

test.describe('without JavaScript', () => {
  // axe runs inside the page, so it cannot run here; the same pages are checked with JavaScript above.
  test.use({ javaScriptEnabled: false })

  test("both steps post and redirect; the server's errors beside the fields; step 2 without its lead is the spec's error", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('trade-in-nojs')
    const mobile = uniqueMobile()
    await page.goto(siteUrl(vw, '/sell-my-car'))
    const carForm = stepForm(page)
    await carForm.getByLabel('Make').fill('Ford')
    await carForm.getByLabel('Year').fill('3000')
    await carForm.getByRole('button', { name: 'Next: Your Details' }).click()

    await expect(carForm.getByLabel('Model')).toBeFocused()
    await expect(carForm.getByLabel('Model')).toHaveAccessibleDescription(`For example Corolla. ${REQUIRED}`)
    await expect(carForm.getByLabel('Year')).toHaveAccessibleDescription(
      `The model year, e.g. 2018. Please enter a year from 1900 to ${new Date().getFullYear() + 1}.`,
    )
    await expect(carForm.getByLabel('Make')).toHaveValue('Ford')

    await fillCar(carForm, { make: 'Ford', model: 'Ranger', year: '2019', odometer: '64000' })
    await carForm.getByRole('button', { name: 'Next: Your Details' }).click()
    await expect(page).toHaveURL(/\/sell-my-car\?step=2&lead_id=[0-9a-f-]{36}$/)
    const leadId = new URL(page.url()).searchParams.get('lead_id')

    const detailsForm = stepForm(page)
    await fillDetails(detailsForm, { email, mobile })
    await detailsForm.getByLabel('Postcode').fill('20000')
    await detailsForm.getByRole('button', { name: 'Sell Your Car' }).click()
    await expect(detailsForm.getByLabel('Postcode')).toBeFocused()
    await expect(detailsForm.getByLabel('Postcode')).toHaveAccessibleDescription(
      'Invalid postcode. Please enter a 4-digit number.',
    )
    await expect(detailsForm.getByLabel('Email')).toHaveValue(email)
    await detailsForm.getByLabel('Postcode').fill('3000')
    await detailsForm.getByRole('button', { name: 'Sell Your Car' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanks, we have your car details')

    const lead = await onlyLead(request, email)
    expect(lead).toMatchObject({ id: leadId, status: 'submitted', pageId: 'sell-my-car', phone: mobile })
    expect(lead.fields).toMatchObject({ postcode: '3000', trade_in: { make: 'Ford', model: 'Ranger' } })
    expect(lead.events.map((event) => event.type)).toEqual(['first_step', 'submitted'])
    expect(deliveriesOf(lead)).toEqual([
      ['crm_webhook', 'pending'],
      ['email', 'pending'],
    ])

    // The journey is over: its lead_id no longer opens step 2.
    await page.goto(siteUrl(vw, `/sell-my-car?step=2&lead_id=${leadId}`))
    const lost = page.getByRole('alert')
    await expect(lost).toContainText('An unexpected error occured')
    await expect(lost.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/sell-my-car')

    // A step 2 post with an unknown lead_id is refused with the spec's error too.
    const unknown = siteRequest(vw, '/sell-your-car?step=2&lead_id=00000000-0000-4000-8000-000000000000')
    const posted = await request.post(unknown.url, {
      headers: unknown.headers,
      form: {
        lead_id: '00000000-0000-4000-8000-000000000000',
        name: 'Sam',
        last_name: 'Seller',
        postcode: '2000',
        phone: uniqueMobile(),
        email: uniqueEmail('trade-in-lost'),
      },
    })
    expect(posted.status()).toBe(400)
    expect(await posted.text()).toContain('An unexpected error occured')
  })
})

test.describe('POST /api/leads/events', () => {
  /** Step 1 of the trade-in form, posted as a browser without JavaScript would: the new lead's id. */
  async function openLead(request: APIRequestContext): Promise<string> {
    const step = siteRequest(vw, '/sell-your-car')
    const response = await request.post(step.url, {
      headers: step.headers,
      form: { make: 'Kia', model: 'Cerato', year: '2020', odometer: '40000', condition: 'Excellent' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(302)
    const leadId = new URL(response.headers().location ?? '', 'http://x').searchParams.get('lead_id')
    expect(leadId).toMatch(/^[0-9a-f-]{36}$/)
    return leadId as string
  }

  async function leadById(request: APIRequestContext, id: string): Promise<TradeInLead | undefined> {
    const target = siteRequest(vw, '/dev/leads.json')
    const response = await request.get(target.url, { headers: target.headers })
    return ((await response.json()) as { leads: TradeInLead[] }).leads.find((lead) => lead.id === id)
  }

  test('appends valuation adjustments, a rego lookup and an accepted offer to the open lead', async ({
    request,
  }) => {
    const leadId = await openLead(request)
    const events = siteRequest(vw, '/api/leads/events')

    const adjusted = await request.post(events.url, {
      headers: events.headers,
      data: {
        lead_id: leadId,
        event: 'valuation_adjusted',
        payload: { odometer_km: { from: 40000, to: 42000 } },
      },
    })
    expect(adjusted.status()).toBe(200)
    expect(await adjusted.json()).toEqual({ lead_id: leadId })

    // Form-encoded, with the payload as JSON text.
    const looked = await request.post(events.url, {
      headers: events.headers,
      form: {
        lead_id: leadId,
        event: 'rego_lookup',
        payload: JSON.stringify({ rego: 'XYZ987', state: 'VIC' }),
      },
    })
    expect(looked.status()).toBe(200)

    const accepted = await request.post(events.url, {
      headers: events.headers,
      data: { lead_id: leadId, event: 'offer_accepted', payload: { offer: 18500 } },
    })
    expect(await accepted.json()).toEqual({ lead_id: leadId })

    const lead = await leadById(request, leadId)
    expect(lead?.status).toBe('open')
    // "Offer accepted | 18".
    expect(lead?.leadEventId).toBe(18)
    expect(lead?.events.map((event) => [event.type, event.payload])).toEqual([
      ['first_step', {}],
      ['valuation_adjusted', { odometer_km: { from: 40000, to: 42000 } }],
      ['rego_lookup', { rego: 'XYZ987', state: 'VIC' }],
      ['offer_accepted', { offer: 18500 }],
    ])
    expect(lead?.deliveries).toEqual([])
  })

  test("answers 400 with a clear error, and 'An unexpected error occured' for a missing or unknown lead", async ({
    request,
  }) => {
    const leadId = await openLead(request)
    const events = siteRequest(vw, '/api/leads/events')
    const post = (options: Parameters<APIRequestContext['post']>[1]) =>
      request.post(events.url, { ...options, headers: { ...events.headers, ...options?.headers } })
    const expectError = async (response: Awaited<ReturnType<typeof post>>, error: string | RegExp) => {
      expect(response.status()).toBe(400)
      expect(response.headers()['content-type']).toMatch(/^application\/json/)
      const body = (await response.json()) as { error: string }
      if (typeof error === 'string') expect(body).toEqual({ error })
      else expect(body.error).toMatch(error)
    }

    await expectError(await post({ data: { event: 'offer_accepted' } }), 'An unexpected error occured')
    await expectError(
      await post({ data: { lead_id: '00000000-0000-4000-8000-000000000000', event: 'offer_accepted' } }),
      'An unexpected error occured',
    )
    // Another dealer's website cannot touch this dealer's lead.
    const elsewhere = siteRequest('southern-cross-motors', '/api/leads/events')
    const foreign = await request.post(elsewhere.url, {
      headers: elsewhere.headers,
      data: { lead_id: leadId, event: 'offer_accepted' },
    })
    await expectError(foreign, 'An unexpected error occured')

    await expectError(await post({ data: { lead_id: leadId, event: 'first_step' } }), /^event must be one of/)
    await expectError(
      await post({ data: { lead_id: leadId, event: 'rego_lookup', payload: { text: 'x'.repeat(5000) } } }),
      'payload must be at most 4 KB of JSON.',
    )
    await expectError(
      await post({ data: Buffer.from('{"lead_id": '), headers: { 'content-type': 'application/json' } }),
      'The body is not valid JSON.',
    )
    await expectError(
      await post({ data: Buffer.from('lead_id=1'), headers: { 'content-type': 'text/plain' } }),
      /^Send the event as JSON/,
    )

    // Only posts, and only from the website itself.
    const get = await request.get(events.url, { headers: events.headers })
    expect(get.status()).toBe(405)
    const forged = await request.post(events.url, {
      headers: { ...events.headers, origin: 'https://evil.example' },
      data: { lead_id: leadId, event: 'offer_accepted' },
    })
    expect(forged.status()).toBe(403)

    // Nothing above reached the lead.
    expect((await leadById(request, leadId))?.events.map((event) => event.type)).toEqual(['first_step'])
  })
})
