import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { siteRequest, uniqueEmail, uniqueMobile } from './leads'
import { latestCode } from './shopper-messages'

/**
 * Signs the page's browser context in as a new shopper, as a person does: the sign-in page's details, then
 * the code read from the dev outbox (loopback only, which this browser is). The session cookie then serves
 * every later page of the site in that context.
 */
export async function signIn(page: Page, origin: string): Promise<void> {
  const mobile = `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
  await page.goto(`${origin}/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F`)
  await page.locator('html[data-hydrated]').waitFor()
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'First Name' }).fill('Sam')
  await main.getByRole('textbox', { name: 'Last Name' }).fill('Shopper')
  await main.getByRole('textbox', { name: 'Email' }).fill(`screenshots+${mobile}@example.com`)
  await main.getByRole('textbox', { name: 'Mobile' }).fill(mobile)
  await main.getByRole('button', { name: 'Send Code' }).click()
  await main.getByRole('textbox', { name: 'Code', exact: true }).waitFor()
  const code = await page.evaluate(async (to) => {
    const response = await fetch(`/dev/sms.json?${new URLSearchParams({ to })}`)
    const { messages } = (await response.json()) as { messages: { body: string }[] }
    return messages[0]?.body.match(/^(\d{6}) is your /)?.[1] ?? ''
  }, mobile)
  if (!code) throw new Error(`No sign-in code in the dev outbox for ${mobile}`)
  await main.getByRole('textbox', { name: 'Code', exact: true }).fill(code)
  await main.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'))
}

/**
 * Signs a new shopper in over plain HTTP, as the no-JavaScript form does (details, then the texted code),
 * and answers the session cookie (`name=value`) to send with later requests to the site.
 */
export async function signInOverHttp(request: APIRequestContext, slug: string): Promise<string> {
  const mobile = uniqueMobile()
  const details = { firstName: 'Sam', lastName: 'Shopper', email: uniqueEmail('crawl'), mobile }
  const form = siteRequest(slug, '/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F')
  const sent = await request.post(form.url, {
    headers: form.headers,
    form: { intent: 'send-code', ...details },
  })
  if (!sent.ok()) throw new Error(`Send Code answered ${sent.status()} on ${slug}`)
  const code = await latestCode(request, slug, mobile)
  const verified = await request.post(form.url, {
    headers: form.headers,
    form: { intent: 'verify', ...details, code },
    maxRedirects: 0,
  })
  const cookie = (verified.headers()['set-cookie'] ?? '').split(';')[0] ?? ''
  if (verified.status() !== 302 || !cookie.includes('=')) {
    throw new Error(`Sign-in on ${slug} answered ${verified.status()} without a session cookie`)
  }
  return cookie
}

/**
 * Fills the sign-in page the browser is on (a gated page sent it there) as a new shopper, with or without
 * JavaScript: details, Send Code, the code from the dev outbox, Sign In. Answers the shopper's email.
 */
export async function signInOnThisPage(
  page: Page,
  request: APIRequestContext,
  slug: string,
): Promise<string> {
  const mobile = uniqueMobile()
  const email = uniqueEmail('gated')
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'First Name' }).fill('Sam')
  await main.getByRole('textbox', { name: 'Last Name' }).fill('Shopper')
  await main.getByRole('textbox', { name: 'Email' }).fill(email)
  await main.getByRole('textbox', { name: 'Mobile' }).fill(mobile)
  await main.getByRole('button', { name: 'Send Code' }).click()
  await expect(main.getByText('Code sent!')).toBeVisible()
  await main.getByRole('textbox', { name: 'Code', exact: true }).fill(await latestCode(request, slug, mobile))
  await main.getByRole('button', { name: 'Sign In' }).click()
  return email
}
