import { dealerWebhookSecret } from '../dealer-webhook-secret.ts'

// Prints the key a dealer's CRM verifies lead webhooks with: LEAD_WEBHOOK_SECRET=… webhook-secret <dealer id>
const [dealerId] = process.argv.slice(2)
const secret = process.env.LEAD_WEBHOOK_SECRET
if (!dealerId || !secret) {
  console.error(
    'Usage: LEAD_WEBHOOK_SECRET=… npm run -w @forecourt/leads webhook-secret -- <dealer document id>',
  )
  process.exit(2)
}
console.log(dealerWebhookSecret(secret, dealerId))
