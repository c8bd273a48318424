import { type APIRequestContext, expect } from '@playwright/test'
import { siteRequest } from './leads'

/** A message to a shopper as the dev page's JSON lists it (apps/web/server/dev-sms-page.ts). */
export interface ShopperMessage {
  channel: 'sms' | 'email'
  purpose: 'sign_in_code' | 'price_alert' | 'finance_code' | 'lead_confirmation'
  recipient: string
  body: string
  websiteSlug: string
  status: string
}

/**
 * The messages sent to this phone number (or email), newest first, from the dev outbox (of the shared
 * server, or of the server at `origin`).
 */
export async function messagesTo(
  request: APIRequestContext,
  slug: string,
  to: string,
  origin?: string,
): Promise<ShopperMessage[]> {
  const target = siteRequest(slug, `/dev/sms.json?${new URLSearchParams({ to })}`)
  const url = origin ? `${origin}${new URL(target.url).pathname}${new URL(target.url).search}` : target.url
  const response = await request.get(url, { headers: target.headers })
  if (!response.ok()) throw new Error(`/dev/sms.json answered ${response.status()}`)
  return ((await response.json()) as { messages: ShopperMessage[] }).messages
}

/** The newest code texted to this mobile, read from the dev outbox as the shopper reads their phone. */
export async function latestCode(
  request: APIRequestContext,
  slug: string,
  mobile: string,
  options: { purpose?: ShopperMessage['purpose']; origin?: string } = {},
): Promise<string> {
  let code: string | undefined
  await expect(async () => {
    const [newest] = (await messagesTo(request, slug, mobile, options.origin)).filter(
      (message) => message.purpose === (options.purpose ?? 'sign_in_code'),
    )
    code = newest?.body.match(/^(\d{6}) is your /)?.[1]
    expect(code).toMatch(/^\d{6}$/)
  }).toPass({ timeout: 10_000 })
  return code!
}

/** A code that is not this one. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
