import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Database } from '@forecourt/db/database'
import { phoneVerifications } from '@forecourt/db/schema'
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'

/**
 * One-time sign-in codes. A code is 6 random digits; only an HMAC of it (keyed with the server's secret
 * and the row id, so a leaked table cannot be brute-forced offline) is stored. A code is valid for a
 * limited time and a limited number of tries; asking for a new one is allowed only after a pause, and
 * retires the older code. Each (account scope, phone) pair is serialised with a transaction-scoped
 * advisory lock, so two requests at once can neither both send nor both spend a try.
 */
export interface CodePolicy {
  length: number
  ttlMs: number
  maxAttempts: number
  resendAfterMs: number
}

export interface CodeTarget {
  accountScope: string
  phone: string
}

export type IssueCodeResult =
  | { ok: true; code: string; verificationId: string; expiresAt: Date }
  | { ok: false; reason: 'resend-too-soon' | 'limited'; retryAfterSeconds: number }

/**
 * Counts a code against the sender's limits (per phone, per address), with the transaction's connection:
 * null to go ahead, else how long until one may be asked for again.
 */
export type CodeAllowance = (tx: Database) => Promise<{ retryAfterSeconds: number } | null>

/** Thrown in the transaction when the allowance refuses, so what it counted is rolled back with it. */
class AllowanceRefused extends Error {
  readonly retryAfterSeconds: number
  constructor(retryAfterSeconds: number) {
    super('The sign-in code allowance refused')
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export type VerifyCodeResult =
  | { ok: true; verificationId: string }
  | { ok: false; reason: 'no-code' | 'expired' | 'locked' | 'invalid' }

const hashCode = (secret: string, verificationId: string, code: string) =>
  createHmac('sha256', secret).update(`${verificationId}:${code}`).digest('hex')

const lockPair = (tx: Pick<Database, 'execute'>, target: CodeTarget) =>
  tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`sign-in-code:${target.accountScope}:${target.phone}`}))`,
  )

const latestCode = (target: CodeTarget) =>
  and(eq(phoneVerifications.accountScope, target.accountScope), eq(phoneVerifications.phone, target.phone))

export async function issueSignInCode(
  db: Database,
  input: CodeTarget & {
    secret: string
    websiteSlug: string
    dealershipSlug: string
    policy: CodePolicy
    /**
     * Asked once the pause since the last code has passed, under the pair's lock: a request refused as too
     * soon is never counted, so requests from many addresses at once cannot use up the phone's allowance.
     * A refusal rolls back what it counted too.
     */
    allowance?: CodeAllowance
    now?: Date
  },
): Promise<IssueCodeResult> {
  try {
    return await issueInLock(db, input)
  } catch (error) {
    if (!(error instanceof AllowanceRefused)) throw error
    return { ok: false, reason: 'limited', retryAfterSeconds: error.retryAfterSeconds }
  }
}

function issueInLock(db: Database, input: Parameters<typeof issueSignInCode>[1]): Promise<IssueCodeResult> {
  const now = input.now ?? new Date()
  return db.transaction(async (tx) => {
    await lockPair(tx, input)
    const [last] = await tx
      .select({ createdAt: phoneVerifications.createdAt })
      .from(phoneVerifications)
      .where(latestCode(input))
      .orderBy(desc(phoneVerifications.createdAt))
      .limit(1)
    const waitedMs = last ? now.getTime() - last.createdAt.getTime() : Number.POSITIVE_INFINITY
    if (waitedMs < input.policy.resendAfterMs) {
      return {
        ok: false,
        reason: 'resend-too-soon',
        retryAfterSeconds: Math.ceil((input.policy.resendAfterMs - waitedMs) / 1000),
      }
    }
    const refusal = await input.allowance?.(tx)
    if (refusal) throw new AllowanceRefused(refusal.retryAfterSeconds)
    // A new code retires the ones before it.
    await tx
      .update(phoneVerifications)
      .set({ expiresAt: now })
      .where(
        and(latestCode(input), isNull(phoneVerifications.verifiedAt), gt(phoneVerifications.expiresAt, now)),
      )
    const verificationId = randomUUID()
    const code = String(randomInt(0, 10 ** input.policy.length)).padStart(input.policy.length, '0')
    const expiresAt = new Date(now.getTime() + input.policy.ttlMs)
    await tx.insert(phoneVerifications).values({
      id: verificationId,
      accountScope: input.accountScope,
      phone: input.phone,
      websiteSlug: input.websiteSlug,
      dealershipSlug: input.dealershipSlug,
      verificationType: 'sms',
      codeHash: hashCode(input.secret, verificationId, code),
      expiresAt,
      createdAt: now,
    })
    return { ok: true, code, verificationId, expiresAt }
  })
}

/**
 * Checks a code against the newest one sent to this phone in this scope, spending one try. The try that
 * uses up the last attempt with a wrong code locks the code ('locked'): a new code is then needed.
 */
export async function verifySignInCode(
  db: Database,
  input: CodeTarget & { secret: string; code: string; policy: CodePolicy; now?: Date },
): Promise<VerifyCodeResult> {
  const now = input.now ?? new Date()
  return db.transaction(async (tx) => {
    await lockPair(tx, input)
    const [row] = await tx
      .select()
      .from(phoneVerifications)
      .where(latestCode(input))
      .orderBy(desc(phoneVerifications.createdAt))
      .limit(1)
    if (!row || row.verifiedAt) return { ok: false, reason: 'no-code' }
    if (row.attempts >= input.policy.maxAttempts) return { ok: false, reason: 'locked' }
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' }
    const attempts = row.attempts + 1
    const expected = Buffer.from(row.codeHash, 'hex')
    const given = Buffer.from(hashCode(input.secret, row.id, input.code), 'hex')
    const matches = expected.length === given.length && timingSafeEqual(expected, given)
    await tx
      .update(phoneVerifications)
      .set(matches ? { attempts, verifiedAt: now } : { attempts })
      .where(eq(phoneVerifications.id, row.id))
    if (matches) return { ok: true, verificationId: row.id }
    return { ok: false, reason: attempts >= input.policy.maxAttempts ? 'locked' : 'invalid' }
  })
}

/** Completes the spec's verification record once the shopper's account is known. */
export async function recordVerifiedUser(db: Database, verificationId: string, userId: string) {
  await db.update(phoneVerifications).set({ userId }).where(eq(phoneVerifications.id, verificationId))
}
