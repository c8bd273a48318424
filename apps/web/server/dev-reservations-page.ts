import type { Database } from '@forecourt/db/database'
import { reservations } from '@forecourt/db/schema'
import { depositText } from '@forecourt/domain/purchase/reservation-texts'
import { desc, eq } from 'drizzle-orm'
import type { Request, Response } from 'express'
import { escapeHtml, isLoopback, listFilter } from './dev-page.ts'
import type { Reservations } from './reservation-services.ts'

const LIMIT = 100

/**
 * `/dev/reservations` (HTML) and `/dev/reservations.json`: the newest reservations in the embedded
 * database, and a 'Refund deposit' button standing in for the dealer refunding in the payment provider's
 * dashboard (the test provider then sends its signed refund webhook, as Stripe would). Mounted only with
 * the embedded database and the embedded payment provider, never in production (`devRoutes`); answered
 * only to this machine.
 */
export function devReservationsPage(db: Database) {
  return async (request: Request, response: Response) => {
    if (!isLoopback(request)) {
      response.status(404).type('text/plain').send('Not found')
      return
    }
    const car = listFilter(request, response, 'car')
    if (car === false) return
    const rows = await db
      .select()
      .from(reservations)
      .where(car ? eq(reservations.carId, car) : undefined)
      .orderBy(desc(reservations.createdAt))
      .limit(LIMIT)
    response.set('Cache-Control', 'no-store')
    if (request.path.endsWith('.json')) {
      response.json({ reservations: rows })
      return
    }
    const body = rows
      .map(
        (row) => `<tr>
  <td>${escapeHtml(row.createdAt.toISOString())}</td><td>${escapeHtml(row.websiteSlug)}</td>
  <td><a href="${escapeHtml(row.siteOrigin + row.carPath)}">${escapeHtml(row.carTitle)}</a></td><td>${escapeHtml(depositText(row.depositCents))}</td>
  <td>${escapeHtml(row.status)}</td><td>${escapeHtml(row.holdEndsAt.toISOString())}</td>
  <td>${row.status === 'paid' ? `<form method="post" action="/dev/reservations/${escapeHtml(row.id)}/refund"><button>Refund deposit</button></form>` : ''}</td>
</tr>`,
      )
      .join('\n')
    response
      .type('html')
      .send(`<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reservations (development)</title>
<style>body{font:14px/1.4 system-ui;margin:1.5rem;color:#0f172a}table{border-collapse:collapse;width:100%}th,td{border:1px solid #cbd5e1;padding:.4rem;vertical-align:top;text-align:left}th{background:#f1f5f9}</style></head>
<body><main><h1>Reservations</h1>
<p>Development only: the newest ${LIMIT} reservations, paid on the built-in test payment page. 'Refund deposit' does what a dealer does in the payment provider's dashboard. JSON: <a href="/dev/reservations.json">/dev/reservations.json</a>.</p>
${rows.length ? `<table><thead><tr><th scope="col">Created</th><th scope="col">Website</th><th scope="col">Car</th><th scope="col">Deposit</th><th scope="col">Status</th><th scope="col">Hold ends</th><th scope="col">Dealer</th></tr></thead><tbody>${body}</tbody></table>` : '<p>No reservations yet.</p>'}
</main></body></html>`)
  }
}

/** `POST /dev/reservations/:id/refund`: the dealer refunds the deposit through the test provider. */
export function devRefundReservation(db: Database, services: Reservations) {
  return async (request: Request, response: Response) => {
    const embedded = services.embedded
    if (!isLoopback(request) || !embedded) {
      response.status(404).type('text/plain').send('Not found')
      return
    }
    const id = String(request.params.id ?? '')
    const [row] = /^[0-9a-f-]{36}$/.test(id)
      ? await db.select().from(reservations).where(eq(reservations.id, id))
      : []
    if (!row?.providerPaymentId || row.status !== 'paid') {
      response.status(409).type('text/plain').send('Only a paid reservation can be refunded.')
      return
    }
    await embedded.refund(row.providerPaymentId, `refund-${row.providerPaymentId}`)
    response.redirect(303, '/dev/reservations')
  }
}
