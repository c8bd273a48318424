import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { deliveryStepSchema, paymentStepSchema, tradeInStepSchema } from './purchase-schema'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

describe('the purchase journey step forms (issue 16)', () => {
  it('takes one of the offered choices and nothing else', () => {
    expect(parseWithZod(form({ tradeIn: 'none' }), { schema: tradeInStepSchema }).status).toBe('success')
    expect(parseWithZod(form({ payment: 'finance' }), { schema: paymentStepSchema }).status).toBe('success')
    const tampered = parseWithZod(form({ payment: 'free' }), { schema: paymentStepSchema })
    expect(tampered.reply().error?.payment).toEqual(['Please choose one of the options.'])
  })

  it('asks for a postcode for delivery, and none for pickup', () => {
    expect(parseWithZod(form({ handover: 'pickup' }), { schema: deliveryStepSchema }).status).toBe('success')
    const missing = parseWithZod(form({ handover: 'delivery' }), { schema: deliveryStepSchema })
    expect(missing.reply().error?.postcode).toEqual(['This is a required field.'])
    const delivery = parseWithZod(form({ handover: 'delivery', postcode: '2750' }), {
      schema: deliveryStepSchema,
    })
    expect(delivery.status === 'success' && delivery.value).toEqual({
      handover: 'delivery',
      postcode: '2750',
    })
  })
})
