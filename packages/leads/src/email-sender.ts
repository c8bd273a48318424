import { createTransport } from 'nodemailer'
import type { Lead } from './outbox.ts'
import type { DeliverySender } from './outbox-worker.ts'

/**
 * Emails leads to the dealer's addresses through an SMTP server. The message id is the delivery's
 * idempotency key, so a mail system that keeps one copy per id shows a resent lead once.
 */
export function emailSender(options: {
  smtpUrl: string
  from: string
  /** The dealer's lead addresses; none means the delivery fails and is retried. */
  recipientsFor: (dealerId: string) => Promise<readonly string[]>
  timeoutMs?: number
}): DeliverySender & { close(): void } {
  const transport = smtpTransport(options.smtpUrl, options.timeoutMs)
  const send: DeliverySender = async (delivery) => {
    const recipients = await options.recipientsFor(delivery.lead.dealerId)
    if (recipients.length === 0)
      throw new Error(`No lead email address is configured for ${delivery.lead.dealerId}`)
    const domain = options.from.split('@')[1] ?? 'forecourt.invalid'
    await transport.sendMail({
      from: options.from,
      to: [...recipients],
      replyTo: delivery.lead.email ?? undefined,
      subject: leadSubject(delivery.lead),
      text: leadText(delivery.lead),
      messageId: `<${delivery.idempotencyKey.replaceAll(':', '.')}@${domain}>`,
    })
  }
  return Object.assign(send, { close: () => transport.close() })
}

/** An SMTP transport that gives up on a silent server after `timeoutMs` (15 s) at every stage. */
export function smtpTransport(smtpUrl: string, timeoutMs = 15_000) {
  return createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  })
}

export function leadSubject(lead: Lead): string {
  const topic = [lead.category, lead.subcategory].filter(Boolean).join(': ')
  const vehicle = [lead.vehicleMake, lead.vehicleModel].filter(Boolean).join(' ')
  return [`New lead: ${topic}`, vehicle, lead.name].filter(Boolean).join(' - ')
}

const line = (label: string, value: unknown) =>
  value === null || value === undefined || value === '' ? null : `${label}: ${String(value)}`

export function leadText(lead: Lead): string {
  const extra = Object.entries(lead.fields ?? {}).map(([key, value]) =>
    line(key, Array.isArray(value) ? value.join(', ') : value),
  )
  return [
    line('Category', lead.category),
    line('Subcategory', lead.subcategory),
    line('Name', lead.name),
    line('Email', lead.email),
    line('Phone', lead.phone),
    line('Comments', lead.message),
    line('Car', lead.carId),
    line('Stock number', lead.stockNumber),
    line('Vehicle', [lead.vehicleMake, lead.vehicleModel].filter(Boolean).join(' ')),
    line('Car type', lead.carType),
    line('Location', lead.locationId),
    ...extra,
    line('Opted in to marketing', lead.optIn ? 'yes' : 'no'),
    line('Lead id', lead.id),
    line('Received', lead.createdAt.toISOString()),
  ]
    .filter(Boolean)
    .join('\n')
}
