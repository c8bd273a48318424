import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A rego and VIN data service's API on loopback, for tests: `GET /vehicles?state=&plate=` or `?vin=`
 * with a Bearer key, as `https-vehicle-lookup.ts` calls it. `failNext(n, status)` answers the next n
 * requests with that status; `slowNext(n, ms)` answers them late.
 */

export interface FakeVehicleRecord {
  state: string
  plate: string
  vehicle: Record<string, unknown>
}

export interface FakeVehicleDataService {
  url: string
  requests: { query: string; authorised: boolean }[]
  failNext(count: number, status: number): void
  slowNext(count: number, delayMs: number): void
  close(): Promise<void>
}

export async function startFakeVehicleDataService(
  apiKey: string,
  records: readonly FakeVehicleRecord[],
): Promise<FakeVehicleDataService> {
  const requests: FakeVehicleDataService['requests'] = []
  let failing = { count: 0, status: 500 }
  let slow = { count: 0, delayMs: 0 }
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    const authorised = request.headers.authorization === `Bearer ${apiKey}`
    requests.push({ query: url.search, authorised })
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const respond = () => {
      if (failing.count > 0) {
        failing.count--
        return answer(failing.status, { error: 'failing on purpose' })
      }
      if (!authorised) return answer(401, { error: 'unauthorised' })
      if (url.pathname !== '/vehicles') return answer(404, { error: 'no such path' })
      const vin = url.searchParams.get('vin')?.toUpperCase()
      const state = url.searchParams.get('state')?.toUpperCase()
      const plate = url.searchParams.get('plate')?.toUpperCase()
      const record = records.find((candidate) =>
        vin
          ? String(candidate.vehicle.vin ?? '').toUpperCase() === vin
          : candidate.state === state && candidate.plate === plate,
      )
      return record ? answer(200, { vehicle: record.vehicle }) : answer(404, { error: 'not found' })
    }
    if (slow.count > 0) {
      slow.count--
      setTimeout(respond, slow.delayMs)
    } else respond()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (count, status) => {
      failing = { count, status }
    },
    slowNext: (count, delayMs) => {
      slow = { count, delayMs }
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
