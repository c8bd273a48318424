import type { Page } from '@playwright/test'

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
