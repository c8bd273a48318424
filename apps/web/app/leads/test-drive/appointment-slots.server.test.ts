import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { loadServerConfig } from '@forecourt/config/server-config'
import type { SlotLocationHours } from '@forecourt/domain/leads/test-drive-slots'
import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createAppointmentSlots } from './appointment-service.server'
import {
  APPOINTMENT_TIMEOUT_MS,
  type AppointmentSlots,
  createEmbeddedAppointmentSlots,
  createHttpAppointmentSlots,
  type Slot,
  type SlotQuery,
} from './appointment-slots.server'

/**
 * The HTTP appointment adapter against a fake appointment service on loopback: what it asks, what it
 * accepts, and that every kind of failure falls back to the slots from the opening hours.
 */

type Handler = (request: IncomingMessage, response: ServerResponse) => void

let server: Server
let baseUrl: string
let handler: Handler
let requests: URL[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(new URL(request.url ?? '/', baseUrl))
    handler(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  requests = []
})

const json =
  (body: unknown, status = 200): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json' })
    response.end(typeof body === 'string' ? body : JSON.stringify(body))
  }

/** Monday 23 November 2026, 6:00am in Sydney. */
const now = new Date('2026-11-22T19:00:00Z')
const query: SlotQuery = {
  dealerId: 'dealer-harbourside-volkswagen',
  locationId: 'location-harbourside-volkswagen-sales',
  from: now,
  days: 14,
}

const fallbackSlots: Slot[] = [{ date: '2026-11-23', time: '09:00', startsAt: '2026-11-22T22:00:00.000Z' }]
const fallback: AppointmentSlots = { slotsFor: async () => fallbackSlots }

function adapter(timeoutMs = 2000) {
  const reasons: string[] = []
  const slots = createHttpAppointmentSlots({
    url: `${baseUrl}/v1/test-drive-slots?brand=vw`,
    fallback,
    timeoutMs,
    onFallback: (reason) => reasons.push(reason),
  })
  return { slots, reasons }
}

