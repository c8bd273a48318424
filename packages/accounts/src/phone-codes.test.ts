import type { OpenedDatabase } from '@forecourt/db/database'
import { phoneVerifications, rateLimitCounters } from '@forecourt/db/schema'
import { openTestPglite } from '@forecourt/db/testing/pglite-template'
import { consumeRateLimit } from '@forecourt/leads/rate-limit'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CodeAllowance, type CodePolicy, issueSignInCode, verifySignInCode } from './phone-codes.ts'

// Issue 14: "Codes: 6 digits, stored only as a hash, valid 10 minutes, at most 5 tries per code, then a new
// code is needed; resend no sooner than 30 s".
const policy: CodePolicy = { length: 6, ttlMs: 10 * 60_000, maxAttempts: 5, resendAfterMs: 30_000 }
const secret = 'test-secret-with-at-least-32-characters'
const site = { websiteSlug: 'harbourside-volkswagen', dealershipSlug: 'harbourside-volkswagen' }

let opened: OpenedDatabase
let phoneCounter = 0
const target = () => ({
  accountScope: 'group-vw',
  phone: `04000000${String(++phoneCounter).padStart(2, '0')}`,
})
const at = (start: Date, ms: number) => new Date(start.getTime() + ms)

beforeAll(async () => {
  opened = await openTestPglite()
})
afterAll(async () => {
  await opened.close()
})

async function issue(who: ReturnType<typeof target>, now: Date) {
  const result = await issueSignInCode(opened.db, { ...who, ...site, secret, policy, now })
  if (!result.ok) throw new Error(`no code issued: ${result.reason}`)
  return result
}

const verify = (who: ReturnType<typeof target>, code: string, now: Date) =>
  verifySignInCode(opened.db, { ...who, secret, code, policy, now })

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('sign-in codes', () => {
  it('issues 6 digits and stores only a hash of them', async () => {
    const who = target()
    const now = new Date()
    const { code, verificationId, expiresAt } = await issue(who, now)
    expect(code).toMatch(/^\d{6}$/)
    expect(expiresAt.getTime() - now.getTime()).toBe(10 * 60_000)
    const [row] = await opened.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.id, verificationId))
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(row)).not.toContain(`"${code}"`)
    expect(row).toMatchObject({ ...site, verificationType: 'sms', attempts: 0, verifiedAt: null })
  })

  it('accepts the code once, and never again', async () => {
    const who = target()
    const now = new Date()
    const { code } = await issue(who, now)
    expect(await verify(who, code, at(now, 1000))).toMatchObject({ ok: true })
    expect(await verify(who, code, at(now, 2000))).toEqual({ ok: false, reason: 'no-code' })
  })

  it('refuses a wrong code, and after 5 tries refuses even the right one until a new code is sent', async () => {
    const who = target()
    const now = new Date()
    const { code } = await issue(who, now)
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await verify(who, wrong(code), at(now, attempt))).toEqual({ ok: false, reason: 'invalid' })
    }
    expect(await verify(who, wrong(code), at(now, 5))).toEqual({ ok: false, reason: 'locked' })
    expect(await verify(who, code, at(now, 6))).toEqual({ ok: false, reason: 'locked' })
    const fresh = await issue(who, at(now, 31_000))
    expect(await verify(who, fresh.code, at(now, 32_000))).toMatchObject({ ok: true })
  })

  it('expires a code after 10 minutes', async () => {
    const who = target()
    const now = new Date()
    const { code } = await issue(who, now)
    expect(await verify(who, code, at(now, 10 * 60_000))).toEqual({ ok: false, reason: 'expired' })
  })

  it('sends no new code within 30 s of the last, and retires the old code when it does', async () => {
    const who = target()
    const now = new Date()
    const first = await issue(who, now)
    expect(
      await issueSignInCode(opened.db, { ...who, ...site, secret, policy, now: at(now, 29_000) }),
    ).toEqual({ ok: false, reason: 'resend-too-soon', retryAfterSeconds: 1 })
    const second = await issue(who, at(now, 30_000))
    const stale = second.code === first.code ? null : first.code
    if (stale) expect(await verify(who, stale, at(now, 31_000))).toEqual({ ok: false, reason: 'invalid' })
    expect(await verify(who, second.code, at(now, 32_000))).toMatchObject({ ok: true })
  })

  it('keeps codes of the same phone in different account scopes apart', async () => {
    const who = target()
    const now = new Date()
    const { code } = await issue(who, now)
    expect(await verify({ ...who, accountScope: 'group-other' }, code, at(now, 1000))).toEqual({
      ok: false,
      reason: 'no-code',
    })
    expect(await verify(who, code, at(now, 2000))).toMatchObject({ ok: true })
  })

  it('spends each try once when the same code is checked twice at the same moment', async () => {
    const who = target()
    const now = new Date()
    const { code } = await issue(who, now)
    const results = await Promise.all([verify(who, code, at(now, 1000)), verify(who, code, at(now, 1000))])
    expect(results.filter((result) => result.ok)).toHaveLength(1)
  })
})

describe("the sender's allowance (per phone, per address)", () => {
  const HOUR_MS = 60 * 60_000
  /** Counts a code for `key` within `limit` an hour, as the web app counts per phone and per address. */
  const counted =
    (keys: string[], limit: number, now: Date): CodeAllowance =>
    async (tx) => {
      for (const key of keys) {
        const verdict = await consumeRateLimit(tx, key, { limit, windowMs: HOUR_MS }, now)
        if (!verdict.allowed) return { retryAfterSeconds: verdict.retryAfterSeconds }
      }
      return null
    }
  const issueCounted = (who: ReturnType<typeof target>, keys: string[], now: Date, limit = 5) =>
    issueSignInCode(opened.db, { ...who, ...site, secret, policy, now, allowance: counted(keys, limit, now) })

  it('is not used up by requests refused as too soon (the issue: six requests from six addresses locked the owner out)', async () => {
    const who = target()
    const start = new Date('2026-11-27T01:00:00Z')
    const outcomes = []
    for (let address = 1; address <= 6; address++) {
      const keys = [`ip:203.0.113.${address}`, `phone:${who.phone}`]
      const result = await issueCounted(who, keys, at(start, address * 1000))
      outcomes.push(result.ok ? 'sent' : result.reason)
    }
    expect(outcomes).toEqual(['sent', ...Array(5).fill('resend-too-soon')])
    // The owner, every 30 s, still has the rest of the hour's five.
    for (let later = 1; later <= 4; later++) {
      expect((await issueCounted(who, [`phone:${who.phone}`], at(start, later * 31_000))).ok).toBe(true)
    }
    expect(await issueCounted(who, [`phone:${who.phone}`], at(start, 5 * 31_000))).toMatchObject({
      ok: false,
      reason: 'limited',
    })
  })

  it('counts nothing for a refused request: what it counted before the refusal is rolled back', async () => {
    const who = target()
    const now = new Date('2026-11-27T02:00:00Z')
    const [address, phone] = [`ip:198.51.100.9:${who.phone}`, `phone:${who.phone}:full`]
    await consumeRateLimit(opened.db, phone, { limit: 1, windowMs: HOUR_MS }, now)
    expect(await issueCounted(who, [address, phone], now, 1)).toMatchObject({ ok: false, reason: 'limited' })
    const [row] = await opened.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, address))
    expect(row).toBeUndefined()
    expect(
      await opened.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, who.phone)),
    ).toEqual([])
  })
})
