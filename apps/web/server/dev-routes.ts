import express, { type Router } from 'express'
import { devLeadsPage } from './dev-leads-page.ts'
import { devRefundReservation, devReservationsPage } from './dev-reservations-page.ts'
import { devSmsPage } from './dev-sms-page.ts'
import { formBodyLimit, sameOriginPosts } from './post-guards.ts'
import type { AppServices } from './services.ts'

/**
 * The development pages: the lead outbox, shoppers' messages (sign-in codes among them), and the test
 * payment provider's reservations with their refund button. Null, routing none of them, with
 * NODE_ENV=production or a PostgreSQL database. Each page also answers only to this machine, but that alone
 * does not keep them private: behind a proxy on the same host, every request comes from loopback.
 */
export function devRoutes(
  services: Pick<AppServices, 'config' | 'database' | 'reservations'>,
): Router | null {
  if (services.config.env === 'production' || services.config.database.driver !== 'pglite') return null
  const { db } = services.database
  const routes = express.Router()
  routes.get(['/dev/leads', '/dev/leads.json'], devLeadsPage(db))
  routes.get(['/dev/sms', '/dev/sms.json'], devSmsPage(db))
  if (services.reservations.embedded) {
    routes.get(['/dev/reservations', '/dev/reservations.json'], devReservationsPage(db))
    // A form post like any other: from its own page, and small.
    routes.post(
      '/dev/reservations/:id/refund',
      sameOriginPosts,
      formBodyLimit(),
      devRefundReservation(db, services.reservations),
    )
  }
  return routes
}
