import { NO_LEAD_DELIVERY_MESSAGE } from '@forecourt/domain/leads/lead-delivery'
import { describe, expect, it } from 'vitest'
import { warnDealersWithoutLeadDelivery } from './lead-delivery-check.ts'

function recordingLogger() {
  const lines: { level: string; fields: unknown; message: string }[] = []
  return {
    lines,
    warn: (fields: unknown, message: string) => lines.push({ level: 'warn', fields, message }),
    error: (fields: unknown, message: string) => lines.push({ level: 'error', fields, message }),
  }
}

describe('the start-up check of lead delivery', () => {
  it('warns once for each dealer with neither a CRM webhook nor a lead email', async () => {
    const content = {
      fetch: async () => [
        {
          id: 'd1',
          name: 'Emailed',
          slug: 'emailed',
          leadDelivery: { crmWebhookUrl: null, emailRecipients: ['a@b.com'] },
        },
        { id: 'd2', name: 'Nowhere', slug: 'nowhere', leadDelivery: null },
        {
          id: 'd3',
          name: 'Hooked',
          slug: 'hooked',
          leadDelivery: { crmWebhookUrl: 'https://crm.example.com', emailRecipients: null },
        },
      ],
    }
    const logger = recordingLogger()
    const warned = await warnDealersWithoutLeadDelivery(content as never, logger as never)
    expect(warned).toEqual(['nowhere'])
    expect(logger.lines).toEqual([
      { level: 'warn', fields: { dealer: 'nowhere', dealerId: 'd2' }, message: NO_LEAD_DELIVERY_MESSAGE },
    ])
  })

  it('never stops the start-up when content cannot be read', async () => {
    const logger = recordingLogger()
    const content = { fetch: async () => Promise.reject(new Error('content down')) }
    expect(await warnDealersWithoutLeadDelivery(content as never, logger as never)).toEqual([])
    expect(logger.lines.map((line) => line.level)).toEqual(['error'])
  })
})
