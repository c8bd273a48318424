import { describe, expect, it } from 'vitest'
import { INVALID_EMAIL_MESSAGE, INVALID_PHONE_MESSAGE } from './contact-rules.ts'
import {
  additionalServices,
  CAREER_ENQUIRY_SUBCATEGORY,
  CAREERS_ENQUIRY_CATEGORY,
  DEFAULT_ENQUIRY_CATEGORY,
  type EnquiryFormOptions,
  enquiryCategory,
  enquiryErrors,
  enquiryOptIn,
  type FormValues,
  formValue,
  isCareerEnquiry,
  isCheckboxOptionsKey,
  isRadioOptionsKey,
  isTicked,
  prepareEnquiry,
  requiredEnquiryFields,
  TERMS_REQUIRED_MESSAGE,
} from './enquiry-form.ts'

const plain: EnquiryFormOptions = {
  commentsRequired: true,
  showsCategory: false,
  showsLocation: false,
  showsDealership: false,
  termsRequired: false,
}
const filled: FormValues = {
  name: 'Jane Citizen',
  email: 'jane@example.com',
  phone: '0412 345 678',
  message: 'Is it still available?',
}

describe("the spec's exact texts", () => {
  it('quotes section 5', () => {
    expect(DEFAULT_ENQUIRY_CATEGORY).toBe('General Enquiry')
    expect(CAREERS_ENQUIRY_CATEGORY).toBe('Careers Enquiry')
    expect(CAREER_ENQUIRY_SUBCATEGORY).toBe('Career Enquiry')
    expect(TERMS_REQUIRED_MESSAGE).toBe('*You must agree to the terms of use before submitting.')
  })
})

describe('form values', () => {
  it('takes the last of several values, trimmed, blank as absent', () => {
    expect(formValue({ a: ' x ' }, 'a')).toBe('x')
    expect(formValue({ a: ['false', 'on'] }, 'a')).toBe('on')
    expect(formValue({ a: '   ' }, 'a')).toBeUndefined()
    expect(formValue({ a: [] }, 'a')).toBeUndefined()
    expect(formValue({}, 'a')).toBeUndefined()
  })
})

describe('category', () => {
  it('"Careers Enquiry is re-labelled General Enquiry with subcategory Career Enquiry"', () => {
    expect(enquiryCategory({ category: 'Careers Enquiry' })).toEqual({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
    })
    expect(enquiryCategory({ category: ' careers enquiry ', subcategory: 'Sales' })).toEqual({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
    })
  })

  it('"The category select (default General Enquiry)"', () => {
    expect(enquiryCategory({})).toEqual({ category: 'General Enquiry', subcategory: null })
    expect(enquiryCategory({ category: '' })).toEqual({ category: 'General Enquiry', subcategory: null })
  })

  it('keeps any other category and its subcategory', () => {
    expect(enquiryCategory({ category: 'Service Enquiry', subcategory: 'Logbook service' })).toEqual({
      category: 'Service Enquiry',
      subcategory: 'Logbook service',
    })
    expect(enquiryCategory({ category: 'Finance Enquiry' })).toEqual({
      category: 'Finance Enquiry',
      subcategory: null,
    })
  })

  it('recognises a career enquiry after re-labelling', () => {
    expect(isCareerEnquiry(enquiryCategory({ category: 'Careers Enquiry' }))).toBe(true)
    expect(isCareerEnquiry(enquiryCategory({ category: 'General Enquiry' }))).toBe(false)
  })
})

describe('opt-in', () => {
  it('"Opt-in is optional and defaults to true"', () => {
    expect(enquiryOptIn({})).toBe(true)
    expect(enquiryOptIn({ opt_in: '' })).toBe(true)
    expect(enquiryOptIn({ opt_in: 'on' })).toBe(true)
    expect(enquiryOptIn({ opt_in: 'true' })).toBe(true)
    expect(enquiryOptIn({ opt_in: 'yes' })).toBe(true)
  })

  it('is false only for an explicit false value', () => {
    for (const value of ['false', 'off', '0', 'no', 'FALSE', ' Off ']) {
      expect(enquiryOptIn({ opt_in: value }), value).toBe(false)
    }
  })

  it('reads a hidden false before the checkbox: the last value wins', () => {
    expect(enquiryOptIn({ opt_in: ['false'] })).toBe(false)
    expect(enquiryOptIn({ opt_in: ['false', 'on'] })).toBe(true)
  })
})

describe('radio and checkbox options', () => {
  it('"Form keys ending in radio options are excluded"', () => {
    for (const key of [
      'radio_options',
      'service_radio_options',
      'Contact Method radio options',
      'x-Radio-Options',
    ]) {
      expect(isRadioOptionsKey(key), key).toBe(true)
    }
    for (const key of ['radio', 'radio_options_label', 'stereoradio_options', 'service_radio', 'options']) {
      expect(isRadioOptionsKey(key), key).toBe(false)
    }
    const prepared = prepareEnquiry({
      ...filled,
      contact_method: 'Email',
      contact_method_radio_options: ['Email', 'Phone', 'SMS'],
    })
    expect(prepared.fields).not.toHaveProperty('contact_method_radio_options')
    expect(prepared.fields.contact_method).toBe('Email')
  })

  it('"Checkbox options become an additional_services list"', () => {
    expect(isCheckboxOptionsKey('checkbox_options')).toBe(true)
    expect(isCheckboxOptionsKey('service_checkbox_options')).toBe(true)
    expect(isCheckboxOptionsKey('checkbox')).toBe(false)
    const values: FormValues = {
      ...filled,
      checkbox_options: ['Wheel alignment', ' Tyre rotation ', ''],
      extras_checkbox_options: 'Car wash',
    }
    expect(additionalServices(values)).toEqual(['Wheel alignment', 'Tyre rotation', 'Car wash'])
    const prepared = prepareEnquiry(values)
    expect(prepared.additionalServices).toEqual(['Wheel alignment', 'Tyre rotation', 'Car wash'])
    expect(prepared.fields).not.toHaveProperty('checkbox_options')
    expect(prepared.fields).not.toHaveProperty('extras_checkbox_options')
  })

  it('merges an additional_services list already posted, each service once', () => {
    expect(
      additionalServices({ additional_services: ['Car wash'], checkbox_options: ['car wash', 'Detailing'] }),
    ).toEqual(['Car wash', 'Detailing'])
    expect(additionalServices(filled)).toEqual([])
  })
})

