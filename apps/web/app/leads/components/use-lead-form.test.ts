import { describe, expectTypeOf, test } from 'vitest'
import type { enquirySchema } from '../enquiry-schema'
import type { useLeadForm } from './use-lead-form'

/**
 * Type tests, checked by `npm run typecheck` (tsc reads this file; at run time the test only passes): a
 * form's fields are typed from its schema, so a field name the schema lacks does not compile.
 */
type EnquiryFields = ReturnType<typeof useLeadForm<ReturnType<typeof enquirySchema>>>['fields']

describe('useLeadForm fields', () => {
  test("are the schema's own fields, each defined", () => {
    expectTypeOf<EnquiryFields>().toHaveProperty('name')
    expectTypeOf<EnquiryFields>().toHaveProperty('email')
  })

  test('a misspelt field name is a type error', () => {
    // @ts-expect-error 'nmae' is no field of the enquiry schema
    expectTypeOf<EnquiryFields>().toHaveProperty('nmae')
  })
})
