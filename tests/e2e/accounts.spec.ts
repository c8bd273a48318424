import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { listedVehicles } from './support/demo-stock'
import { hydrated } from './support/hydration'
import { siteRequest, uniqueEmail, uniqueMobile } from './support/leads'
import { siteUrl } from './support/server'
import { latestCode, messagesTo, wrongCode } from './support/shopper-messages'

/**
 * Shopper accounts (issue 14): sign-in by mobile with a 6-digit code read from the dev outbox, the
 * watchlist's Save on a vehicle page, My Garage, sign-out, gated pages, account scopes per dealer group,
 * and redirects that stay on the site.
 */

const vw = 'harbourside-volkswagen'
const scm = 'southern-cross-motors'
const TOO_MANY = 'Too many verification attempts. Please try again later.'
const INVALID = 'The verification code is invalid. Please try again.'

function savableCar(slug: string) {
  const [car] = listedVehicles(
    slug,
    (vehicle) => vehicle.status === 'in_stock' && vehicle.car_type === 'used',
  )
  if (!car?.slug) throw new Error(`No used car in stock at ${slug}`)
  return { ...car, slug: car.slug, path: `/cars/${car.slug}` }
}

/** The sign-in forms: on their page, or in the dialog a vehicle page's Save opens. */
const signInForms = (page: Page) => page.getByRole('main').or(page.getByRole('dialog'))

async function fillDetails(page: Page, mobile: string) {
  const forms = signInForms(page).last()
  await forms.getByRole('textbox', { name: 'First Name' }).fill('Sam')
  await forms.getByRole('textbox', { name: 'Last Name' }).fill('Shopper')
  await forms.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('sign-in'))
  await forms.getByRole('textbox', { name: 'Mobile' }).fill(mobile)
  await forms.getByRole('button', { name: 'Send Code' }).click()
  await expect(forms.getByText('Code sent!')).toBeVisible()
}

async function enterCode(page: Page, code: string) {
  const forms = signInForms(page).last()
  await forms.getByRole('textbox', { name: 'Code', exact: true }).fill(code)
  await forms.getByRole('button', { name: 'Sign In' }).click()
}

