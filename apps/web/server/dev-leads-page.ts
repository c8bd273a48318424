import type { Database } from '@forecourt/db/database'
import { financeCustomers, leadEvents, leads, outboxDeliveries } from '@forecourt/db/schema'
import { desc, eq, inArray } from 'drizzle-orm'
import type { Request, Response } from 'express'
import { escapeHtml, isLoopback, listFilter } from './dev-page.ts'

/**
 * `/dev/leads` (HTML) and `/dev/leads.json`: the newest leads with their events and outbox deliveries, so
 * a developer (and the end-to-end tests) can see what a form stored and what would be sent. Mounted only
 * outside production with the embedded database (`devRoutes`) and answered only to requests from this
 * machine. `?email=` narrows the list to one shopper. A finance enquiry lists its finance customer.
 */

const LIMIT = 100

async function recentLeads(db: Database, email: string | null) {
  const rows = await db
    .select()
    .from(leads)
    .where(email ? eq(leads.email, email) : undefined)
    .orderBy(desc(leads.createdAt))
    .limit(LIMIT)
  const ids = rows.map((lead) => lead.id)
  if (ids.length === 0) return []
  const [events, deliveries, customers] = await Promise.all([
    db.select().from(leadEvents).where(inArray(leadEvents.leadId, ids)).orderBy(leadEvents.id),
    db
      .select()
      .from(outboxDeliveries)
      .where(inArray(outboxDeliveries.leadId, ids))
      .orderBy(outboxDeliveries.id),
    db.select().from(financeCustomers).where(inArray(financeCustomers.leadId, ids)),
  ])
  return rows.map((lead) => ({
    ...lead,
    events: events.filter((event) => event.leadId === lead.id),
    deliveries: deliveries.filter((delivery) => delivery.leadId === lead.id),
    financeCustomer: customers.find((customer) => customer.leadId === lead.id) ?? null,
  }))
}

function page(rows: Awaited<ReturnType<typeof recentLeads>>): string {
  const body = rows
    .map(
      (lead) => `<tr>
  <td>${escapeHtml(lead.createdAt.toISOString())}</td><td>${escapeHtml(lead.dealerId)}</td>
  <td>${escapeHtml(lead.category)}${lead.subcategory ? ` / ${escapeHtml(lead.subcategory)}` : ''}</td>
  <td>${escapeHtml(lead.leadEventId)}</td><td>${escapeHtml(lead.status)}</td>
  <td>${escapeHtml(lead.name)}<br>${escapeHtml(lead.email)}<br>${escapeHtml(lead.phone)}</td>
  <td>${lead.events.map((event) => escapeHtml(event.type)).join(', ')}</td>
  <td>${lead.deliveries.map((delivery) => `${escapeHtml(delivery.channel)}: ${escapeHtml(delivery.status)} (${escapeHtml(delivery.attempts)} attempts)${delivery.lastError ? ` ${escapeHtml(delivery.lastError)}` : ''}`).join('<br>')}</td>
</tr>`,
    )
    .join('\n')
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Leads and deliveries (development)</title>
<style>body{font:14px/1.4 system-ui;margin:1.5rem;color:#0f172a}table{border-collapse:collapse;width:100%}th,td{border:1px solid #cbd5e1;padding:.4rem;vertical-align:top;text-align:left}th{background:#f1f5f9}</style></head>
<body><main><h1>Leads and deliveries</h1>
<p>Development only: the newest ${LIMIT} leads in the embedded database, with their events and outbox deliveries. Deliveries stay pending until LEAD_WEBHOOK_SECRET or SMTP_URL is set. JSON: <a href="/dev/leads.json">/dev/leads.json</a>.</p>
${rows.length ? `<table><thead><tr><th scope="col">Received</th><th scope="col">Dealer</th><th scope="col">Category</th><th scope="col">Event id</th><th scope="col">Status</th><th scope="col">Shopper</th><th scope="col">Events</th><th scope="col">Deliveries</th></tr></thead><tbody>${body}</tbody></table>` : '<p>No leads yet. Send a form on any demo website and it appears here.</p>'}
</main></body></html>`
}

export function devLeadsPage(db: Database) {
  return async (request: Request, response: Response) => {
    if (!isLoopback(request)) {
      response.status(404).type('text/plain').send('Not found')
      return
    }
    const email = listFilter(request, response, 'email')
    if (email === false) return
    const rows = await recentLeads(db, email)
    response.set('Cache-Control', 'no-store')
    if (request.path.endsWith('.json')) response.json({ leads: rows })
    else response.type('html').send(page(rows))
  }
}