describe('prepareEnquiry', () => {
  it('applies every rewrite and keeps the other fields as posted', () => {
    const prepared = prepareEnquiry({
      ...filled,
      category: 'Careers Enquiry',
      opt_in: ['false'],
      terms_conditions: 'on',
      Rego: 'ABC123',
      car_id: '42',
      'Vehicle Make': 'Volkswagen',
    })
    expect(prepared).toEqual({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      optIn: false,
      termsAccepted: true,
      additionalServices: [],
      fields: { ...filled, Rego: 'ABC123', car_id: '42', 'Vehicle Make': 'Volkswagen' },
    })
  })

  it('defaults a form that posts only contact details', () => {
    const prepared = prepareEnquiry(filled)
    expect(prepared.category).toBe('General Enquiry')
    expect(prepared.optIn).toBe(true)
    expect(prepared.termsAccepted).toBe(false)
  })
})

describe('required fields', () => {
  it('"Comments are required unless configured off"', () => {
    expect(requiredEnquiryFields(plain)).toContain('message')
    expect(requiredEnquiryFields({ ...plain, commentsRequired: false })).not.toContain('message')
    expect(enquiryErrors({ ...filled, message: ' ' }, plain)).toEqual({
      message: 'This is a required field.',
    })
    expect(enquiryErrors({ ...filled, message: '' }, { ...plain, commentsRequired: false })).toEqual({})
  })

  it('"The category select (default General Enquiry) is required when present"', () => {
    expect(requiredEnquiryFields(plain)).not.toContain('category')
    expect(enquiryErrors(filled, plain)).toEqual({})
    const shown = { ...plain, showsCategory: true }
    expect(enquiryErrors(filled, shown)).toEqual({ category: 'This is a required field.' })
    expect(enquiryErrors({ ...filled, category: 'General Enquiry' }, shown)).toEqual({})
  })

  it('"Location and dealership selects are required when shown"', () => {
    const shown = { ...plain, showsLocation: true, showsDealership: true }
    expect(enquiryErrors(filled, shown)).toEqual({
      location: 'This is a required field.',
      dealership_slug: 'This is a required field.',
    })
    expect(
      enquiryErrors({ ...filled, location: 'loc-1', dealership_slug: 'westco-volkswagen' }, shown),
    ).toEqual({})
    expect(enquiryErrors(filled, plain)).toEqual({})
  })

  it('"Rego is optional"', () => {
    const everything: EnquiryFormOptions = {
      commentsRequired: true,
      showsCategory: true,
      showsLocation: true,
      showsDealership: true,
      termsRequired: true,
    }
    expect(requiredEnquiryFields(everything)).not.toContain('Rego')
    expect(requiredEnquiryFields(everything)).not.toContain('opt_in')
  })

  it('always requires name, email and phone', () => {
    expect(enquiryErrors({ message: 'Hi' }, plain)).toEqual({
      name: 'This is a required field.',
      email: 'This is a required field.',
      phone: 'This is a required field.',
    })
  })

  it('checks the email and phone that were given', () => {
    expect(enquiryErrors({ ...filled, email: 'jane@example' }, plain)).toEqual({
      email: INVALID_EMAIL_MESSAGE,
    })
    expect(enquiryErrors({ ...filled, phone: '12345' }, plain)).toEqual({ phone: INVALID_PHONE_MESSAGE })
    expect(enquiryErrors({ ...filled, phone: '+61 2 9555 0100' }, plain)).toEqual({})
  })

  it('"The terms_conditions checkbox is required for one brand flag, with the message \'*You must agree to the terms of use before submitting.\'"', () => {
    const flagged = { ...plain, termsRequired: true }
    expect(enquiryErrors(filled, flagged)).toEqual({
      terms_conditions: '*You must agree to the terms of use before submitting.',
    })
    expect(enquiryErrors({ ...filled, terms_conditions: 'false' }, flagged)).toEqual({
      terms_conditions: TERMS_REQUIRED_MESSAGE,
    })
    expect(enquiryErrors({ ...filled, terms_conditions: 'on' }, flagged)).toEqual({})
    expect(enquiryErrors(filled, plain)).toEqual({})
  })

  it('reads a ticked box as present and not an explicit false', () => {
    expect(isTicked({ t: 'on' }, 't')).toBe(true)
    expect(isTicked({ t: ['false', 'on'] }, 't')).toBe(true)
    expect(isTicked({ t: 'off' }, 't')).toBe(false)
    expect(isTicked({}, 't')).toBe(false)
  })
})
