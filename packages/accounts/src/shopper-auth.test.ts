import type { OpenedDatabase } from '@forecourt/db/database'
import { phoneVerifications, users } from '@forecourt/db/schema'
import { openTestPglite } from '@forecourt/db/testing/pglite-template'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CodePolicy, issueSignInCode } from './phone-codes.ts'
import { createShopperAuth, hasSessionCookie, type ShopperAuth } from './shopper-auth.ts'

const policy: CodePolicy = { length: 6, ttlMs: 10 * 60_000, maxAttempts: 5, resendAfterMs: 30_000 }
const secret = 'test-secret-with-at-least-32-characters'
const shopper = { firstName: 'Sam', lastName: 'Shopper', email: 'sam@example.com' }

let opened: OpenedDatabase
let auth: ShopperAuth

beforeAll(async () => {
  opened = await openTestPglite()
  auth = createShopperAuth({ db: opened.db, secret, secureCookies: false, codePolicy: policy })
})
afterAll(async () => {
  await opened.close()
})

async function sendCode(accountScope: string, phone: string) {
  const issued = await issueSignInCode(opened.db, {
    accountScope,
    phone,
    secret,
    policy,
    websiteSlug: 'harbourside-volkswagen',
    dealershipSlug: 'harbourside-volkswagen',
  })
  if (!issued.ok) throw new Error('no code')
  return issued
}

async function signIn(accountScope: string, phone: string, code: string) {
  const { headers, response } = await auth.api.signInWithPhoneCode({
    body: { accountScope, phone, code, ...shopper },
    returnHeaders: true,
  })
  const cookie = (headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  return { response, cookie, setCookie: headers.get('set-cookie') ?? '' }
}

describe('shopper sessions', () => {
  it('signs a shopper in with the code and finds the session from the cookie', async () => {
    const issued = await sendCode('group-a', '0412000001')
    const { response, cookie, setCookie } = await signIn('group-a', '0412000001', issued.code)
    expect(response).toMatchObject({ ok: true })
    expect(setCookie).toMatch(/^forecourt\.session_token=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).not.toMatch(/Domain=/i)
    expect(hasSessionCookie(cookie)).toBe(true)
    const session = await auth.api.getSession({ headers: new Headers({ cookie }) })
    expect(session?.user).toMatchObject({
      accountScope: 'group-a',
      phoneNumber: '0412000001',
      firstName: 'Sam',
      email: 'sam@example.com',
    })
    const [record] = await opened.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.id, issued.verificationId))
    expect(record?.userId).toBe(session?.user.id)
  })

  it('sets no cookie for a wrong code', async () => {
    const issued = await sendCode('group-a', '0412000002')
    const wrong = issued.code === '000000' ? '000001' : '000000'
    const { response, setCookie } = await signIn('group-a', '0412000002', wrong)
    expect(response).toEqual({ ok: false, reason: 'invalid' })
    expect(setCookie).toBe('')
  })

  it('finds the same account again in the same scope, and another one in another scope', async () => {
    const first = await signIn('group-b', '0412000003', (await sendCode('group-b', '0412000003')).code)
    // Within 30 s of the first code no second one is sent; after the pause the same account is found again.
    const refused = await issueSignInCode(opened.db, {
      accountScope: 'group-b',
      phone: '0412000003',
      secret,
      policy,
      websiteSlug: 'harbourside-volkswagen',
      dealershipSlug: 'harbourside-volkswagen',
    })
    expect(refused).toMatchObject({ ok: false, reason: 'resend-too-soon' })
    const other = await signIn('group-c', '0412000003', (await sendCode('group-c', '0412000003')).code)
    const accounts = await opened.db.select().from(users).where(eq(users.phoneNumber, '0412000003'))
    expect(accounts.map((account) => account.accountScope).sort()).toEqual(['group-b', 'group-c'])
    expect(first.response).toMatchObject({ ok: true })
    expect(other.response).toMatchObject({ ok: true })
  })

  it('signs out: the cookie is cleared and the session is gone', async () => {
    const { cookie } = await signIn('group-d', '0412000004', (await sendCode('group-d', '0412000004')).code)
    const { headers } = await auth.api.signOut({ headers: new Headers({ cookie }), returnHeaders: true })
    expect(headers.get('set-cookie')).toMatch(/forecourt\.session_token=;/)
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull()
  })

  it('marks cookies Secure on real domains', async () => {
    const secure = createShopperAuth({ db: opened.db, secret, secureCookies: true, codePolicy: policy })
    const issued = await sendCode('group-e', '0412000005')
    const { headers } = await secure.api.signInWithPhoneCode({
      body: { accountScope: 'group-e', phone: '0412000005', code: issued.code, ...shopper },
      returnHeaders: true,
    })
    expect(headers.get('set-cookie')).toMatch(/^__Secure-forecourt\.session_token=.*; Secure/i)
  })
})
