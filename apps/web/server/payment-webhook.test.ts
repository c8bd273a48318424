import type { AddressInfo } from 'node:net'
import { PaymentWebhookError } from '@forecourt/payments/payment-provider'
import type { ReservationDesk } from '@forecourt/payments/reservations'
import express from 'express'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { paymentWebhookRoute } from './payment-webhook.ts'

let closeServer: (() => void) | undefined
afterEach(() => {
  closeServer?.()
  vi.restoreAllMocks()
})

/** The route as app.ts mounts it, on a provider that refuses every signature. */
async function serve() {
  const desk = {
    provider: {
      readWebhook: () => {
        throw new PaymentWebhookError('No signatures found matching the expected signature')
      },
    },
  } as unknown as ReservationDesk
  const app = express()
  // As in production: Express's default error handler logs every error's stack unless env is 'test'.
  app.set('env', 'production')
  app.post('/api/payments/webhook', ...paymentWebhookRoute(desk))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  closeServer = () => server.close()
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return (body: string) =>
    fetch(`${origin}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body,
    })
}

describe('the payment webhook route', () => {
  it('answers an oversized body 413 in JSON, with no stack trace in the log', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const post = await serve()
    const answer = await post(JSON.stringify({ padding: 'x'.repeat(300 * 1024) }))
    expect(answer.status).toBe(413)
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await answer.json()).toEqual({ message: 'Webhook body too large.' })
    expect(logged).not.toHaveBeenCalled()
  })

  it('still reads a body under the limit and refuses its bad signature with 400', async () => {
    const post = await serve()
    const answer = await post(JSON.stringify({ id: 'evt_1', padding: 'x'.repeat(200 * 1024) }))
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({ message: 'The webhook signature is not valid.' })
  })
})
