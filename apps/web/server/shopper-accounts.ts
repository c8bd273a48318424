import { randomBytes } from 'node:crypto'
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import type { CodePolicy } from '@forecourt/accounts/phone-codes'
import { createShopperAuth, type ShopperAuth } from '@forecourt/accounts/shopper-auth'
import { shopperEmailSender } from '@forecourt/accounts/shopper-email-sender'
import {
  type ShopperMessageSender,
  type ShopperMessageSenders,
  startShopperOutbox,
} from '@forecourt/accounts/shopper-outbox'
import { toE164Australian } from '@forecourt/accounts/sms/sms-sender'
import { twilioSmsSender } from '@forecourt/accounts/sms/twilio-sms-sender'
import { repoRoot } from '@forecourt/config/repo-root'
import type { ServerConfig } from '@forecourt/config/server-config'
import type { Database } from '@forecourt/db/database'
import {
  CODE_LENGTH,
  CODE_TTL_MS,
  MAX_CODE_ATTEMPTS,
  RESEND_AFTER_MS,
} from '@forecourt/domain/accounts/verification-code'
import { defaultOutboxPolicy } from '@forecourt/leads/outbox'
import { serverLogger } from './logger.ts'

/** Shopper accounts: sessions (better-auth), sign-in codes, and the messages sent to shoppers. */
export interface ShopperAccounts {
  /** better-auth with `Secure` cookies (real domains) or without (`*.localhost` development hosts). */
  auth(secureCookies: boolean): ShopperAuth
  /** Keys the hashes of sign-in codes. */
  secret: string
  codePolicy: CodePolicy
  /** Sends a sign-in code now; undefined when codes wait in the development outbox (/dev/sms). */
  smsSender: ShopperMessageSender | undefined
  /** Price alerts were just queued: send them now rather than at the next poll. */
  poke(): void
  stop(): Promise<void>
}

export const codePolicy: CodePolicy = {
  length: CODE_LENGTH,
  ttlMs: CODE_TTL_MS,
  maxAttempts: MAX_CODE_ATTEMPTS,
  resendAfterMs: RESEND_AFTER_MS,
}

/**
 * The secret comes from AUTH_SECRET (required with a production database). Embedded, a random one is made
 * once and kept in the data directory, readable by this user only, so sessions outlive a restart.
 */
async function authSecret(config: ServerConfig): Promise<string> {
  if (config.accounts.authSecret) return config.accounts.authSecret
  const path = resolve(repoRoot, config.dataDir, 'auth-secret')
  const existing = await readFile(path, 'utf8').catch(() => '')
  if (existing.trim().length >= 32) return existing.trim()
  const secret = randomBytes(32).toString('base64url')
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, secret, { mode: 0o600 })
  await chmod(path, 0o600)
  return secret
}

function senders(config: ServerConfig): ShopperMessageSenders & { close(): void } {
  const result: ShopperMessageSenders & { close(): void } = { close: () => {} }
  const twilio = config.accounts.twilio
  if (twilio) {
    const sms = twilioSmsSender({
      accountSid: twilio.accountSid,
      authToken: twilio.authToken,
      ...(twilio.from ? { from: twilio.from } : {}),
      ...(twilio.messagingServiceSid ? { messagingServiceSid: twilio.messagingServiceSid } : {}),
      ...(twilio.apiBaseUrl ? { apiBaseUrl: twilio.apiBaseUrl } : {}),
    })
    result.sms = async (message) => {
      await sms.send({ to: toE164Australian(message.recipient), body: message.body })
    }
  }
  const email = config.leads.email
  if (email) {
    const sender = shopperEmailSender({ smtpUrl: email.smtpUrl, from: email.from })
    result.email = sender
    result.close = () => sender.close()
  }
  return result
}

export async function startShopperAccounts(config: ServerConfig, db: Database): Promise<ShopperAccounts> {
  const secret = await authSecret(config)
  const instances = new Map<boolean, ShopperAuth>()
  const auth = (secureCookies: boolean) => {
    let instance = instances.get(secureCookies)
    if (!instance) {
      instance = createShopperAuth({ db, secret, secureCookies, codePolicy })
      instances.set(secureCookies, instance)
    }
    return instance
  }
  const outboxSenders = senders(config)
  const worker = startShopperOutbox(db, outboxSenders, {
    intervalMs: Math.min(5_000, config.leads.retryBaseMs),
    policy: { ...defaultOutboxPolicy, baseDelayMs: config.leads.retryBaseMs },
    onError: (error) => serverLogger().error({ err: error }, 'Shopper outbox round failed'),
  })
  return {
    auth,
    secret,
    codePolicy,
    smsSender: outboxSenders.sms,
    poke: worker.poke,
    stop: async () => {
      await worker.stop()
      outboxSenders.close()
    },
  }
}
