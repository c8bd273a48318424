import type { Database } from '@forecourt/db/database'
import { shopperMessages } from '@forecourt/db/schema'
import { desc, eq } from 'drizzle-orm'
import type { Request, Response } from 'express'
import { escapeHtml, isLoopback, listFilter } from './dev-page.ts'

/**
 * `/dev/sms` (HTML) and `/dev/sms.json`: the newest messages to shoppers (sign-in codes, price alerts) in
 * the embedded database, standing in for the shopper's phone while no SMS provider is configured.
 * Mounted only outside production with the embedded database (`devRoutes`) and answered only to requests
 * from this machine. `?to=`
 * narrows the list to one phone number or email address.
 */

const LIMIT = 100

export function devSmsPage(db: Database) {
  return async (request: Request, response: Response) => {
    if (!isLoopback(request)) {
      response.status(404).type('text/plain').send('Not found')
      return
    }
    const to = listFilter(request, response, 'to')
    if (to === false) return
    const rows = await db
      .select()
      .from(shopperMessages)
      .where(to ? eq(shopperMessages.recipient, to) : undefined)
      .orderBy(desc(shopperMessages.id))
      .limit(LIMIT)
    response.set('Cache-Control', 'no-store')
    if (request.path.endsWith('.json')) {
      response.json({ messages: rows })
      return
    }
    const body = rows
      .map(
        (message) => `<tr>
  <td>${escapeHtml(message.createdAt.toISOString())}</td><td>${escapeHtml(message.channel)}</td>
  <td>${escapeHtml(message.purpose)}</td><td>${escapeHtml(message.recipient)}</td><td>${escapeHtml(message.websiteSlug)}</td>
  <td><pre>${message.subject ? `${escapeHtml(message.subject)}\n\n` : ''}${escapeHtml(message.body)}</pre></td><td>${escapeHtml(message.status)}</td>
</tr>`,
      )
      .join('\n')
    response
      .type('html')
      .send(`<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Messages to shoppers (development)</title>
<style>body{font:14px/1.4 system-ui;margin:1.5rem;color:#0f172a}table{border-collapse:collapse;width:100%}th,td{border:1px solid #cbd5e1;padding:.4rem;vertical-align:top;text-align:left}th{background:#f1f5f9}pre{margin:0;white-space:pre-wrap;font:inherit}</style></head>
<body><main><h1>Messages to shoppers</h1>
<p>Development only: the newest ${LIMIT} SMS and emails to shoppers (sign-in codes, price alerts) in the embedded database. They are sent once TWILIO_* (SMS) or SMTP_URL (email) is set. JSON: <a href="/dev/sms.json">/dev/sms.json</a>.</p>
${rows.length ? `<table><thead><tr><th scope="col">Created</th><th scope="col">Channel</th><th scope="col">Purpose</th><th scope="col">To</th><th scope="col">Website</th><th scope="col">Message</th><th scope="col">Status</th></tr></thead><tbody>${body}</tbody></table>` : '<p>No messages yet. Sign in on any demo website and the code appears here.</p>'}
</main></body></html>`)
  }
}
