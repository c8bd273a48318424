import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { reserveSchema } from './reserve-schema'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return parseWithZod(data, { schema: reserveSchema })
}

const valid = {
  firstName: 'Sam',
  lastName: 'Citizen',
  email: 'sam@example.com',
  phone: '0412 345 678',
  acceptTerms: 'on',
}

describe('the reserve form (issue 16)', () => {
  it("takes the shopper's details and normalises the mobile", () => {
    const submission = form(valid)
    expect(submission.status).toBe('success')
    if (submission.status === 'success') expect(submission.value.phone).toBe('0412345678')
  })

  it('asks for the terms to be accepted, and for every detail', () => {
    const submission = form({ ...valid, acceptTerms: '', firstName: '' })
    expect(submission.status).toBe('error')
    const errors = submission.reply().error ?? {}
    expect(errors.acceptTerms).toEqual(['Please accept the reservation terms.'])
    expect(errors.firstName).toEqual(['This is a required field.'])
  })

  it('never reads an amount or a currency from the browser', () => {
    const submission = form({ ...valid, amount: '1', currency: 'usd', depositCents: '1' })
    expect(submission.status).toBe('success')
    if (submission.status === 'success') {
      expect(Object.keys(submission.value).sort()).toEqual([
        'acceptTerms',
        'email',
        'firstName',
        'lastName',
        'phone',
      ])
    }
  })
})
