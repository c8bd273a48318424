import { expect, test } from '@playwright/test'
import { platformUrl } from './support/server'

test.describe('the embedded search engine mounted under /typesense', () => {
  test('answers health checks like a Typesense node', async ({ request }) => {
    const response = await request.get(platformUrl('/typesense/health'))
    expect(response.status()).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
  })

  test('refuses a search without a valid key', async ({ request }) => {
    const response = await request.post(platformUrl('/typesense/multi_search?x-typesense-api-key=guess'), {
      data: { searches: [{ collection: 'vehicles', q: '*' }] },
    })
    expect(response.status()).toBe(401)
  })
})

test('refuses an oversized request body with 413', async ({ request }) => {
  const response = await request.post(platformUrl('/typesense/multi_search?x-typesense-api-key=guess'), {
    data: { searches: [{ collection: 'vehicles', q: 'x'.repeat(300_000) }] },
  })
  expect(response.status()).toBe(413)
})
