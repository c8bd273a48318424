import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '@forecourt/config/repo-root'
import { expect, test } from '@playwright/test'

/**
 * A second server whose search service is down (Typesense configured on a port nobody listens on): pages
 * must still render, with a short notice where the stock would be, never a 500.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 1
const dataDir = join(repoRoot, '.data/e2e-search-down')
const site = (path: string) => `http://harbourside-volkswagen.localhost:${port}${path}`
let server: ChildProcess | undefined

test.describe.configure({ mode: 'serial' })
// Server behaviour, the same at any screen size: checked once, so only one such server runs at a time.
test.skip(({ isMobile }) => isMobile, 'checked on the desktop project')

test.beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true })
  server = spawn(process.execPath, ['server.ts'], {
    cwd: join(repoRoot, 'apps/web'),
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      CONTENT_DATASET_PATH: join(repoRoot, '.data/e2e/demo/content.ndjson'),
      SEARCH_SOURCE: 'typesense',
      TYPESENSE_URL: 'http://127.0.0.1:9',
      TYPESENSE_ADMIN_API_KEY: 'unreachable-admin-key',
      TYPESENSE_SEARCH_API_KEY: 'unreachable-search-key',
    },
  })
  await expect
    .poll(async () => (await fetch(`http://localhost:${port}/healthz`).catch(() => null))?.status, {
      timeout: 60_000,
    })
    .toBe(200)
})

test.afterAll(() => {
  server?.kill('SIGTERM')
})

test('the results page renders with a notice when the search service is down', async ({ page }) => {
  const response = await page.goto(site('/search/used-cars'))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used Cars for Sale')
  await expect(page.getByRole('status')).toHaveText(
    'Our stock search is temporarily unavailable. Please try again in a few minutes, or call us.',
  )
  expect(response?.headers()['cache-control']).toBe('no-store')
})

test('the home page leaves out the quick search while the search service is down', async ({ page }) => {
  const response = await page.goto(site('/'))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbourside Volkswagen')
  await expect(page.getByRole('search', { name: 'Quick search' })).toHaveCount(0)
})
