import { loadServerConfig } from '@forecourt/config/server-config'
import type { OpenedDatabase } from '@forecourt/db/database'
import { openTestPglite } from '@forecourt/db/testing/pglite-template'
import type { SearchConnection } from '@forecourt/search/search-connection'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { serverLogger } from './logger.ts'
import { startReservations } from './reservation-services.ts'

let database: OpenedDatabase
beforeAll(async () => {
  database = await openTestPglite()
})
afterAll(() => database?.close())
afterEach(() => vi.restoreAllMocks())

const start = (environment: Record<string, string>) =>
  startReservations({
    config: loadServerConfig(environment),
    db: database.db,
    search: {} as SearchConnection,
    authSecret: 'an-auth-secret-of-at-least-32-characters',
    pokeOutboxes: () => {},
    confirmationFor: async () => null,
  })

describe('reservation services', () => {
  it('in production without Stripe take no deposits, on no test page, and say why at start-up', async () => {
    // Security issue: "in production the test provider never exists; reserve and buy-online are hidden
    // ... and the server logs why at start-up, until a payment provider is configured".
    const warn = vi.spyOn(serverLogger(), 'warn').mockImplementation(() => {})
    const reservations = start({ NODE_ENV: 'production' })
    expect(reservations.desk).toBeNull()
    expect(reservations.embedded).toBeNull()
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^Reserve and buy online are off: .*STRIPE_SECRET_KEY/),
    )
    await reservations.stop()
  })

  it('take deposits on the test payment page outside production', async () => {
    const warn = vi.spyOn(serverLogger(), 'warn')
    const reservations = start({ NODE_ENV: 'test' })
    expect(reservations.desk?.provider.name).toBe('embedded')
    expect(reservations.embedded).not.toBeNull()
    expect(warn).not.toHaveBeenCalled()
    await reservations.stop()
  })

  it('take deposits through Stripe in production once it is configured', async () => {
    const reservations = start({
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_test_0123456789abcdef',
      STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
    })
    expect(reservations.desk?.provider.name).toBe('stripe')
    expect(reservations.embedded).toBeNull()
    await reservations.stop()
  })
})
