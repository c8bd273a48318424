import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sendSignInCode } from '@forecourt/accounts/shopper-outbox'
import { loadServerConfig } from '@forecourt/config/server-config'
import type { OpenedDatabase } from '@forecourt/db/database'
import { shopperMessages } from '@forecourt/db/schema'
import { openTestPglite } from '@forecourt/db/testing/pglite-template'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startShopperAccounts } from './shopper-accounts.ts'

// The production SMS path as configured: TWILIO_* variables switch the official client on, pointed here at
// a fake Messages API on loopback. Without them, codes wait in the dev outbox.

const accountSid = `AC${'0123456789abcdef'.repeat(2)}`
const authToken = 'fake-twilio-auth-token-123'
const received: Record<string, string>[] = []
let fake: Server
let baseUrl: string
let database: OpenedDatabase

beforeAll(async () => {
  fake = createServer(async (request, response) => {
    let body = ''
    for await (const chunk of request) body += chunk
    received.push(Object.fromEntries(new URLSearchParams(body)))
    response
      .writeHead(201, { 'content-type': 'application/json' })
      .end(JSON.stringify({ sid: 'SM1', status: 'queued' }))
  })
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`
  database = await openTestPglite()
})
afterAll(async () => {
  fake.close()
  await database.close()
})

const code = {
  channel: 'sms' as const,
  purpose: 'sign_in_code' as const,
  recipient: '0412345678',
  body: '123456 is your Harbourside Volkswagen sign-in code.',
  redactedBody: '****** is your Harbourside Volkswagen sign-in code.',
  accountScope: 'group-vw',
  websiteSlug: 'harbourside-volkswagen',
}

describe('shopper accounts service', () => {
  it('texts sign-in codes through Twilio when configured, keeping only the redacted text', async () => {
    const config = loadServerConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'forecourt-accounts-')),
      TWILIO_ACCOUNT_SID: accountSid,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_FROM: '+61400000000',
      TWILIO_API_BASE_URL: baseUrl,
    })
    const accounts = await startShopperAccounts(config, database.db)
    try {
      const delivery = await sendSignInCode(database.db, accounts.smsSender, {
        ...code,
        idempotencyKey: 'twilio-1',
      })
      expect(delivery).toEqual({ sent: true })
      expect(received.at(-1)).toMatchObject({ To: '+61412345678', From: '+61400000000', Body: code.body })
      const rows = await database.db.select().from(shopperMessages)
      expect(rows.find((row) => row.idempotencyKey === 'twilio-1')).toMatchObject({
        status: 'delivered',
        body: code.redactedBody,
      })
    } finally {
      await accounts.stop()
    }
  })

  it('keeps a random secret of its own in the data directory, readable by this user only', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-accounts-'))
    const first = await startShopperAccounts(loadServerConfig({ DATA_DIR: dataDir }), database.db)
    const second = await startShopperAccounts(loadServerConfig({ DATA_DIR: dataDir }), database.db)
    await Promise.all([first.stop(), second.stop()])
    expect(first.smsSender).toBeUndefined()
    expect(first.secret).toHaveLength(43)
    expect(second.secret).toBe(first.secret)
    expect(readFileSync(join(dataDir, 'auth-secret'), 'utf8')).toBe(first.secret)
    expect(statSync(join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600)
  })

  it('uses AUTH_SECRET when it is set', async () => {
    const secret = 'x'.repeat(40)
    const accounts = await startShopperAccounts(loadServerConfig({ AUTH_SECRET: secret }), database.db)
    await accounts.stop()
    expect(accounts.secret).toBe(secret)
  })
})
