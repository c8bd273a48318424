import { describe, expect, it } from 'vitest'
import { isAllowedCrmWebhookUrl } from './crm-webhook-url.ts'

describe('CRM webhook addresses', () => {
  it('takes https addresses of real hosts', () => {
    expect(isAllowedCrmWebhookUrl('https://crm.example.com.au/leads?dealer=12')).toBe(true)
  })

  it('refuses plain http, except to this machine', () => {
    expect(isAllowedCrmWebhookUrl('http://crm.example.com.au/leads')).toBe(false)
    expect(isAllowedCrmWebhookUrl('http://localhost:4010/leads')).toBe(true)
    expect(isAllowedCrmWebhookUrl('http://127.0.0.1:4010/leads')).toBe(true)
  })

  it('refuses other schemes, credentials in the address, bare hosts and text that is no URL', () => {
    expect(isAllowedCrmWebhookUrl('ftp://crm.example.com/leads')).toBe(false)
    expect(isAllowedCrmWebhookUrl('https://user:pw@crm.example.com/leads')).toBe(false)
    expect(isAllowedCrmWebhookUrl('https://intranet/leads')).toBe(false)
    expect(isAllowedCrmWebhookUrl('crm.example.com/leads')).toBe(false)
  })
})
