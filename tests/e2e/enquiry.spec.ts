import { expect, type Locator, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { hydrated } from './support/hydration'
import { siteRequest, storedLeads, uniqueEmail, uniqueMobile } from './support/leads'
import { siteUrl } from './support/server'

const vw = 'harbourside-volkswagen'

async function fillContact(form: Locator, values: { email: string; phone: string }) {
  await form.getByLabel('Name').fill('Sam Shopper')
  await form.getByLabel('Phone').fill(values.phone)
  await form.getByLabel('Email').fill(values.email)
}

test.describe('with JavaScript', () => {
  test('a general enquiry: inline errors beside each field, then /success and a stored lead with its deliveries', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('contact')
    // A campaign link, then the contact page: the lead records both pages and the campaign.
    await page.goto(siteUrl(vw, '/special-offers?utm_source=newsletter&utm_campaign=spring'))
    await hydrated(page)
    await page.getByRole('link', { name: 'Contact Us' }).first().click()
    await expect(page).toHaveURL(/\/contact$/)
    const form = page.locator('#contact-enquiry')
    await hydrated(page)

    await form.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect(form.getByLabel('Name')).toBeFocused()
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel('Name')).toHaveAccessibleDescription('This is a required field.')
    await expect(form.getByLabel('Comments')).toHaveAccessibleDescription('This is a required field.')
    await expect(form.getByLabel('Location')).toHaveAccessibleDescription('This is a required field.')
    // The Volkswagen group's brand flag: the terms box and the spec's message.
    await expect(form.getByText('*You must agree to the terms of use before submitting.')).toBeVisible()
    await expectNoAxeViolations(page)

    await form.getByLabel('Phone').fill('12345')
    await form.getByLabel('Phone').blur()
    await expect(form.getByLabel('Phone')).toHaveAccessibleDescription(
      'Please enter a valid Australian phone number.',
    )

    const mobile = uniqueMobile()
    await fillContact(form, { email, phone: `+61 ${mobile.slice(1)}` })
    await expect(form.getByLabel('Enquiry type')).toHaveValue('General Enquiry')
    await form.getByLabel('Location').selectOption({ label: 'Harbourside Volkswagen Service Centre' })
    await form.getByLabel('Comments').fill('Do you have a white Golf wagon coming in?')
    await expect(form.getByLabel('Keep me informed about offers and news')).toBeChecked()
    await form.getByLabel('I agree to the terms of use').check()
    await expect(form.getByRole('link', { name: /privacy policy/ })).toHaveAttribute('target', '_blank')
    await form.getByRole('button', { name: 'Send Enquiry' }).click()

    await expect(page).toHaveURL(siteUrl(vw, '/success?category=General+Enquiry'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your enquiry')
    await expectNoAxeViolations(page)

    const [lead] = await storedLeads(request, vw, email)
    expect(lead).toMatchObject({
      dealerId: 'dealer-harbourside-volkswagen',
      category: 'General Enquiry',
      subcategory: null,
      leadEventId: 22,
      status: 'submitted',
      name: 'Sam Shopper',
      phone: mobile,
      message: 'Do you have a white Golf wagon coming in?',
      pageId: 'contact',
      optIn: true,
      consent: true,
      fields: { terms_conditions: true },
    })
    expect(lead?.locationId).toMatch(/service/)
    expect(lead?.events.map((event) => event.type)).toEqual(['submitted'])
    expect(lead?.deliveries.map((delivery) => [delivery.channel, delivery.status]).sort()).toEqual([
      ['crm_webhook', 'pending'],
      ['email', 'pending'],
    ])
    expect(lead?.attribution?.visited_pages).toEqual(
      expect.arrayContaining(['/special-offers?utm_source=newsletter&utm_campaign=spring', '/contact']),
    )
    expect(lead?.attribution?.linked_query_params).toEqual({
      utm_source: 'newsletter',
      utm_campaign: 'spring',
    })
  })

  test("'Enquire Now' on an offer opens the enquiry form in a dialog", { tag: '@phone' }, async ({
    page,
    request,
  }) => {
    await page.goto(siteUrl(vw, '/special-offers'))
    const offerLink = page.getByRole('article').first().getByRole('heading').getByRole('link')
    const offerName = await offerLink.textContent()
    await offerLink.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offerName ?? '')
    await hydrated(page)
    await page.getByRole('button', { name: 'Enquire Now' }).click()
    const dialog = page.getByRole('dialog', { name: `Enquire about ${offerName}` })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect(dialog.getByLabel('Name')).toBeFocused()
    await expectNoAxeViolations(page)

    const email = uniqueEmail('offer')
    await fillContact(dialog, { email, phone: uniqueMobile() })
    await dialog.getByLabel('Location').selectOption({ index: 1 })
    await dialog.getByLabel('Comments').fill('Is this offer still on?')
    await dialog.getByLabel('I agree to the terms of use').check()
    await dialog.getByLabel('Keep me informed about offers and news').uncheck()
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect(page).toHaveURL(/\/success\?category=Offer\+Enquiry$/)

    const [lead] = await storedLeads(request, vw, email)
    expect(lead).toMatchObject({ category: 'Offer Enquiry', leadEventId: 22, optIn: false })
    expect(lead?.fields.offer_name).toBe(offerName)
  })

  test('a careers enquiry is filed as General Enquiry, subcategory Career Enquiry, event 51', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('career')
    // Coastline Motorcycles has Comments turned off: the form sends without them.
    await page.goto(siteUrl('coastline-motorcycles', '/contact'))
    await hydrated(page)
    const form = page.locator('#contact-enquiry')
    await expect(form.getByLabel('Comments (optional)')).toBeVisible()
    await fillContact(form, { email, phone: uniqueMobile() })
    await form.getByLabel('Enquiry type').selectOption('Careers Enquiry')
    await form.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your enquiry')
    const [lead] = await storedLeads(request, 'coastline-motorcycles', email)
    expect(lead).toMatchObject({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      leadEventId: 51,
    })
  })

  test('a group website asks which dealership, and files the lead under the dealer chosen', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('group')
    await page.goto(siteUrl('southern-cross-group', '/contact'))
    await hydrated(page)
    const form = page.locator('#contact-enquiry')
    await fillContact(form, { email, phone: uniqueMobile() })
    await form.getByLabel('Comments').fill('Which of you has the best price on a Ranger?')
    await form.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect(form.getByLabel('Dealership')).toHaveAccessibleDescription('This is a required field.')
    await form.getByLabel('Dealership').selectOption({ label: 'Southern Cross Motors' })
    await form.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect(page).toHaveURL(/\/success/)
    const [lead] = await storedLeads(request, 'southern-cross-group', email)
    expect(lead?.dealerId).toBe('dealer-southern-cross-motors')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("'Get a Quote' on a model: the server's errors beside the fields, answers kept, then /success", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('quote')
    await page.goto(siteUrl(vw, '/models/order-now?model_id=tiguan&model_name=Tiguan'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get a quote on the Volkswagen Tiguan')
    const form = page.locator('#quote')
    await form.getByLabel('Name').fill('Sam Shopper')
    await form.getByLabel('Phone').fill('555')
    await form.getByLabel('Email').fill(email)
    await form.getByRole('button', { name: 'Get a Quote' }).click()

    await expect(form.getByLabel('Phone')).toHaveAccessibleDescription(
      'Please enter a valid Australian phone number.',
    )
    await expect(form.getByLabel('Phone')).toBeFocused()
    await expect(form.getByLabel('Name')).toHaveValue('Sam Shopper')
    await expect(form.getByLabel('Email')).toHaveValue(email)
    await expect(form.getByLabel('Comments')).toHaveAccessibleDescription('This is a required field.')

    const mobile = uniqueMobile()
    await form.getByLabel('Phone').fill(mobile)
    await form.getByLabel('Location').selectOption({ index: 1 })
    await form.getByLabel('Comments').fill('Best drive-away price on a Tiguan 162TSI?')
    await form.getByLabel('I agree to the terms of use').check()
    await form.getByRole('button', { name: 'Get a Quote' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your quote request is in')

    const [lead] = await storedLeads(request, vw, email)
    expect(lead).toMatchObject({
      category: 'Get a Quote',
      leadEventId: 14,
      vehicleMake: 'Volkswagen',
      vehicleModel: 'Tiguan',
      carType: 'new',
      pageId: 'model:tiguan',
      phone: mobile,
      fields: { model_id: 'tiguan', terms_conditions: true },
    })
    // Without JavaScript the journey is unknown, but the page the form was on still is.
    expect(lead?.attribution?.visited_pages).toEqual(['/models/order-now?model_id=tiguan&model_name=Tiguan'])
  })

  test("'Enquire Now' on an offer is a link to the offer's enquiry page", async ({ page }) => {
    await page.goto(siteUrl(vw, '/special-offers'))
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click()
    await expect(page).toHaveURL(/\/offers\//)
    const enquire = page.getByRole('link', { name: 'Enquire Now' })
    await expect(enquire).toHaveAttribute('href', /^\/enquire\?offer=/)
    await enquire.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Enquire about /)
    await expect(page.getByRole('button', { name: 'Send Enquiry' })).toBeVisible()
  })
})

test('a form post from another website is refused with 403, a malformed one with 400, a huge one with 413', async ({
  request,
}) => {
  const contact = siteRequest(vw, '/contact')
  const forged = await request.post(contact.url, {
    form: { name: 'x' },
    headers: { ...contact.headers, origin: 'https://evil.example' },
  })
  expect(forged.status()).toBe(403)
  const empty = await request.post(contact.url, { form: { name: '' }, headers: contact.headers })
  expect(empty.status()).toBe(400)
  expect(await empty.text()).toContain('This is a required field.')
  const huge = await request.post(contact.url, {
    form: { message: 'x'.repeat(70_000) },
    headers: contact.headers,
  })
  expect(huge.status()).toBe(413)
})
