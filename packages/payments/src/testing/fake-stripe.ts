import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

/**
 * A fake of the parts of Stripe's API the payment adapter uses (Checkout Sessions, their expiry, refunds)
 * on loopback, for tests: the real `stripe` client talks to it through its host and port options. It
 * checks the secret key, keeps idempotency keys as Stripe does (the same key answers the same object), and
 * signs webhook events with the library's own test helper.
 */
export interface FakeSession {
  id: string
  object: 'checkout.session'
  url: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'paid' | 'unpaid'
  payment_intent: string | null
  amount_total: number
  currency: string
  client_reference_id: string | null
  customer_email: string | null
  metadata: Record<string, string>
  success_url: string
  cancel_url: string
  expires_at: number
}

export interface SignedWebhook {
  payload: string
  signature: string
}

export interface FakeStripe {
  url: string
  secretKey: string
  webhookSecret: string
  sessions: Map<string, FakeSession>
  /** Refunded PaymentIntent ids, one entry per refund Stripe made (a retried key makes none). */
  refunds: string[]
  /** How many requests reached the API, by route ("POST /v1/checkout/sessions"). */
  requests: Map<string, number>
  /** The shopper pays on Stripe's page: the session completes; its webhook is returned, not sent. */
  pay(sessionId: string): SignedWebhook
  /** A signed event of any type about any object, as Stripe would send it. */
  webhook(type: string, object: object, options?: { timestamp?: number; id?: string }): SignedWebhook
  /** The next `count` API requests answer 500. */
  failNext(count: number): void
  close(): Promise<void>
}

const token = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`

function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      body += chunk
    })
    request.on('end', () => resolve(new URLSearchParams(body)))
    request.on('error', reject)
  })
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

const stripeError = (message: string) => ({ error: { type: 'invalid_request_error', message } })

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`
  const sessions = new Map<string, FakeSession>()
  const refunds: string[] = []
  const requests = new Map<string, number>()
  const idempotent = new Map<string, { status: number; body: unknown }>()
  let failures = 0
  let origin = ''

  function createSession(params: URLSearchParams): FakeSession {
    const id = token('cs_test')
    const amount = Number(params.get('line_items[0][price_data][unit_amount]'))
    const currency = params.get('line_items[0][price_data][currency]') ?? ''
    const metadata: Record<string, string> = {}
    for (const [key, value] of params) {
      const match = /^metadata\[(.+)\]$/.exec(key)
      if (match?.[1]) metadata[match[1]] = value
    }
    return {
      id,
      object: 'checkout.session',
      url: `${origin}/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      amount_total: amount,
      currency,
      client_reference_id: params.get('client_reference_id'),
      customer_email: params.get('customer_email'),
      metadata,
      success_url: params.get('success_url') ?? '',
      cancel_url: params.get('cancel_url') ?? '',
      expires_at: Number(params.get('expires_at')),
    }
  }

  async function answer(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const method = request.method ?? 'GET'
    const path = new URL(request.url ?? '/', 'http://fake').pathname
    const params = method === 'POST' ? await readBody(request) : new URLSearchParams()
    const session = (id: string | undefined) => (id ? sessions.get(id) : undefined)

    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const amount = Number(params.get('line_items[0][price_data][unit_amount]'))
      if (!Number.isInteger(amount) || amount <= 0)
        return { status: 400, body: stripeError('Invalid amount') }
      const expiresIn = Number(params.get('expires_at')) - Date.now() / 1000
      if (expiresIn < 30 * 60) {
        return { status: 400, body: stripeError('expires_at must be at least 30 minutes from now') }
      }
      const created = createSession(params)
      sessions.set(created.id, created)
      return { status: 200, body: created }
    }
    const sessionRoute = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path)
    if (sessionRoute) {
      const found = session(sessionRoute[1])
      if (!found) return { status: 404, body: stripeError('No such checkout.session') }
      if (method === 'GET' && !sessionRoute[2]) return { status: 200, body: found }
      if (method === 'POST' && sessionRoute[2]) {
        if (found.status !== 'open') {
          return { status: 400, body: stripeError(`Only open sessions can be expired (${found.status})`) }
        }
        found.status = 'expired'
        return { status: 200, body: found }
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const paymentIntent = params.get('payment_intent')
      const paid = [...sessions.values()].some((candidate) => candidate.payment_intent === paymentIntent)
      if (!paymentIntent || !paid) return { status: 400, body: stripeError('No such payment_intent') }
      refunds.push(paymentIntent)
      return { status: 200, body: { id: token('re'), object: 'refund', payment_intent: paymentIntent } }
    }
    return { status: 404, body: stripeError(`Unrecognized request URL (${method}: ${path})`) }
  }

  const server = createServer(async (request, response) => {
    const route = `${request.method} ${new URL(request.url ?? '/', 'http://fake').pathname.replace(/\/(cs_test|pi)_[0-9a-f]+/g, '/:id')}`
    requests.set(route, (requests.get(route) ?? 0) + 1)
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return send(response, 401, stripeError('Invalid API Key provided'))
    }
    if (failures > 0) {
      failures--
      return send(response, 500, { error: { type: 'api_error', message: 'The fake is down' } })
    }
    const key = request.headers['idempotency-key']
    const cacheKey = typeof key === 'string' && request.method === 'POST' ? `${route}:${key}` : null
    const cached = cacheKey ? idempotent.get(cacheKey) : undefined
    if (cached) return send(response, cached.status, cached.body)
    const result = await answer(request)
    if (cacheKey) idempotent.set(cacheKey, result)
    send(response, result.status, result.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const webhook: FakeStripe['webhook'] = (type, object, options = {}) => {
    const payload = JSON.stringify({
      id: options.id ?? token('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    })
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      ...(options.timestamp ? { timestamp: options.timestamp } : {}),
    })
    return { payload, signature }
  }

  return {
    url: origin,
    secretKey,
    webhookSecret,
    sessions,
    refunds,
    requests,
    pay(sessionId) {
      const found = sessions.get(sessionId)
      if (!found) throw new Error(`No session ${sessionId}`)
      if (found.status !== 'open')
        throw new Error(`Session ${sessionId} is ${found.status}: it cannot be paid`)
      found.status = 'complete'
      found.payment_status = 'paid'
      found.payment_intent = token('pi')
      return webhook('checkout.session.completed', found)
    },
    webhook,
    failNext(count) {
      failures = count
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
