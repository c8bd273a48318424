import { smtpTransport } from '@forecourt/leads/email-sender'
import type { ShopperMessageSender } from './shopper-outbox.ts'

/**
 * Emails a shopper message (a price alert) through the SMTP server the lead emails use. The message id
 * is the message's idempotency key, so a mail system that keeps one copy per id shows a resend once.
 */
export function shopperEmailSender(options: {
  smtpUrl: string
  from: string
  timeoutMs?: number
}): ShopperMessageSender & { close(): void } {
  const transport = smtpTransport(options.smtpUrl, options.timeoutMs)
  const domain = options.from.split('@')[1] ?? 'forecourt.invalid'
  const send: ShopperMessageSender = async (message) => {
    await transport.sendMail({
      from: options.from,
      to: message.recipient,
      subject: message.subject ?? 'A message from your dealer',
      text: message.body,
      messageId: `<${message.idempotencyKey.replaceAll(':', '.')}@${domain}>`,
    })
  }
  return Object.assign(send, { close: () => transport.close() })
}
