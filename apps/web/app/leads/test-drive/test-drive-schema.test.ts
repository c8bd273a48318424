import { parseWithZod } from '@conform-to/zod/v4'
import { enquiryOptIn } from '@forecourt/domain/leads/enquiry-form'
import { slotsByDay, testDriveSlots } from '@forecourt/domain/leads/test-drive-slots'
import { describe, expect, it } from 'vitest'
import { type TestDriveFormSetup, testDriveSchema } from './test-drive-schema'

const slots = testDriveSlots(
  {
    timeZone: 'Australia/Sydney',
    openingHours: [1, 2, 3, 4, 5].map((weekday) => ({
      weekday,
      status: 'Open',
      open: '08:30',
      close: '17:30',
    })),
  },
  { from: new Date('2026-11-22T19:00:00Z') },
)

const fixedLocation: TestDriveFormSetup = {
  locations: null,
  locationId: 'location-harbourside-volkswagen-sales',
  slotDays: slotsByDay(slots),
}

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item)
  }
  return data
}

const shopper = { name: 'Alex Driver', email: 'alex@example.com', phone: '0412 345 678' }

describe('the test-drive form schema (browser and server alike)', () => {
  it('takes an offered time, with Comments optional and the opt-in as the enquiry form posts it', () => {
    const result = parseWithZod(form({ ...shopper, slot: '2026-11-23T09:00', opt_in: ['false', 'on'] }), {
      schema: testDriveSchema(fixedLocation),
    })
    expect(result.status).toBe('success')
    if (result.status !== 'success') return
    expect(result.value).toMatchObject({ slot: '2026-11-23T09:00', phone: '0412345678' })
    expect(result.value.message).toBeUndefined()
    expect(enquiryOptIn({ opt_in: result.value.opt_in })).toBe(true)
  })

  it("refuses a time that is not offered: 'Please choose one of the available times.'", () => {
    for (const slot of ['2026-11-23T09:30', '2026-11-29T10:00', '2026-11-23 09:00', '<script>']) {
      const result = parseWithZod(form({ ...shopper, slot }), { schema: testDriveSchema(fixedLocation) })
      expect(result.reply().error?.slot).toEqual(['Please choose one of the available times.'])
    }
    const missing = parseWithZod(form(shopper), { schema: testDriveSchema(fixedLocation) })
    expect(missing.reply().error?.slot).toEqual(['This is a required field.'])
  })

  it('asks for the location only when there is a choice, and then only one of the choices', () => {
    const choice: TestDriveFormSetup = {
      locations: [
        { value: 'location-a', label: 'A' },
        { value: 'location-b', label: 'B' },
      ],
      locationId: null,
      slotDays: null,
    }
    const none = parseWithZod(form({ ...shopper, slot: '2026-11-23T09:00' }), {
      schema: testDriveSchema(choice),
    })
    expect(none.reply().error?.location).toEqual(['This is a required field.'])
    const other = parseWithZod(form({ ...shopper, location: 'location-z', slot: '2026-11-23T09:00' }), {
      schema: testDriveSchema(choice),
    })
    expect(other.reply().error?.location).toEqual(['Please choose one of the options.'])
    // A posted location where the location is fixed is ignored.
    const fixed = parseWithZod(form({ ...shopper, location: 'location-z', slot: '2026-11-23T09:00' }), {
      schema: testDriveSchema(fixedLocation),
    })
    expect(fixed.status).toBe('success')
    if (fixed.status === 'success') expect(fixed.value.location).toBeUndefined()
  })

  it('checks the contact details with the lead rules', () => {
    const result = parseWithZod(form({ name: ' ', email: 'nope', phone: '123', slot: '2026-11-23T09:00' }), {
      schema: testDriveSchema(fixedLocation),
    })
    const errors = result.reply().error ?? {}
    expect(Object.keys(errors).sort()).toEqual(['email', 'name', 'phone'])
  })
})
