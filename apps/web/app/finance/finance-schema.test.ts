import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { financeDetailsSchema, financeEstimateSchema } from './finance-schema'

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one)
  }
  return data
}

describe('the quick estimate (forms document sections 5 and 9)', () => {
  it('takes digits only from the price and clamps it to 10,000..200,000; credit GREAT by default', () => {
    const low = parseWithZod(form({ amount: '$5,000', term: '5' }), { schema: financeEstimateSchema })
    expect(low.status === 'success' && low.value).toEqual({
      amount: 10_000,
      term: 5,
      selfAssessedCreditScore: 'GREAT',
    })
    const high = parseWithZod(form({ amount: '250000', term: '7', selfAssessedCreditScore: 'POOR' }), {
      schema: financeEstimateSchema,
    })
    expect(high.status === 'success' && high.value).toMatchObject({
      amount: 200_000,
      term: 7,
      selfAssessedCreditScore: 'POOR',
    })
  })

  it('refuses a term outside 1 to 7 years and a score other than GREAT, DECENT or POOR', () => {
    const term = parseWithZod(form({ amount: '30000', term: '8' }), { schema: financeEstimateSchema })
    expect(term.status === 'error' && term.error?.term).toEqual(['Please choose a loan term.'])
    const score = parseWithZod(form({ amount: '30000', term: '5', selfAssessedCreditScore: 'EXCELLENT' }), {
      schema: financeEstimateSchema,
    })
    expect(score.status === 'error' && score.error?.selfAssessedCreditScore).toEqual([
      'Please choose one of the options.',
    ])
    const amount = parseWithZod(form({ amount: 'lots', term: '5' }), { schema: financeEstimateSchema })
    expect(amount.status === 'error' && amount.error?.amount).toEqual(['Please enter the price of the car.'])
  })
})

describe('the details and the code (forms document section 5)', () => {
  const details = {
    name: 'Fran',
    last_name: 'Financier',
    email: 'fran@example.com',
    phone: '61412345678',
    subscribe: ['false', 'on'],
  }

  it("asks for the code only on submit: 'This is a required field.' and 'Code must be 6 digits.'", () => {
    const setup = { postcodeRequired: false, codeRequired: true }
    const send = parseWithZod(form(details), { schema: financeDetailsSchema(setup, 'send-code') })
    expect(send.status === 'success' && send.value).toMatchObject({ phone: '0412345678', subscribe: true })
    const missing = parseWithZod(form(details), { schema: financeDetailsSchema(setup, 'submit') })
    expect(missing.status === 'error' && missing.error?.code).toEqual(['This is a required field.'])
    const short = parseWithZod(form({ ...details, code: '12345' }), {
      schema: financeDetailsSchema(setup, 'submit'),
    })
    expect(short.status === 'error' && short.error?.code).toEqual(['Code must be 6 digits.'])
    const verified = parseWithZod(form(details), {
      schema: financeDetailsSchema({ postcodeRequired: false, codeRequired: false }, 'submit'),
    })
    expect(verified.status).toBe('success')
  })

  it("requires a 4-digit postcode only when the dealer's setting is on", () => {
    const optional = parseWithZod(form(details), {
      schema: financeDetailsSchema({ postcodeRequired: false, codeRequired: false }, 'send-code'),
    })
    expect(optional.status).toBe('success')
    const required = parseWithZod(form(details), {
      schema: financeDetailsSchema({ postcodeRequired: true, codeRequired: false }, 'send-code'),
    })
    expect(required.status === 'error' && required.error?.postcode).toEqual(['This is a required field.'])
    const invalid = parseWithZod(form({ ...details, postcode: '200' }), {
      schema: financeDetailsSchema({ postcodeRequired: false, codeRequired: false }, 'send-code'),
    })
    expect(invalid.status === 'error' && invalid.error?.postcode).toEqual([
      'Invalid postcode. Please enter a 4-digit number.',
    ])
  })

  it('keeps an unticked subscribe box as no', () => {
    const unticked = parseWithZod(form({ ...details, subscribe: 'false' }), {
      schema: financeDetailsSchema({ postcodeRequired: false, codeRequired: false }, 'send-code'),
    })
    expect(unticked.status === 'success' && unticked.value.subscribe).toBe(false)
  })
})