describe('the HTTP appointment adapter', () => {
  it("asks for the dealer's location and fortnight, and returns the service's slots in time order", async () => {
    let accept: string | undefined
    handler = (request, response) => {
      accept = request.headers.accept
      json({
        slots: [
          { date: '2026-11-24', time: '10:30', starts_at: '2026-11-23T23:30:00Z' },
          { date: '2026-11-23', time: '14:00', starts_at: '2026-11-23T14:00:00+11:00' },
          // A repeat and one already past are dropped.
          { date: '2026-11-23', time: '14:00', starts_at: '2026-11-23T03:00:00Z' },
          { date: '2026-11-22', time: '09:00', starts_at: '2026-11-21T22:00:00Z' },
        ],
      })(request, response)
    }
    const { slots, reasons } = adapter()
    expect(await slots.slotsFor(query)).toEqual([
      { date: '2026-11-23', time: '14:00', startsAt: '2026-11-23T03:00:00.000Z' },
      { date: '2026-11-24', time: '10:30', startsAt: '2026-11-23T23:30:00.000Z' },
    ])
    expect(reasons).toEqual([])
    expect(accept).toBe('application/json')
    const [asked] = requests
    expect(asked?.pathname).toBe('/v1/test-drive-slots')
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
      brand: 'vw',
      dealer_id: 'dealer-harbourside-volkswagen',
      location_id: 'location-harbourside-volkswagen-sales',
      from: '2026-11-22T19:00:00.000Z',
      days: '14',
    })
  })

  it('takes an empty list as fully booked, not as a failure', async () => {
    handler = json({ slots: [] })
    const { slots, reasons } = adapter()
    expect(await slots.slotsFor(query)).toEqual([])
    expect(reasons).toEqual([])
  })

  it('falls back to the opening hours on an error status', async () => {
    handler = json({ error: 'down for maintenance' }, 503)
    const { slots, reasons } = adapter()
    expect(await slots.slotsFor(query)).toEqual(fallbackSlots)
    expect(reasons).toEqual(['HTTP 503'])
  })

  it('falls back on an answer that is not JSON, or not the expected shape', async () => {
    const { slots, reasons } = adapter()
    handler = json('<html>Bad gateway</html>')
    expect(await slots.slotsFor(query)).toEqual(fallbackSlots)
    handler = json({ slots: [{ date: '24/11/2026', time: '9am', starts_at: 'soon' }] })
    expect(await slots.slotsFor(query)).toEqual(fallbackSlots)
    handler = json({ appointments: [] })
    expect(await slots.slotsFor(query)).toEqual(fallbackSlots)
    expect(reasons).toHaveLength(3)
    expect(reasons[1]).toMatch(/^unexpected answer: slots\.0\.date/)
    expect(reasons[2]).toMatch(/^unexpected answer: slots/)
  })

  it('falls back when the service does not answer in time (5 s in production)', async () => {
    expect(APPOINTMENT_TIMEOUT_MS).toBe(5000)
    handler = (_request, response) => {
      const timer = setTimeout(() => json({ slots: [] })(_request, response), 2000)
      response.on('close', () => clearTimeout(timer))
    }
    const { slots, reasons } = adapter(150)
    const started = Date.now()
    expect(await slots.slotsFor(query)).toEqual(fallbackSlots)
    expect(Date.now() - started).toBeLessThan(1500)
    expect(reasons).toEqual(['no answer within 150 ms'])
  })

  it('falls back when nothing listens at the address', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const reasons: string[] = []
    const slots = createHttpAppointmentSlots({
      url: `http://127.0.0.1:${port}/slots`,
      fallback,
      onFallback: (reason) => reasons.push(reason),
    })
    expect(await slots.slotsFor(query)).toEqual(fallbackSlots)
    expect(reasons).toHaveLength(1)
  })

  it('logs the fallback to the server log by default', async () => {
    handler = json({}, 500)
    const logged: unknown[][] = []
    const original = console.warn
    console.warn = (...args: unknown[]) => logged.push(args)
    try {
      const slots = createHttpAppointmentSlots({ url: `${baseUrl}/slots`, fallback })
      expect(await slots.slotsFor(query)).toEqual(fallbackSlots)
    } finally {
      console.warn = original
    }
    expect(String(logged[0]?.[0])).toContain(
      'Test-drive appointment service failed for location-harbourside-volkswagen-sales (HTTP 500)',
    )
  })
})

describe('the embedded slots', () => {
  const hours: SlotLocationHours = {
    timeZone: 'Australia/Sydney',
    openingHours: [1, 2, 3, 4, 5].map((weekday) => ({
      weekday,
      status: 'Open',
      open: '08:30',
      close: '17:30',
    })),
  }

  it("come from the location's opening hours, and there are none for a location the dealer lacks", async () => {
    const asked: unknown[] = []
    const embedded = createEmbeddedAppointmentSlots(async (location) => {
      asked.push(location)
      return location.locationId === query.locationId ? hours : null
    })
    const slots = await embedded.slotsFor(query)
    expect(slots[0]).toEqual({ date: '2026-11-23', time: '09:00', startsAt: '2026-11-22T22:00:00.000Z' })
    expect(slots).toHaveLength(10 * 8)
    expect(asked).toEqual([{ dealerId: query.dealerId, locationId: query.locationId }])
    expect(await embedded.slotsFor({ ...query, locationId: 'location-elsewhere' })).toEqual([])
  })

  it('are the service with no TEST_DRIVE_SLOTS_URL; the location is read from content', async () => {
    const params: unknown[] = []
    const content = {
      fetch: async (_query: string, queryParams: unknown) => {
        params.push(queryParams)
        return hours
      },
    } as unknown as SanityClient
    const service = createAppointmentSlots(loadServerConfig({}), content)
    expect(await service.slotsFor(query)).toHaveLength(80)
    expect(params).toEqual([{ dealerId: query.dealerId, locationId: query.locationId }])
    expect(requests).toEqual([])
  })
})
