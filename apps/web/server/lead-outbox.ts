import type { ServerConfig } from '@forecourt/config/server-config'
import { dealerLeadDeliveryQuery } from '@forecourt/content/queries'
import type { Database } from '@forecourt/db/database'
import type { DeliveryChannel } from '@forecourt/db/schema'
import { isAllowedCrmWebhookUrl } from '@forecourt/domain/leads/crm-webhook-url'
import { crmWebhookSender } from '@forecourt/leads/crm-webhook-sender'
import { dealerWebhookSecret } from '@forecourt/leads/dealer-webhook-secret'
import { emailSender } from '@forecourt/leads/email-sender'
import { defaultOutboxPolicy } from '@forecourt/leads/outbox'
import { type DeliverySender, startOutboxWorker } from '@forecourt/leads/outbox-worker'
import type { SanityClient } from '@sanity/client'
import { serverLogger } from './logger.ts'

export interface LeadOutbox {
  /** The channels that send (the others keep their deliveries waiting for the dev page). */
  sendingChannels: DeliveryChannel[]
  /** A lead was just stored: deliver now rather than at the next poll. */
  poke(): void
  stop(): Promise<void>
}

/**
 * Starts delivering the lead outbox on the channels the configuration switches on: CRM webhooks with
 * LEAD_WEBHOOK_SECRET, email with SMTP_URL. Addresses are read from content when sending, so a dealer's
 * changed CRM URL applies to deliveries still waiting.
 */
export function startLeadOutbox(config: ServerConfig, content: SanityClient, db: Database): LeadOutbox {
  const deliveryOf = (dealerId: string) => content.fetch(dealerLeadDeliveryQuery, { dealerId })
  const senders: Partial<Record<DeliveryChannel, DeliverySender>> = {}
  const closers: (() => void)[] = []

  const secret = config.leads.webhookSecret
  if (secret) {
    senders.crm_webhook = crmWebhookSender({
      endpointFor: async (dealerId) => {
        const url = (await deliveryOf(dealerId))?.crmWebhookUrl
        if (!url || !isAllowedCrmWebhookUrl(url)) return null
        return { url, secret: dealerWebhookSecret(secret, dealerId) }
      },
    })
  }
  const email = config.leads.email
  if (email) {
    const sender = emailSender({
      smtpUrl: email.smtpUrl,
      from: email.from,
      recipientsFor: async (dealerId) => (await deliveryOf(dealerId))?.emailRecipients ?? [],
    })
    senders.email = sender
    closers.push(() => sender.close())
  }

  const sendingChannels = Object.keys(senders) as DeliveryChannel[]
  if (sendingChannels.length === 0) {
    return { sendingChannels, poke: () => {}, stop: async () => {} }
  }
  const worker = startOutboxWorker(db, senders, {
    intervalMs: Math.min(5_000, config.leads.retryBaseMs),
    policy: { ...defaultOutboxPolicy, baseDelayMs: config.leads.retryBaseMs },
    onError: (error) => serverLogger().error({ err: error }, 'Lead outbox round failed'),
  })
  return {
    sendingChannels,
    poke: worker.poke,
    stop: async () => {
      await worker.stop()
      for (const close of closers) close()
    },
  }
}
