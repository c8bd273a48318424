import { createHmac } from 'node:crypto'

/**
 * Each dealer's CRM webhook is signed with its own key, derived from the one platform secret
 * (LEAD_WEBHOOK_SECRET), so no secret is kept in content and one dealer's key cannot sign another's
 * leads. The platform team hands a dealer its key with `npm run -w @forecourt/leads webhook-secret`.
 */
export function dealerWebhookSecret(platformSecret: string, dealerId: string): string {
  return createHmac('sha256', platformSecret).update(`crm-webhook:${dealerId}`).digest('hex')
}
