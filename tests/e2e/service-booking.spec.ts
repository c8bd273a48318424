import { expect, type Locator, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { hydrated } from './support/hydration'
import { siteRequest, storedLeads, uniqueEmail, uniqueMobile } from './support/leads'
import { siteUrl } from './support/server'

/**
 * The multi-step service booking form, /service/booking (spec, forms document sections 2, 3, 5 and 8):
 * "They advance step by step and the last step submits. A lead_id is kept between steps."
 */

const vw = 'harbourside-volkswagen'
const serviceCentre = 'location-harbourside-volkswagen-service'

const stepHeading = (page: Page, step: number, name: string) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^Step ${step} of 3\\W+${name}$`) })
const button = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name })
const leadIdOf = (page: Page) => new URL(page.url()).searchParams.get('lead_id')

/** A day the booking window allows: its first, read from the date input's `min` (the dealer's tomorrow). */
async function firstBookableDay(dateInput: Locator) {
  const min = await dateInput.getAttribute('min')
  expect(min).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  return min as string
}

async function fillDetails(page: Page, values: { email: string; phone: string }) {
  await page.getByLabel('Name').fill('Sam Shopper')
  await page.getByLabel('Email').fill(values.email)
  await page.getByLabel('Phone').fill(values.phone)
}

test.describe('with JavaScript', () => {
  test('from the service page to /success: errors beside each field, Back keeps the answers, one lead with its deliveries', async ({
    page,
    request,
  }) => {
    // Three steps, two of them visited twice, with axe on three screens: a long journey.
    test.slow()
    const email = uniqueEmail(`service-${test.info().project.name}`)
    const mobile = uniqueMobile()

    // A service tab without a booking page offers the online form for its location.
    await page.goto(siteUrl(vw, '/service?tab=Tyres+%26+Wheels'))
    await hydrated(page)
    await page.getByRole('link', { name: 'Book a Service Online' }).click()
    await expect(page).toHaveURL(siteUrl(vw, `/service/booking?location=${serviceCentre}`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Service Online')
    await expect(stepHeading(page, 1, 'Your details')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Booking steps' }).getByRole('listitem')).toHaveText([
      /Your details/,
      /Your vehicle/,
      /Your service/,
    ])
    await expect(page.locator('li[aria-current="step"]')).toContainText('Your details')
    await hydrated(page)

    // Step 1: nothing filled in.
    await button(page, 'Continue').click()
    await expect(page.getByLabel('Name')).toBeFocused()
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Name')).toHaveAccessibleDescription('This is a required field.')
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('This is a required field.')
    await expect(page.getByLabel('Phone')).toHaveAccessibleDescription('This is a required field.')
    await expectNoAxeViolations(page)

    await fillDetails(page, { email, phone: `+61 ${mobile.slice(1)}` })
    await expect(page.getByLabel('Keep me informed about offers and news')).toBeChecked()
    await expect(page.getByRole('link', { name: /privacy policy/ })).toHaveAttribute('target', '_blank')
    await button(page, 'Continue').click()

    // Step 2: the open lead exists already, so an abandoned booking can be followed up.
    await expect(stepHeading(page, 2, 'Your vehicle')).toBeVisible()
    await expect(stepHeading(page, 2, 'Your vehicle')).toBeFocused()
    const leadId = leadIdOf(page)
    expect(leadId).toMatch(/^[0-9a-f-]{36}$/)
    expect(new URL(page.url()).searchParams.get('location')).toBe(serviceCentre)
    let [lead] = await storedLeads(request, vw, email)
    expect(lead).toMatchObject({
      id: leadId,
      status: 'open',
      category: 'Service Booking',
      leadEventId: 22,
      phone: mobile,
      locationId: serviceCentre,
    })
    expect(lead?.deliveries).toEqual([])

    // Back to step 1: the answers come back from the stored lead, and the journey keeps its lead.
    await page.getByRole('link', { name: 'Back' }).click()
    await expect(stepHeading(page, 1, 'Your details')).toBeVisible()
    await expect(page.getByLabel('Name')).toHaveValue('Sam Shopper')
    await expect(page.getByLabel('Phone')).toHaveValue(mobile)
    await page.getByLabel('Name').fill('Sam Q Shopper')
    await button(page, 'Continue').click()
    await expect(stepHeading(page, 2, 'Your vehicle')).toBeVisible()
    expect(leadIdOf(page)).toBe(leadId)

    await expect(page.getByLabel('Vehicle Make')).toContainText('Volkswagen')
    await button(page, 'Continue').click()
    await expect(page.getByLabel('Vehicle Make')).toBeFocused()
    await expect(page.getByLabel('Vehicle Rego')).toHaveAccessibleDescription(/This is a required field\./)
    await page.getByLabel('Vehicle Make').selectOption('Other')
    await page.getByLabel('Vehicle Model').fill('3008')
    await page.getByLabel('Vehicle Year').fill('2031')
    await page.getByLabel('Vehicle Rego').fill('abc 123')
    await button(page, 'Continue').click()
    await expect(page.getByLabel('Other make')).toBeFocused()
    await expect(page.getByLabel('Other make')).toHaveAccessibleDescription('Please tell us the make.')
    await expect(page.getByLabel('Vehicle Year')).toHaveAccessibleDescription(
      /Please enter a year from 1950 to \d{4}\./,
    )
    await expectNoAxeViolations(page)
    // The box suggests the static list of makes (text, no logos).
    const listId = await page.getByLabel('Other make').getAttribute('list')
    const suggestions = page.locator(`datalist[id="${listId}"] option`)
    expect(await suggestions.count()).toBeGreaterThanOrEqual(130)
    await expect(suggestions.and(page.locator('[value="Peugeot"]'))).toHaveCount(1)
    await page.getByLabel('Other make').fill('Peugeot')
    await page.getByLabel('Vehicle Year').fill('2019')
    await button(page, 'Continue').click()

    // Step 3: Harbourside has one service centre, so there is no choice to make.
    await expect(stepHeading(page, 3, 'Your service')).toBeVisible()
    await expect(page.getByText('Service Location: Harbourside Volkswagen Service Centre')).toBeVisible()
    await expect(page.getByLabel('Service Interval')).toHaveAttribute('required', '')
    await page.getByLabel('Postcode').fill('20')
    await button(page, 'Send Booking Request').click()
    await expect(page.getByLabel('Service Interval')).toBeFocused()
    await expect(page.getByLabel('Service Interval')).toHaveAccessibleDescription('This is a required field.')
    await expect(page.getByLabel('Preferred Service Date')).toHaveAccessibleDescription(
      /This is a required field\./,
    )
    await expect(page.getByLabel('Postcode')).toHaveAccessibleDescription(
      'Invalid postcode. Please enter a 4-digit number.',
    )
    await expectNoAxeViolations(page)

    // Back to step 2 and forward again: the vehicle is filled in from the lead.
    await page.getByRole('link', { name: 'Back' }).click()
    await expect(stepHeading(page, 2, 'Your vehicle')).toBeVisible()
    await expect(page.getByLabel('Vehicle Make')).toHaveValue('Other')
    await expect(page.getByLabel('Other make')).toHaveValue('Peugeot')
    await expect(page.getByLabel('Vehicle Rego')).toHaveValue('ABC123')
    await button(page, 'Continue').click()
    await expect(stepHeading(page, 3, 'Your service')).toBeVisible()

    await page.getByLabel('Service Interval').selectOption('30,000 km or 24 months')
    const day = await firstBookableDay(page.getByLabel('Preferred Service Date'))
    await page.getByLabel('Preferred Service Date').fill(day)
    await page.getByLabel('Comments').fill('The brakes squeak when cold.')
    await page.getByLabel('Street address').fill('4 Australia Street')
    await page.getByLabel('Suburb').fill('Camperdown')
    await page.getByLabel('State').selectOption('NSW')
    await page.getByLabel('Postcode').fill('2050')
    await button(page, 'Send Booking Request').click()

    await expect(page).toHaveURL(siteUrl(vw, '/success?category=Service+Booking'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your service booking request is in')

    ;[lead] = await storedLeads(request, vw, email)
    expect(lead).toMatchObject({
      id: leadId,
      dealerId: 'dealer-harbourside-volkswagen',
      locationId: serviceCentre,
      category: 'Service Booking',
      leadEventId: 22,
      status: 'submitted',
      name: 'Sam Q Shopper',
      phone: mobile,
      message: 'The brakes squeak when cold.',
      vehicleMake: 'Peugeot',
      vehicleModel: '3008',
      pageId: 'service-booking',
      optIn: true,
      consent: true,
      fields: {
        'Vehicle Year': '2019',
        'Vehicle Rego': 'ABC123',
        'Service Interval': '30,000 km or 24 months',
        'Preferred Service Date': day,
        'Service Location': 'Harbourside Volkswagen Service Centre',
        'Street Address': '4 Australia Street',
        Suburb: 'Camperdown',
        State: 'NSW',
        Postcode: '2050',
      },
    })
    expect(lead?.events.map((event) => [event.type, event.payload.step ?? null])).toEqual([
      ['first_step', null],
      ['first_step', 1],
      ['first_step', 2],
      ['first_step', 2],
      ['submitted', null],
    ])
    expect(lead?.deliveries.map((delivery) => [delivery.channel, delivery.status]).sort()).toEqual([
      ['crm_webhook', 'pending'],
      ['email', 'pending'],
    ])

    // The browser's Back button after sending: the booking is not sent twice, and says so.
    await page.goBack()
    await expect(page.getByRole('heading', { name: 'Your booking request has been sent' })).toBeVisible()
  })

  test("a later step posted with an unknown lead_id: 'An unexpected error occured' (400) and a way to start again", async ({
    page,
    request,
  }) => {
    test.slow()
    await page.goto(siteUrl(vw, '/service/booking'))
    await hydrated(page)
    await fillDetails(page, {
      email: uniqueEmail(`service-lost-${test.info().project.name}`),
      phone: uniqueMobile(),
    })
    await button(page, 'Continue').click()
    await expect(stepHeading(page, 2, 'Your vehicle')).toBeVisible()

    // The journey's lead_id is lost on the way (a tampered or expired page): the post names no lead.
    await page.route('**/service/booking.data*', async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      const body = new URLSearchParams(route.request().postData() ?? '')
      body.set('lead_id', '00000000-0000-4000-8000-000000000000')
      return route.continue({ postData: body.toString() })
    })
    await page.getByLabel('Vehicle Make').selectOption('Volkswagen')
    await page.getByLabel('Vehicle Model').fill('Golf')
    await page.getByLabel('Vehicle Year').fill('2019')
    await page.getByLabel('Vehicle Rego').fill('XYZ789')
    await button(page, 'Continue').click()
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('An error occurred when submitting this form')
    await expect(alert).toContainText('An unexpected error occured')
    // The spinner stops: the button reads 'Continue' again.
    await expect(button(page, 'Continue')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Start your booking again' })).toBeVisible()
    await expectNoAxeViolations(page)

    // The action answers 400, and a later step opened without its lead_id says the same.
    const target = siteRequest(vw, '/service/booking?step=3')
    const response = await request.post(target.url, {
      headers: target.headers,
      form: { step: '3', lead_id: '00000000-0000-4000-8000-000000000000', preferred_date: '2030-01-01' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(400)
    expect(await response.text()).toContain('An unexpected error occured')

    const opened = await page.goto(siteUrl(vw, '/service/booking?step=3'))
    expect(opened?.status()).toBe(400)
    await expect(page.getByRole('alert')).toHaveText(/An unexpected error occured/)
    await page.getByRole('link', { name: 'Start your booking again' }).click()
    await expect(stepHeading(page, 1, 'Your details')).toBeVisible()
  })

  test('a group website asks which dealership first, then offers that dealer’s makes', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail(`service-group-${test.info().project.name}`)
    await page.goto(siteUrl('southern-cross-group', '/service/booking'))
    await hydrated(page)
    await fillDetails(page, { email, phone: uniqueMobile() })
    await button(page, 'Continue').click()
    await expect(page.getByLabel('Dealership')).toBeFocused()
    await expect(page.getByLabel('Dealership')).toHaveAccessibleDescription('This is a required field.')
    await page.getByLabel('Dealership').selectOption({ label: 'Southern Cross Motors' })
    await button(page, 'Continue').click()

    await expect(stepHeading(page, 2, 'Your vehicle')).toBeVisible()
    await expect(page.getByLabel('Vehicle Make').locator('option')).toHaveText([
      'Please choose',
      'Toyota',
      'Ford',
      'Mazda',
      'Hyundai',
      'Kia',
      'Mitsubishi',
      'Nissan',
      'Subaru',
      'Other',
    ])
    const [lead] = await storedLeads(request, 'southern-cross-group', email)
    expect(lead).toMatchObject({
      dealerId: 'dealer-southern-cross-motors',
      status: 'open',
      category: 'Service Booking',
      fields: { dealership_slug: 'southern-cross-motors' },
    })
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every step is a real post: errors from the server, then /success and the stored lead', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail(`service-nojs-${test.info().project.name}`)
    const mobile = uniqueMobile()
    // Outback Trucks: no location is typed 'service', so both are service locations, and the Service
    // Interval is optional there (serviceIntervalRequired: false).
    await page.goto(siteUrl('outback-trucks', '/service/booking'))
    await expect(stepHeading(page, 1, 'Your details')).toBeVisible()
    await button(page, 'Continue').click()
    await expect(page.getByLabel('Name')).toHaveAccessibleDescription('This is a required field.')
    await fillDetails(page, { email, phone: `61${mobile.slice(1)}` })
    await page.getByLabel('Keep me informed about offers and news').uncheck()
    await button(page, 'Continue').click()

    await expect(page).toHaveURL(/\/service\/booking\?step=2&lead_id=[0-9a-f-]{36}$/)
    await expect(stepHeading(page, 2, 'Your vehicle')).toBeVisible()
    await page.getByLabel('Vehicle Make').selectOption('Isuzu')
    await page.getByLabel('Vehicle Model').fill('NPR 45-155')
    await page.getByLabel('Vehicle Year').fill('19')
    await page.getByLabel('Vehicle Rego').fill('s 123-abc')
    await button(page, 'Continue').click()
    await expect(page.getByLabel('Vehicle Year')).toHaveAccessibleDescription(
      /Please enter the year as 4 digits, for example 2019\./,
    )
    await expect(page.getByLabel('Vehicle Model')).toHaveValue('NPR 45-155')
    await page.getByLabel('Vehicle Year').fill('2018')
    await button(page, 'Continue').click()

    await expect(stepHeading(page, 3, 'Your service')).toBeVisible()
    await expect(page.getByText('Service Interval (optional)')).toBeVisible()
    const day = await firstBookableDay(page.getByLabel('Preferred Service Date'))
    await page.getByLabel('Preferred Service Date').fill(day)
    await button(page, 'Send Booking Request').click()
    await expect(page.getByLabel('Service Location')).toHaveAccessibleDescription('This is a required field.')
    await page.getByLabel('Service Location').selectOption({ label: 'Outback Trucks Wingfield' })
    await page.getByLabel('Preferred Service Date').fill(day)
    await button(page, 'Send Booking Request').click()

    await expect(page).toHaveURL(siteUrl('outback-trucks', '/success?category=Service+Booking'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your service booking request is in')
    const [lead] = await storedLeads(request, 'outback-trucks', email)
    expect(lead).toMatchObject({
      dealerId: 'dealer-outback-trucks',
      locationId: 'location-outback-trucks-wingfield',
      status: 'submitted',
      leadEventId: 22,
      phone: mobile,
      optIn: false,
      vehicleMake: 'Isuzu',
      vehicleModel: 'NPR 45-155',
      message: null,
    })
    expect(lead?.fields).toEqual({
      'Vehicle Year': '2018',
      'Vehicle Rego': 'S123ABC',
      'Preferred Service Date': day,
      'Service Location': 'Outback Trucks Wingfield',
    })
    expect(lead?.events.map((event) => event.type)).toEqual(['first_step', 'first_step', 'submitted'])
    expect(lead?.deliveries.map((delivery) => delivery.channel).sort()).toEqual(['crm_webhook', 'email'])
  })
})
