/**
 * Which addresses a dealer's CRM webhook may have. Leads carry personal details, so they go over https
 * only; plain http is allowed to loopback alone, for a developer's local CRM and for tests. The Studio
 * checks this when the URL is entered and the server again before sending, so a bad value can neither be
 * published nor used.
 */

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

export const CRM_WEBHOOK_URL_MESSAGE =
  'Use a full https:// address, e.g. https://crm.example.com.au/leads (http:// only for localhost).'

export function isAllowedCrmWebhookUrl(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (url.protocol === 'https:') return url.hostname.includes('.') || LOOPBACK_HOSTS.has(url.hostname)
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)
}
