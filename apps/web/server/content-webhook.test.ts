import type { AddressInfo } from 'node:net'
import type { OpenedDatabase } from '@forecourt/db/database'
import { openTestPglite } from '@forecourt/db/testing/pglite-template'
import { encodeSignatureHeader } from '@sanity/webhook'
import express from 'express'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { contentWebhookHandler } from './content-webhook.ts'
import type { AppServices } from './services.ts'

const secret = 'a-content-webhook-secret'
let database: OpenedDatabase
const closers: (() => void)[] = []

beforeAll(async () => {
  database = await openTestPglite()
})
afterAll(() => database.close())
afterEach(() => {
  for (const close of closers.splice(0)) close()
})

/** One app instance on the shared database; `syncFails` makes the search index refuse promotions. */
async function instance(state = { syncFails: false }) {
  const announced: unknown[] = []
  const services = {
    config: { content: { webhookSecret: secret } },
    database,
    promotedCars: {
      sync: async () => {
        if (state.syncFails) throw new Error('index down')
        return { status: 'applied' }
      },
    },
    invalidations: { announce: async (change: unknown) => void announced.push(change) },
  } as unknown as AppServices
  const app = express()
  app.post('/api/content/webhook', express.text({ type: () => true }), contentWebhookHandler(services))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  closers.push(() => server.close())
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/content/webhook`
  const post = (body: string, signature: string) =>
    fetch(url, { method: 'POST', headers: { 'sanity-webhook-signature': signature }, body })
  return { post, announced, state }
}

const notice = (id: string, type = 'dealer') => JSON.stringify({ _id: id, _type: type, slug: id })

describe('the content webhook', () => {
  it('applies a signed notice once: a replay is refused, on this instance and on any other', async () => {
    const [one, another] = [await instance(), await instance()]
    const body = notice('replayed-dealer')
    const signature = await encodeSignatureHeader(body, Date.now(), secret)
    expect((await one.post(body, signature)).status).toBe(200)
    const again = await one.post(body, signature)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({
      message: 'This notice was received before: a replay is not applied.',
    })
    expect((await another.post(body, signature)).status).toBe(409)
    expect(one.announced).toEqual([{ kind: 'content', sites: ['replayed-dealer'] }])
    expect(another.announced).toEqual([])
    // The same change published again is a new notice, signed anew.
    expect((await one.post(body, await encodeSignatureHeader(body, Date.now() + 1, secret))).status).toBe(200)
  })

  it('refuses a notice signed more than 30 s ahead of its clock', async () => {
    const { post } = await instance()
    const body = notice('future-dealer')
    const ahead = await post(body, await encodeSignatureHeader(body, Date.now() + 4 * 60_000, secret))
    expect(ahead.status).toBe(401)
    expect((await post(body, await encodeSignatureHeader(body, Date.now() + 10_000, secret))).status).toBe(
      200,
    )
  })

  it('takes a notice again when applying it failed (the sender retries)', async () => {
    const site = await instance({ syncFails: true })
    const body = notice('promotedCars-week', 'promotedCars')
    const signature = await encodeSignatureHeader(body, Date.now(), secret)
    expect((await site.post(body, signature)).status).toBe(503)
    site.state.syncFails = false
    expect((await site.post(body, signature)).status).toBe(200)
    expect((await site.post(body, signature)).status).toBe(409)
  })
})
