import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { type EnquiryFormSetup, enquirySchema } from './enquiry-schema'

const plain: EnquiryFormSetup = {
  kind: 'general',
  commentsRequired: true,
  termsRequired: false,
  categories: null,
  locations: null,
  dealerships: null,
  additionalServices: null,
}

function form(entries: Record<string, string | string[]>): FormData {
  const formData = new FormData()
  for (const [key, value] of Object.entries(entries)) {
    for (const item of Array.isArray(value) ? value : [value]) formData.append(key, item)
  }
  return formData
}

const filled = { name: 'Sam Shopper', email: 'sam@example.com', phone: '0412 345 678', message: 'Hello' }

function errorsOf(setup: EnquiryFormSetup, entries: Record<string, string | string[]>) {
  const submission = parseWithZod(form(entries), { schema: enquirySchema(setup) })
  return submission.status === 'success' ? {} : (submission.reply().error ?? {})
}

describe('the enquiry form schema (spec section 5)', () => {
  it('accepts a filled-in enquiry and stores the phone normalised: "a leading 61 becomes 0"', () => {
    const submission = parseWithZod(form({ ...filled, phone: '+61 412 345 678' }), {
      schema: enquirySchema(plain),
    })
    expect(submission.status).toBe('success')
    if (submission.status === 'success') expect(submission.value.phone).toBe('0412345678')
  })

  it("answers each missing required field with 'This is a required field.'", () => {
    expect(errorsOf(plain, {})).toEqual({
      name: ['This is a required field.'],
      email: ['This is a required field.'],
      phone: ['This is a required field.'],
      message: ['This is a required field.'],
    })
  })

  it('makes Comments optional when the dealer turns them off', () => {
    expect(errorsOf({ ...plain, commentsRequired: false }, { ...filled, message: '' })).toEqual({})
  })

  it('checks the phone is Australian and the email an address', () => {
    expect(errorsOf(plain, { ...filled, phone: '12345', email: 'sam@' })).toEqual({
      phone: ['Please enter a valid Australian phone number.'],
      email: ['Please enter a valid email address.'],
    })
  })

  it('requires the category, location and dealership selects when shown, and only their options', () => {
    const setup: EnquiryFormSetup = {
      ...plain,
      categories: ['General Enquiry', 'Careers Enquiry'],
      locations: [{ value: 'location-a', label: 'A' }],
      dealerships: [{ value: 'dealer-a', label: 'Dealer A' }],
    }
    expect(errorsOf(setup, filled)).toEqual({
      category: ['This is a required field.'],
      location: ['This is a required field.'],
      dealership_slug: ['This is a required field.'],
    })
    expect(
      errorsOf(setup, { ...filled, category: 'Hacked', location: 'location-z', dealership_slug: 'dealer-a' }),
    ).toEqual({
      category: ['Please choose one of the options.'],
      location: ['Please choose one of the options.'],
    })
  })

  it('ignores a select the form does not show, and keeps Rego optional', () => {
    expect(errorsOf(plain, { ...filled, location: 'anything', dealership_slug: 'x', Rego: '' })).toEqual({})
  })

  it("requires the terms box under the brand flag, with '*You must agree to the terms of use before submitting.'", () => {
    const setup = { ...plain, termsRequired: true }
    const message = ['*You must agree to the terms of use before submitting.']
    expect(errorsOf(setup, filled)).toEqual({ terms_conditions: message })
    expect(errorsOf(setup, { ...filled, terms_conditions: 'on' })).toEqual({})
  })

  it('takes one or several additional services from the offered list', () => {
    const setup = { ...plain, additionalServices: ['Finance', 'Extended warranty'] }
    const one = parseWithZod(form({ ...filled, additional_services: 'Finance' }), {
      schema: enquirySchema(setup),
    })
    expect(one.status === 'success' && one.value.additional_services).toEqual(['Finance'])
    expect(errorsOf(setup, { ...filled, additional_services: ['Finance', 'Free car'] })).toEqual({
      'additional_services[1]': ['Please choose from the list.'],
    })
  })
})
