import type { Database } from '@forecourt/db/database'
import { accounts, sessions, users, verifications } from '@forecourt/db/schema'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { createAuthEndpoint } from 'better-auth/api'
import { setSessionCookie } from 'better-auth/cookies'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { type CodePolicy, recordVerifiedUser, verifySignInCode } from './phone-codes.ts'

/**
 * Shopper sessions through better-auth (ADR 019): its session table, signed cookie and session look-up.
 * Sign-in is by a one-time code only, so the one way in is the server-only `signInWithPhoneCode`
 * endpoint of the plugin below: it checks the code (`phone-codes.ts`), finds or creates the shopper's
 * account in the site's account scope, and sets the session cookie. better-auth's HTTP handler is never
 * mounted; the web app calls `auth.api.*` from its own loaders and actions.
 */
export interface ShopperAuthOptions {
  db: Database
  secret: string
  /** `Secure` cookies (named `__Secure-…`): on for every real domain, off for `*.localhost` development hosts. */
  secureCookies: boolean
  codePolicy: CodePolicy
}

const SESSION_DAYS = 30

export const COOKIE_PREFIX = 'forecourt'

const signInBody = z.object({
  accountScope: z.string().min(1),
  phone: z.string().min(1),
  code: z.string(),
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  email: z.string().min(1),
})

export type SignInWithPhoneCodeResult =
  | { ok: true; userId: string }
  | { ok: false; reason: 'no-code' | 'expired' | 'locked' | 'invalid' }

function phoneCodeSignIn(options: ShopperAuthOptions) {
  return {
    id: 'forecourt-phone-code',
    endpoints: {
      signInWithPhoneCode: createAuthEndpoint(
        { method: 'POST', body: signInBody, metadata: { SERVER_ONLY: true } },
        async (ctx): Promise<SignInWithPhoneCodeResult> => {
          const { accountScope, phone, code, firstName, lastName, email } = ctx.body
          const verdict = await verifySignInCode(options.db, {
            accountScope,
            phone,
            code,
            secret: options.secret,
            policy: options.codePolicy,
          })
          if (!verdict.ok) return verdict
          const name = `${firstName} ${lastName}`
          const [account] = await options.db
            .insert(users)
            .values({ accountScope, phoneNumber: phone, firstName, lastName, name, email })
            .onConflictDoUpdate({
              target: [users.accountScope, users.phoneNumber],
              set: { firstName, lastName, name, email, updatedAt: sql`now()` },
            })
            .returning({ id: users.id })
          if (!account) throw new Error('The shopper account was not stored')
          await recordVerifiedUser(options.db, verdict.verificationId, account.id)
          const user = await ctx.context.internalAdapter.findUserById(account.id)
          const session = await ctx.context.internalAdapter.createSession(account.id)
          if (!user || !session) throw new Error('The shopper session was not created')
          await setSessionCookie(ctx, { session, user })
          return { ok: true, userId: account.id }
        },
      ),
    },
  } as const
}

export function createShopperAuth(options: ShopperAuthOptions) {
  return betterAuth({
    secret: options.secret,
    // Cookies are host-only (no Domain attribute): each website's host has its own session.
    baseURL: options.secureCookies ? 'https://forecourt.invalid' : 'http://forecourt.invalid',
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      additionalFields: {
        accountScope: { type: 'string', required: true, input: false },
        phoneNumber: { type: 'string', required: true, input: false },
        firstName: { type: 'string', required: false, input: false },
        lastName: { type: 'string', required: false, input: false },
        postcode: { type: 'string', required: false, input: false },
      },
    },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: options.secureCookies },
      database: { generateId: 'uuid' },
    },
    telemetry: { enabled: false },
    plugins: [phoneCodeSignIn(options)],
  })
}

export type ShopperAuth = ReturnType<typeof createShopperAuth>

/** Whether a request carries a shopper session cookie at all: the cheap test before any look-up. */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  return !!cookieHeader && /(?:^|;\s*)(?:__Secure-)?forecourt\.session_token=/.test(cookieHeader)
}
