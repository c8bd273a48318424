import type { AddressInfo } from 'node:net'
import { loadServerConfig } from '@forecourt/config/server-config'
import type { OpenedDatabase } from '@forecourt/db/database'
import { openTestPglite } from '@forecourt/db/testing/pglite-template'
import express from 'express'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { devRoutes } from './dev-routes.ts'
import type { Reservations } from './reservation-services.ts'

let database: OpenedDatabase
let closeServer: (() => void) | undefined
beforeAll(async () => {
  database = await openTestPglite()
})
afterAll(() => database?.close())
afterEach(() => closeServer?.())

/** The development routes as app.ts mounts them, then a 404 for anything they leave. */
async function serve(environment: Record<string, string>) {
  const routes = devRoutes({
    config: loadServerConfig(environment),
    database,
    reservations: { embedded: {} } as unknown as Reservations,
  })
  const app = express()
  if (routes) app.use(routes)
  app.use((_request, response) => {
    response.status(404).type('text/plain').send('Not found')
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  closeServer = () => server.close()
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    get: (path: string) => fetch(`${origin}${path}`),
    post: (path: string, headers: Record<string, string> = {}) =>
      fetch(`${origin}${path}`, { method: 'POST', headers, redirect: 'manual' }),
  }
}

const refund = '/dev/reservations/4b1b6a4e-5d0c-4e5f-9a57-3a8e2f0f1c11/refund'

describe('the development pages', () => {
  it('are never routed with NODE_ENV=production, though the database is embedded', async () => {
    const server = await serve({ NODE_ENV: 'production' })
    for (const path of [
      '/dev/sms.json',
      '/dev/sms',
      '/dev/leads',
      '/dev/leads.json',
      '/dev/reservations.json',
    ])
      expect((await server.get(path)).status, path).toBe(404)
    expect((await server.post(refund, { origin: server.origin })).status).toBe(404)
  })

  it('are never routed on PostgreSQL', () => {
    const config = loadServerConfig({
      NODE_ENV: 'test',
      DATABASE_URL: 'postgres://forecourt@db:5432/forecourt',
      AUTH_SECRET: 'a'.repeat(32),
    })
    expect(devRoutes({ config, database, reservations: { embedded: null } as Reservations })).toBeNull()
  })

  it('list the outboxes to this machine outside production', async () => {
    const server = await serve({ NODE_ENV: 'test' })
    const sms = await server.get('/dev/sms.json')
    expect(sms.status).toBe(200)
    expect(await sms.json()).toEqual({ messages: [] })
    expect((await server.get('/dev/leads.json')).status).toBe(200)
  })

  it("take the refund post only from the page's own origin, as every other form post", async () => {
    const server = await serve({ NODE_ENV: 'development' })
    expect((await server.post(refund)).status).toBe(403)
    expect((await server.post(refund, { origin: 'http://evil.example' })).status).toBe(403)
    // From its own page the post reaches the refund, which finds no paid reservation by that id.
    expect((await server.post(refund, { origin: server.origin })).status).toBe(409)
  })
})
