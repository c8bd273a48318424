import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '@forecourt/config/repo-root'
import { expect, test } from '@playwright/test'
import { encodeSignatureHeader } from '@sanity/webhook'
import { type ExtraServer, e2eDemoContent, startExtraServer } from './support/extra-server'
import { e2eDataDir } from './support/server'

/**
 * Content edits reach the site through the signed webhook: a server on its own copy of the dataset
 * (production mode: the file is not watched) keeps serving the cached content until Sanity's notice.
 */
const secret = 'e2e-content-webhook-secret'
const dataset = join(repoRoot, e2eDataDir('webhook'), 'content.ndjson')
const dealer = 'harbourside-volkswagen'
let server: ExtraServer

test.describe.configure({ mode: 'serial' })
test.skip(({ isMobile }) => isMobile, 'checked on the desktop project')

test.beforeAll(async () => {
  mkdirSync(join(repoRoot, e2eDataDir('webhook')), { recursive: true })
  copyFileSync(e2eDemoContent, dataset)
  server = await startExtraServer({
    offset: 2,
    name: 'webhook',
    env: { CONTENT_DATASET_PATH: dataset, SANITY_WEBHOOK_SECRET: secret },
  })
})

test.afterAll(() => server?.stop())

function editDealer(edit: (dealerDocument: Record<string, unknown>) => void) {
  const lines = readFileSync(dataset, 'utf8').split('\n').filter(Boolean)
  const edited = lines.map((line) => {
    const document = JSON.parse(line) as Record<string, unknown>
    if (document._id === `dealer-${dealer}`) edit(document)
    return JSON.stringify(document)
  })
  writeFileSync(dataset, `${edited.join('\n')}\n`)
}

async function postWebhook(body: string, signature: string) {
  return fetch(`${server.origin}/api/content/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature },
    body,
  })
}

test('a published edit shows after the signed webhook, and not before', async ({ page }) => {
  await page.goto(server.url(dealer))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbourside Volkswagen')

  editDealer((document) => {
    document.name = 'Harbourside VW Centre'
    document.theme = { ...(document.theme as object), primaryColour: '#7a1f1f' }
    document.headerMenu = [
      { _type: 'menuItem', _key: 'utes', name: 'Utes', url: '/search/ute' },
      { _type: 'menuItem', _key: 'offers', name: 'Offers', url: '/special-offers' },
    ]
  })
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbourside Volkswagen')
  await expect(
    page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Utes' }),
  ).toHaveCount(0)

  const body = JSON.stringify({ _id: `dealer-${dealer}`, _type: 'dealer', slug: dealer })
  const response = await postWebhook(body, await encodeSignatureHeader(body, Date.now(), secret))
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ invalidated: [dealer] })

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbourside VW Centre')
  const menu = page.getByRole('navigation', { name: 'Main' }).first()
  await expect(menu.getByRole('link', { name: 'Utes' })).toHaveAttribute('href', '/search/ute')
  await expect(menu.getByRole('link', { name: 'Stock', exact: true })).toHaveCount(0)
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
  )
  expect(primary).toBe('#7a1f1f')
})

test('a forged or unsigned webhook is refused with 401 and changes nothing', async ({ page }) => {
  editDealer((document) => {
    document.name = 'Forged Motors'
  })
  const body = JSON.stringify({ _id: `dealer-${dealer}`, _type: 'dealer', slug: dealer })
  const forged = await postWebhook(body, await encodeSignatureHeader(body, Date.now(), 'not-the-secret'))
  expect(forged.status).toBe(401)
  expect(await forged.json()).toEqual({ message: 'Invalid webhook signature.' })
  const unsigned = await fetch(`${server.origin}/api/content/webhook`, { method: 'POST', body })
  expect(unsigned.status).toBe(401)
  await page.goto(server.url(dealer))
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Forged Motors')
})
