import { LEAD_CATEGORIES } from '@forecourt/domain/leads/categories'
import { zonedInstant } from '@forecourt/domain/leads/test-drive-slots'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { listedVehicles } from './support/demo-stock'
import { hydrated } from './support/hydration'
import { siteRequest, storedLeads, uniqueEmail, uniqueMobile } from './support/leads'
import { siteUrl } from './support/server'

/**
 * /book-test-drive (forms document section 2, "Test drive: Booked through the enquiry flow or from
 * /book-test-drive"): from a model page, an offer (which passes only `?model=`) and a car; the location
 * (chosen when the dealer has several sales locations, else fixed), a time from the appointment slots,
 * and the one-step 'Test Drive' lead with its event id (17 new or model, 48 used), read back from the
 * dev-only leads page.
 */

const vw = 'harbourside-volkswagen'
const multi = 'southern-cross-motors'

/** Posts the test-drive form as a script would, straight to the action (no redirect followed). */
const postForm = (page: Page, slug: string, path: string, form: Record<string, string>) => {
  const target = siteRequest(slug, path)
  return page.request.post(target.url, { headers: target.headers, form, maxRedirects: 0 })
}

const leadsFor = (page: Page, slug: string, email: string) => storedLeads(page.request, slug, email)

const slotSelect = (page: Page) => page.getByLabel('Preferred date and time')

/** Picks the first free time and returns its value (`YYYY-MM-DDTHH:MM`). */
async function chooseFirstSlot(select: Locator): Promise<string> {
  const value = await select.locator('option:not([value=""])').first().getAttribute('value')
  expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00$/)
  await select.selectOption(value!)
  return value!
}

async function fillDetails(page: Page, details: { email: string; phone: string; name?: string }) {
  await page.getByLabel('Name').fill(details.name ?? 'Alex Driver')
  await page.getByLabel('Phone').fill(details.phone)
  await page.getByLabel('Email').fill(details.email)
}

const submit = (page: Page) => page.getByRole('button', { name: 'Book Test Drive' }).click()

