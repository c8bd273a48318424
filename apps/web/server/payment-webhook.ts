import { PaymentWebhookError } from '@forecourt/payments/payment-provider'
import express, { type NextFunction, type Request, type Response } from 'express'
import { serverLogger } from './logger.ts'
import type { PaymentReceiver } from './reservation-services.ts'

/**
 * `POST /api/payments/webhook`: the payment provider's signed events (Stripe's, or the embedded test
 * provider's in the same format). A body whose signature or age does not check out is a 400 and changes
 * nothing; an event already handled answers 200 again; one that could not be handled now is a 500, so the
 * provider delivers it again later.
 */
export function paymentWebhookHandler(desk: PaymentReceiver) {
  return async (request: Request, response: Response) => {
    const body = typeof request.body === 'string' ? request.body : ''
    let event: ReturnType<PaymentReceiver['provider']['readWebhook']>
    try {
      event = desk.provider.readWebhook(body, request.get('stripe-signature') ?? null)
    } catch (error) {
      if (!(error instanceof PaymentWebhookError)) throw error
      response.status(400).json({ message: 'The webhook signature is not valid.' })
      return
    }
    try {
      const outcome = await desk.receive(event)
      response.json({ received: true, outcome })
    } catch (error) {
      serverLogger().error({ err: error, eventId: event.id }, 'A payment webhook was not handled')
      response.status(500).json({ message: 'The event was not handled; deliver it again later.' })
    }
  }
}

/** Webhook events are a few kilobytes; Stripe's largest are well under this. */
const MAX_WEBHOOK_BYTES = '256kb'

/**
 * `POST /api/payments/webhook` as mounted: the raw body (signatures are over its exact bytes), the handler,
 * and a body over the limit answered 413 in JSON, as the content webhook does, rather than left to Express's
 * default error page (HTML, and a stack trace in the log for every oversized post).
 */
export function paymentWebhookRoute(desk: PaymentReceiver) {
  return [
    express.text({ type: () => true, limit: MAX_WEBHOOK_BYTES }),
    paymentWebhookHandler(desk),
    (error: { status?: number }, _request: Request, response: Response, next: NextFunction) => {
      if (error.status !== 413) return next(error)
      response.status(413).json({ message: 'Webhook body too large.' })
    },
  ]
}