test.describe('with JavaScript', () => {
  test('Save on a vehicle page signs a shopper in by code and lands back on the car, Saved', async ({
    page,
    request,
  }) => {
    const car = savableCar(vw)
    const mobile = uniqueMobile()
    await page.goto(siteUrl(vw, car.path))
    await hydrated(page)
    await page.getByRole('button', { name: 'Save to watchlist', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await fillDetails(page, mobile)
    await expect(dialog.getByRole('textbox', { name: 'Code', exact: true })).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    )
    await expect(dialog.getByRole('button', { name: /Resend Code/ })).toBeVisible()
    await expectNoAxeViolations(page, ['dialog[open]'])
    await enterCode(page, await latestCode(request, vw, mobile))
    await expect(page).toHaveURL(siteUrl(vw, car.path))
    await expect(
      page.getByRole('button', { name: 'Saved in watchlist', exact: true, pressed: true }),
    ).toBeVisible()

    await page.getByRole('link', { name: 'My Garage' }).click()
    await expect(page.getByRole('heading', { name: 'My Garage', level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: car.name })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Sign Out' }).click()
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
    await page.goto(siteUrl(vw, '/my-garage'))
    await expect(page).toHaveURL(/\/sign-in\?type=my-garage/)
  })

  test('a wrong code is refused, and after 5 tries the code is locked', async ({ page, request }) => {
    const mobile = uniqueMobile()
    await page.goto(siteUrl(vw, '/sign-in?type=my-garage&redirect=/my-garage&back=/'))
    await hydrated(page)
    await fillDetails(page, mobile)
    const code = await latestCode(request, vw, mobile)
    for (let attempt = 1; attempt <= 4; attempt++) {
      await enterCode(page, wrongCode(code))
      await expect(page.getByText(INVALID)).toBeVisible()
    }
    await enterCode(page, wrongCode(code))
    await expect(page.getByText(TOO_MANY)).toBeVisible()
    await enterCode(page, code)
    await expect(page.getByText(TOO_MANY)).toBeVisible()
    await expect(page).toHaveURL(/\/sign-in/)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the two plain forms sign a shopper in from Save and the car shows Saved', async ({
    page,
    request,
  }) => {
    const car = savableCar(scm)
    const mobile = uniqueMobile()
    await page.goto(siteUrl(scm, car.path))
    await page.getByRole('link', { name: 'Save to watchlist', exact: true }).click()
    await expect(page).toHaveURL(/\/sign-in\?type=watchlist/)
    await fillDetails(page, mobile)
    await enterCode(page, wrongCode(await latestCode(request, scm, mobile)))
    await expect(page.getByText(INVALID)).toBeVisible()
    await enterCode(page, await latestCode(request, scm, mobile))
    await expect(page).toHaveURL(siteUrl(scm, car.path))
    await expect(page.getByRole('button', { name: 'Saved in watchlist', exact: true })).toBeVisible()
    await page.goto(siteUrl(scm, '/my-garage'))
    await expect(page.getByRole('heading', { name: car.name })).toBeVisible()
    await page.getByRole('button', { name: `Remove ${car.name}` }).click()
    await expect(page.getByText('You have not saved any cars yet.')).toBeVisible()
  })

  test('redirect and back never leave the site', async ({ page, request }) => {
    const mobile = uniqueMobile()
    await page.goto(
      siteUrl(vw, '/sign-in?type=watchlist&redirect=//evil.example/x&back=https://evil.example/'),
    )
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/')
    await fillDetails(page, mobile)
    await enterCode(page, await latestCode(request, vw, mobile))
    await expect(page).toHaveURL(siteUrl(vw, '/'))
  })
})

test.describe('over HTTP', () => {
  test('gated pages send a visitor to sign in with the right type, redirect and back', async ({
    request,
  }) => {
    const target = siteRequest(vw, '/my-garage')
    const response = await request.get(target.url, { headers: target.headers, maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(response.headers().location).toBe('/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F')
    const unknownToken = siteRequest(vw, `/watchlist/unsubscribe?token=${'a'.repeat(32)}`)
    expect((await request.get(unknownToken.url, { headers: unknownToken.headers })).status()).toBe(404)
    for (const path of ['/mymotorama', '/myservco']) {
      const brand = siteRequest(vw, path)
      expect((await request.get(brand.url, { headers: brand.headers, maxRedirects: 0 })).status()).toBe(404)
    }
  })

  test("a session from one dealer group's site is not a sign-in on another group's site", async ({
    request,
  }) => {
    const mobile = uniqueMobile()
    const details = { firstName: 'Sam', lastName: 'Shopper', email: uniqueEmail('scope'), mobile }
    const send = siteRequest(vw, '/sign-in?type=my-garage&redirect=/my-garage&back=/')
    const sent = await request.post(send.url, {
      headers: send.headers,
      form: { intent: 'send-code', ...details },
    })
    expect(sent.status()).toBe(200)
    const code = await latestCode(request, vw, mobile)
    const verified = await request.post(send.url, {
      headers: send.headers,
      form: { intent: 'verify', ...details, code },
      maxRedirects: 0,
    })
    expect(verified.status()).toBe(302)
    const setCookie = verified.headers()['set-cookie'] ?? ''
    expect(setCookie).toMatch(/forecourt\.session_token=.*HttpOnly.*SameSite=Lax/i)
    const cookie = setCookie.split(';')[0]!
    const mine = siteRequest(vw, '/my-garage')
    const home = await request.get(mine.url, { headers: { ...mine.headers, cookie }, maxRedirects: 0 })
    expect(home.status()).toBe(200)
    expect(home.headers()['cache-control']).toBe('private, no-cache')
    const other = siteRequest(scm, '/my-garage')
    const elsewhere = await request.get(other.url, { headers: { ...other.headers, cookie }, maxRedirects: 0 })
    expect(elsewhere.status()).toBe(302)
    expect(elsewhere.headers().location).toMatch(/^\/sign-in\?type=my-garage/)
  })

  test('codes are sent no sooner than 30 s apart, and each text names the site', async ({ request }) => {
    const mobile = uniqueMobile()
    const details = { firstName: 'Sam', lastName: 'Shopper', email: uniqueEmail('resend'), mobile }
    const send = siteRequest(scm, '/sign-in?type=finance&redirect=/&back=/')
    expect(
      (
        await request.post(send.url, { headers: send.headers, form: { intent: 'send-code', ...details } })
      ).status(),
    ).toBe(200)
    const again = await request.post(send.url, {
      headers: send.headers,
      form: { intent: 'send-code', ...details },
    })
    expect(again.status()).toBe(429)
    expect(await again.text()).toMatch(/Please wait \d+ seconds? before asking for a new code/)
    const sms = await messagesTo(request, scm, mobile)
    expect(sms).toHaveLength(1)
    expect(sms[0]?.body).toMatch(
      /^\d{6} is your Southern Cross Motors sign-in code\. It expires in 10 minutes\./,
    )
  })
})
