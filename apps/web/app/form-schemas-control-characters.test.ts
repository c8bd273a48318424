import { CONTROL_CHARACTER_MESSAGE } from '@forecourt/domain/leads/form-text'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { signInCodeSchema, signInDetailsSchema } from './accounts/sign-in-schema'
import { createCustomerRequestSchema, quoteRequestSchema } from './finance/finance-api-schema'
import { financeDetailsSchema, financeEstimateSchema } from './finance/finance-schema'
import { enquirySchema } from './leads/enquiry-schema'
import {
  detailsStepSchema,
  serviceStepSchema,
  vehicleStepSchema,
} from './leads/service-booking/service-booking-schema'
import { testDriveSchema } from './leads/test-drive/test-drive-schema'
import { tradeInDetailsSchema, tradeInVehicleSchema } from './leads/trade-in/trade-in-schema'
import { paymentStepSchema, tradeInStepSchema } from './purchase/purchase-schema'
import { reserveSchema } from './reservations/reserve-schema'

/**
 * The issue: "A NUL (U+0000) in any text field: lead forms answer 503 and lose the lead, sign-in verify
 * answers 500 and uses up the code, reserve 503. Reject control characters at the schema with a field
 * error (400, form kept)." Every field of every form schema is posted with a NUL in it, alone: each must
 * be refused at that field (the shared `formText` says why; a field of several shapes, such as a checkbox
 * posted once or twice, is refused as not one of them).
 */

const choices = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
]

const schemas: Record<string, z.ZodObject> = {
  enquiry: enquirySchema({
    kind: 'general',
    commentsRequired: true,
    termsRequired: true,
    categories: ['General Enquiry'],
    locations: choices,
    dealerships: choices,
    additionalServices: ['Extended warranty'],
  }),
  'test drive': testDriveSchema({ locations: choices, locationId: 'a', slotDays: null }),
  'service booking, details': detailsStepSchema({ step: 1, dealerships: choices }),
  'service booking, vehicle': vehicleStepSchema({ step: 2, makes: ['Kia', 'Other'], currentYear: 2026 }),
  'service booking, service': serviceStepSchema({
    step: 3,
    intervals: ['10,000 km'],
    intervalRequired: true,
    dateWindow: { earliest: '2026-01-02', latest: '2026-04-01' },
    locations: choices,
    states: [{ value: 'NSW', label: 'New South Wales' }],
  }),
  'trade-in, vehicle': tradeInVehicleSchema({ currentYear: 2026, dealerships: choices }),
  'trade-in, details': tradeInDetailsSchema(),
  'finance, estimate': financeEstimateSchema,
  'finance, details': financeDetailsSchema({ postcodeRequired: false, codeRequired: true }, 'submit'),
  'sign-in, details': signInDetailsSchema,
  'sign-in, code': signInCodeSchema,
  reserve: reserveSchema,
  'purchase, trade-in': tradeInStepSchema,
  'purchase, payment': paymentStepSchema,
  'finance quote (JSON)': quoteRequestSchema,
}

/** A field the form's setup does not show takes anything and keeps nothing. */
const ignored = (field: z.ZodType) => {
  const parsed = field.safeParse('plain')
  return parsed.success && parsed.data === undefined
}

describe('a control character in any field of any form', () => {
  for (const [name, schema] of Object.entries(schemas)) {
    it(`is refused at that field: ${name}`, () => {
      for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
        if (ignored(field)) continue
        const issues = schema.safeParse({ [key]: 'Sam\u0000' }).error?.issues ?? []
        expect(
          issues.some((issue) => issue.path[0] === key),
          `${name}: ${key}`,
        ).toBe(true)
      }
    })
  }

  it('says why beside the field, the same words everywhere', () => {
    for (const [schema, key] of [
      [schemas['trade-in, vehicle'], 'make'],
      [schemas['sign-in, code'], 'firstName'],
      [schemas.enquiry, 'message'],
      [schemas.reserve, 'email'],
      [schemas['service booking, vehicle'], 'vehicle_rego'],
      [schemas['finance quote (JSON)'], 'whoIsHelping'],
    ] as const) {
      const issues = schema?.safeParse({ [key]: 'Sam\u0007' }).error?.issues ?? []
      expect(issues.find((issue) => issue.path[0] === key)?.message, key).toBe(CONTROL_CHARACTER_MESSAGE)
    }
    const customer = createCustomerRequestSchema.safeParse({
      data: { phoneNumber: '0412 345 678\u0000' },
      additionalData: { lead_id: 'x' },
    })
    expect(customer.error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE)
  })

  it('leaves line breaks in comments alone', () => {
    const issues = schemas.enquiry?.safeParse({ message: 'Two lines\r\nof comments' }).error?.issues ?? []
    expect(issues.some((issue) => issue.path[0] === 'message')).toBe(false)
  })
})
