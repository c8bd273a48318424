import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/**
 * A finance broker's API on loopback, for tests: `POST /quote` and `POST /customers` as
 * `broker-finance-provider.ts` calls them, a Bearer key, one customer per Idempotency-Key, and switches
 * for failures: the next answers an error or late, or the broker down (connections dropped unanswered).
 * `POST /__fake/{fail-next,slow-next,down,up}` flips the same switches from another process.
 */

export interface FakeBrokerRequest {
  path: string
  idempotencyKey: string | null
  authorised: boolean
  body: unknown
}

export interface FakeCustomer {
  customerId: string
  redirectUrl: string
  data: Record<string, unknown>
}

export interface FakeBroker {
  url: string
  requests: FakeBrokerRequest[]
  customers: Map<string, FakeCustomer>
  failNext(count: number, answer: { status: number; error?: string; delayMs?: number }): void
  slowNext(count: number, delayMs: number): void
  setDown(down: boolean): void
  close(): Promise<void>
}

const RATES = { GREAT: 8.99, DECENT: 11.99, POOR: 15.99 } as const
const REQUIRED_CUSTOMER_FIELDS = [
  'phoneNumber',
  'firstName',
  'lastName',
  'email',
  'purchasePrice',
  'loanTerm',
]

function weekly(price: number, years: number, rate: number): number {
  const periodRate = rate / 100 / 52
  const count = Math.round(years * 52)
  const growth = (1 + periodRate) ** count
  return Math.round(((price * growth * periodRate) / (growth - 1)) * 100) / 100
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

export async function startFakeBroker(options: { apiKey: string }): Promise<FakeBroker> {
  const requests: FakeBrokerRequest[] = []
  const customers = new Map<string, FakeCustomer>()
  const failures: { status: number; error?: string; delayMs?: number }[] = []
  const delays: number[] = []
  let down = false
  const sockets = new Set<Socket>()

  const switches = {
    failNext: (count: number, answer: { status: number; error?: string; delayMs?: number }) => {
      for (let index = 0; index < count; index++) failures.push(answer)
    },
    slowNext: (count: number, delayMs: number) => {
      for (let index = 0; index < count; index++) delays.push(delayMs)
    },
    setDown: (value: boolean) => {
      down = value
    },
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const path = new URL(request.url ?? '/', 'http://fake').pathname
    let body: Record<string, unknown> = {}
    try {
      body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {}
    } catch {
      return json(response, 400, { error: 'The body is not JSON.' })
    }
    if (path.startsWith('/__fake/')) return control(path, body, response)
    if (down) return request.socket.destroy()
    const authorised = request.headers.authorization === `Bearer ${options.apiKey}`
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null
    requests.push({ path, idempotencyKey, authorised, body })
    const failure = failures.shift()
    const delay = failure?.delayMs ?? delays.shift() ?? 0
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay))
    if (failure) return json(response, failure.status, failure.error ? { error: failure.error } : {})
    if (!authorised) return json(response, 401, { error: 'Invalid API key' })
    if (request.method !== 'POST') return json(response, 405, { error: 'POST only' })
    if (path === '/quote') return quote(body, response)
    if (path === '/customers') return customer(body, idempotencyKey, response)
    return json(response, 404, { error: `No ${path} here` })
  }

  function quote(body: Record<string, unknown>, response: ServerResponse) {
    const score = body.selfAssessedCreditScore as keyof typeof RATES
    const price = Number(body.purchasePrice)
    const term = Number(body.loanTerm)
    if (!(score in RATES) || !(price > 0) || !(term > 0))
      return json(response, 400, { error: 'Incomplete quote request' })
    const advertisedRate = RATES[score]
    return json(response, 200, {
      weeklyRepaymentAmount: weekly(price, term, advertisedRate),
      advertisedRate,
      comparisonRate: Math.round((advertisedRate + 0.6) * 100) / 100,
    })
  }

  function customer(body: Record<string, unknown>, key: string | null, response: ServerResponse) {
    const data = (body.data ?? {}) as Record<string, unknown>
    const missing = REQUIRED_CUSTOMER_FIELDS.find((field) => data[field] === undefined || data[field] === '')
    if (missing) return json(response, 400, { error: `data.${missing} is required` })
    if (!key) return json(response, 400, { error: 'Idempotency-Key is required' })
    let created = customers.get(key)
    if (!created) {
      const customerId = randomUUID()
      created = { customerId, redirectUrl: `https://apply.broker.example/continue/${customerId}`, data }
      customers.set(key, created)
    }
    return json(response, 201, { customerId: created.customerId, redirectUrl: created.redirectUrl })
  }

  function control(path: string, body: Record<string, unknown>, response: ServerResponse) {
    const count = Number(body.count ?? 1)
    if (path === '/__fake/fail-next') {
      switches.failNext(count, {
        status: Number(body.status ?? 503),
        error: typeof body.error === 'string' ? body.error : undefined,
      })
    } else if (path === '/__fake/slow-next') switches.slowNext(count, Number(body.delayMs ?? 1000))
    else if (path === '/__fake/down') switches.setDown(true)
    else if (path === '/__fake/up') switches.setDown(false)
    else if (path === '/__fake/customers') {
      return json(response, 200, { customers: Object.fromEntries(customers), requests })
    } else return json(response, 404, { error: 'No such switch' })
    return json(response, 200, { ok: true })
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy())
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    customers,
    ...switches,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