test("the model page's 'Book a Test Drive' books the model at the dealer's only sales location", async ({
  page,
}) => {
  await page.goto(siteUrl(vw, '/models/tiguan'))
  await page.getByRole('main').getByRole('link', { name: 'Book a Test Drive' }).click()
  await expect(page).toHaveURL(siteUrl(vw, '/book-test-drive?model_id=tiguan&model=Tiguan'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Test Drive')
  await expect(page.getByRole('main')).toContainText('Choose a time to test drive the Volkswagen Tiguan.')
  await expect(page).toHaveTitle('Book a Test Drive | Harbourside Volkswagen')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  // One sales location (the service centre does not hand out cars): named, not asked for.
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Harbourside Volkswagen Sales' }),
  ).toBeVisible()
  await expect(page.getByLabel('Location')).toHaveCount(0)
  // The times come grouped by day, on the hour, none within the next two hours.
  const select = slotSelect(page)
  const days = await select
    .locator('optgroup')
    .evaluateAll((groups) => groups.map((group) => (group as HTMLOptGroupElement).label))
  expect(days.length).toBeGreaterThanOrEqual(10)
  expect(days.length).toBeLessThanOrEqual(14)
  expect(days[0]).toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} [A-Z][a-z]+$/)
  expect(days.some((day) => day.startsWith('Sunday'))).toBe(false)
  const values = await select
    .locator('option:not([value=""])')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
  expect(values.every((value) => value.endsWith(':00'))).toBe(true)
  const [firstDate = '', firstTime = ''] = values[0]!.split('T')
  const firstStart = zonedInstant(firstDate, firstTime, 'Australia/Sydney')!
  expect(firstStart.getTime()).toBeGreaterThanOrEqual(Date.now() + 2 * 60 * 60_000 - 60_000)
  await expect(page.getByRole('checkbox', { name: 'Keep me informed about offers and news' })).toBeChecked()
  await expect(page.getByRole('link', { name: /privacy policy/ })).toHaveAttribute('target', '_blank')
  await expectNoAxeViolations(page)

  await hydrated(page)
  const email = uniqueEmail('model')
  await fillDetails(page, { email, phone: uniqueMobile() })
  const slot = await chooseFirstSlot(select)
  await page.getByLabel('Comments').fill('Can I bring my dog?')
  await submit(page)
  await expect(page).toHaveURL(siteUrl(vw, `/success?${new URLSearchParams({ category: 'Test Drive' })}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your test drive request is in')

  const [lead] = await leadsFor(page, vw, email)
  expect(lead).toMatchObject({
    dealerId: 'dealer-harbourside-volkswagen',
    locationId: 'location-harbourside-volkswagen-sales',
    category: LEAD_CATEGORIES.testDrive,
    leadEventId: 17,
    status: 'submitted',
    name: 'Alex Driver',
    message: 'Can I bring my dog?',
    carId: null,
    vehicleMake: 'Volkswagen',
    vehicleModel: 'Tiguan',
    carType: 'new',
    pageId: 'test-drive',
    optIn: true,
    consent: true,
  })
  const [date, time] = slot.split('T')
  expect(lead?.fields).toMatchObject({
    model_id: 'tiguan',
    model_name: 'Tiguan',
    preferred_date: date,
    preferred_time: time,
  })
})

test("an offer's 'Book A Test Drive' passes only the model's name; a model the site does not list is 'a new vehicle'", async ({
  page,
}) => {
  expect((await page.goto(siteUrl(vw, '/book-test-drive?model=Tiguan')))?.status()).toBe(200)
  await expect(page.getByRole('main')).toContainText('Choose a time to test drive the Volkswagen Tiguan.')

  const response = await page.goto(siteUrl(vw, '/book-test-drive?model_id=model-t&model=Model%20T'))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('main')).toContainText('Choose a time to test drive a new vehicle.')
  await expect(page.getByRole('main')).not.toContainText('Model T')
  await expect(slotSelect(page)).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a dealer with several sales locations asks which one first, then offers its times', async ({
    page,
  }) => {
    await page.goto(siteUrl(multi, '/book-test-drive?model=Corolla'))
    const location = page.getByLabel('Location')
    await expect(location.locator('option')).toHaveText([
      'Please choose',
      'Southern Cross Motors Moorooka',
      'Southern Cross Motors Parramatta',
      'Southern Cross Motors Penrith',
      'Southern Cross Motors Wollongong',
      'Southern Cross Used Cars Logan',
    ])
    await expect(page.getByText('Choose a location above to see its available times.')).toBeVisible()
    await expect(slotSelect(page)).toHaveCount(0)

    await location.selectOption({ label: 'Southern Cross Used Cars Logan' })
    await page.getByRole('button', { name: 'Show available times' }).click()
    await expect(page).toHaveURL(/location=location-southern-cross-motors-used-car-yard/)
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Southern Cross Used Cars Logan' }),
    ).toBeVisible()
    await expect(page.getByLabel('Location')).toHaveValue('location-southern-cross-motors-used-car-yard')

    const email = uniqueEmail('nojs')
    await fillDetails(page, { email, phone: uniqueMobile() })
    const slot = await chooseFirstSlot(slotSelect(page))
    await page.getByRole('checkbox', { name: 'Keep me informed about offers and news' }).uncheck()
    await submit(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your test drive request is in')

    const [lead] = await leadsFor(page, multi, email)
    expect(lead).toMatchObject({
      dealerId: 'dealer-southern-cross-motors',
      locationId: 'location-southern-cross-motors-used-car-yard',
      leadEventId: 17,
      optIn: false,
      message: null,
    })
    expect(lead?.fields).toMatchObject({
      preferred_date: slot.split('T')[0],
      preferred_time: slot.split('T')[1],
    })
  })

  test("the server's errors come back on the page, with what was typed kept", async ({ page }) => {
    await page.goto(siteUrl(vw, '/book-test-drive'))
    await page.getByLabel('Name').fill('Sam Sample')
    await page.getByLabel('Email').fill('not-an-email')
    await submit(page)
    await expect(page.getByLabel('Name')).toHaveValue('Sam Sample')
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('This is a required field.').first()).toBeVisible()
    await expect(slotSelect(page)).toHaveAttribute('aria-invalid', 'true')
  })
})

test('with JavaScript, choosing a location updates the times in place and keeps what was typed', {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto(siteUrl('outback-trucks', '/book-test-drive'))
  await hydrated(page)
  await page.getByLabel('Name').fill('Casey Caravan')
  await expect(page.getByRole('button', { name: 'Show available times' })).toHaveClass(/sr-only/)
  await page.getByLabel('Location').selectOption({ label: 'Outback Caravans Gepps Cross' })
  await expect(page).toHaveURL(/location=location-outback-caravans-gepps-cross/)
  await expect(slotSelect(page)).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveValue('Casey Caravan')

  // Client-side validation before anything is sent.
  await submit(page)
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(slotSelect(page)).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page)

  const email = uniqueEmail('js')
  await fillDetails(page, { email, phone: uniqueMobile(), name: 'Casey Caravan' })
  await chooseFirstSlot(slotSelect(page))
  await submit(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your test drive request is in')
  const [lead] = await leadsFor(page, 'outback-trucks', email)
  expect(lead?.locationId).toBe('location-outback-caravans-gepps-cross')
})

test('a used car is test-driven at its own location, filed with event id 48 and its reference fields', async ({
  page,
}) => {
  const car = listedVehicles(
    multi,
    (vehicle) => vehicle.car_type === 'used' && vehicle.status === 'in_stock' && !vehicle.tag,
  )[0]!
  await page.goto(siteUrl(multi, `/book-test-drive?car_id=${car.id}`))
  await expect(page.getByRole('main')).toContainText(`Choose a time to test drive the ${car.name}.`)
  await expect(page.getByRole('main')).toContainText(`Stock number ${car.stocknum}`)
  await expect(page.getByLabel('Location')).toHaveCount(0)
  await expect(page.getByRole('main').getByRole('heading', { name: car.location_name })).toBeVisible()

  await hydrated(page)
  const email = uniqueEmail('used')
  await fillDetails(page, { email, phone: uniqueMobile() })
  await chooseFirstSlot(slotSelect(page))
  await submit(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your test drive request is in')
  const [lead] = await leadsFor(page, multi, email)
  expect(lead).toMatchObject({
    leadEventId: 48,
    locationId: car.location_id,
    carId: car.id,
    stockNumber: car.stocknum,
    vehicleMake: car.make,
    vehicleModel: car.model,
    carType: 'used',
    vehicleStatus: 'in_stock',
    pageId: 'test-drive',
  })
})

test("a new car, and a car tagged 'Test Drive Only', are event id 17", async ({ page }) => {
  const tagged = listedVehicles(
    multi,
    (vehicle) => vehicle.tag === 'Test Drive Only' && vehicle.status === 'in_stock',
  )[0]!
  const fresh = listedVehicles(
    vw,
    (vehicle) => vehicle.car_type === 'new' && vehicle.status === 'in_stock' && !vehicle.tag,
  )[0]!
  for (const [slug, car] of [
    [multi, tagged],
    [vw, fresh],
  ] as const) {
    await page.goto(siteUrl(slug, `/book-test-drive?car_id=${car.id}`))
    const email = uniqueEmail('new')
    const slot = await slotSelect(page).locator('option:not([value=""])').first().getAttribute('value')
    const response = await postForm(page, slug, `/book-test-drive?car_id=${car.id}`, {
      name: 'Nina New',
      email,
      phone: uniqueMobile(),
      slot: slot!,
      opt_in: 'false',
    })
    expect(response.status()).toBe(302)
    expect(response.headers().location).toBe(`/success?${new URLSearchParams({ category: 'Test Drive' })}`)
    const [lead] = await leadsFor(page, slug, email)
    expect(lead).toMatchObject({ leadEventId: 17, carId: car.id, carType: car.car_type, optIn: false })
  }
})

test("a car that is not available shows a notice and 'Find Me Something Similar' instead of the form", async ({
  page,
}) => {
  const sold = listedVehicles(multi, (vehicle) => vehicle.status === 'sold')[0]!
  expect((await page.goto(siteUrl(multi, `/book-test-drive?car_id=${sold.id}`)))?.status()).toBe(200)
  await expect(page.getByRole('main')).toContainText(sold.name)
  await expect(
    page.getByRole('heading', { name: 'This car is no longer available for a test drive' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Find Me Something Similar' })).toHaveAttribute(
    'href',
    `/enquire?car_id=${sold.id}&type=find-similar`,
  )
  await expect(page.getByRole('button', { name: 'Book Test Drive' })).toHaveCount(0)
  await expectNoAxeViolations(page)
  const refused = await postForm(page, multi, `/book-test-drive?car_id=${sold.id}`, {
    name: 'Sol D',
    email: uniqueEmail('sold'),
    phone: uniqueMobile(),
    slot: '2030-01-01T10:00',
  })
  expect(refused.status()).toBe(409)

  const gone = await page.goto(siteUrl(multi, '/book-test-drive?car_id=0000000'))
  expect(gone?.status()).toBe(404)
  await expect(
    page.getByRole('heading', { name: 'This car is no longer available for a test drive' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Find Me Something Similar' })).toHaveAttribute(
    'href',
    '/enquire?car_id=0000000&type=find-similar',
  )
})

test("a tampered or stale time is refused with 'Please choose one of the available times.'", async ({
  page,
}) => {
  const post = (slot: string, email: string) =>
    postForm(page, vw, '/book-test-drive?model_id=tiguan', {
      name: 'Tam Pered',
      email,
      phone: uniqueMobile(),
      slot,
    })
  for (const slot of ['2020-01-01T10:00', '2030-01-01T10:00', 'tomorrow at ten', '2026-11-23T10:30']) {
    const email = uniqueEmail('tampered')
    const response = await post(slot, email)
    expect(response.status()).toBe(400)
    expect(await response.text()).toContain('Please choose one of the available times.')
    expect(await leadsFor(page, vw, email)).toEqual([])
  }
  // A location of another dealer (or a made-up one) is not a choice on this site.
  const other = await postForm(page, multi, '/book-test-drive', {
    name: 'Tam Pered',
    email: uniqueEmail('location'),
    phone: uniqueMobile(),
    location: 'location-harbourside-volkswagen-sales',
    slot: '2030-01-01T10:00',
  })
  expect(other.status()).toBe(400)
  expect(await other.text()).toContain('Please choose one of the options.')
})
