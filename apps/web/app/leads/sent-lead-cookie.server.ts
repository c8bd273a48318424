import { createCookie } from 'react-router'
import { z } from 'zod'

/**
 * The lead the thank-you page is about, handed over once: the action that stored it sets this cookie on
 * its redirect to /success, and /success reads and clears it. So analytics hears of each lead once (a
 * reload of /success, or a bot shown /success by the honeypot, reports nothing) and the address stays
 * free of ids. The value is only a lead id: /success looks it up among its own dealers' leads, so a forged
 * cookie names nothing.
 */
const cookie = createCookie('sent_lead', {
  httpOnly: true,
  sameSite: 'lax',
  // Not '/success': the browser's data request for the page is /success.data, which that path would not match.
  path: '/',
  // Long enough for a slow redirect on a phone; a stale one is worth nothing.
  maxAge: 10 * 60,
})

const leadId = z.uuid()

export function sentLeadCookie(id: string, secure: boolean): Promise<string> {
  return cookie.serialize(id, { secure })
}

export function clearedSentLeadCookie(secure: boolean): Promise<string> {
  return cookie.serialize('', { secure, maxAge: 0 })
}

/** The lead id the cookie carries, or null (none, or not an id). */
export async function readSentLead(cookieHeader: string | null): Promise<string | null> {
  const parsed = leadId.safeParse(await cookie.parse(cookieHeader))
  return parsed.success ? parsed.data : null
}
