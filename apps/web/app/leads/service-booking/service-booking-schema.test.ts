import { parseWithZod } from '@conform-to/zod/v4'
import { AUSTRALIAN_STATES } from '@forecourt/domain/australia/states'
import { serviceDateWindow } from '@forecourt/domain/leads/service-booking-date'
import { serviceMakeOptions } from '@forecourt/domain/leads/service-booking-vehicle'
import { SERVICE_INTERVALS } from '@forecourt/domain/leads/service-intervals'
import { describe, expect, it } from 'vitest'
import {
  type DetailsStepSetup,
  detailsStepSchema,
  type ServiceStepSetup,
  serviceStepSchema,
  type VehicleStepSetup,
  vehicleStepSchema,
} from './service-booking-schema'

function form(entries: Record<string, string | string[]>): FormData {
  const formData = new FormData()
  for (const [key, value] of Object.entries(entries)) {
    for (const item of Array.isArray(value) ? value : [value]) formData.append(key, item)
  }
  return formData
}

// biome-ignore lint/suspicious/noExplicitAny: any step's schema
function parse(schema: any, entries: Record<string, string | string[]>) {
  return parseWithZod(form(entries), { schema })
}

function errorsOf(schema: unknown, entries: Record<string, string | string[]>) {
  const submission = parse(schema, entries)
  return submission.status === 'success' ? {} : (submission.reply().error ?? {})
}

const details: DetailsStepSetup = { step: 1, dealerships: null }
const vehicle: VehicleStepSetup = { step: 2, makes: serviceMakeOptions(['Isuzu', 'Hino']), currentYear: 2025 }
const service: ServiceStepSetup = {
  step: 3,
  intervals: [...SERVICE_INTERVALS],
  intervalRequired: true,
  dateWindow: serviceDateWindow('2025-06-15'),
  locations: [{ value: 'location-a', label: 'A' }],
  states: AUSTRALIAN_STATES.map((state) => ({ value: state.code, label: state.name })),
}

describe('service booking step 1, Your details', () => {
  it('takes name, email and an Australian phone stored normalised ("a leading 61 becomes 0")', () => {
    const submission = parse(detailsStepSchema(details), {
      name: 'Sam Shopper',
      email: 'sam@example.com',
      phone: '+61 412 345 678',
      opt_in: ['false', 'on'],
    })
    expect(submission.status).toBe('success')
    if (submission.status === 'success') expect(submission.value.phone).toBe('0412345678')
  })

  it("answers each missing field with 'This is a required field.'", () => {
    expect(errorsOf(detailsStepSchema(details), { opt_in: 'false' })).toEqual({
      name: ['This is a required field.'],
      email: ['This is a required field.'],
      phone: ['This is a required field.'],
    })
  })

  it('asks a group website for one of its dealerships', () => {
    const group: DetailsStepSetup = {
      step: 1,
      dealerships: [{ value: 'southern-cross-motors', label: 'SCM' }],
    }
    const filled = { name: 'Sam', email: 'sam@example.com', phone: '0412345678' }
    expect(errorsOf(detailsStepSchema(group), filled)).toEqual({
      dealership_slug: ['This is a required field.'],
    })
    expect(errorsOf(detailsStepSchema(group), { ...filled, dealership_slug: 'elsewhere' })).toEqual({
      dealership_slug: ['Please choose one of the options.'],
    })
  })
})

describe('service booking step 2, Your vehicle', () => {
  const filled = {
    vehicle_make: 'Isuzu',
    vehicle_model: 'D-Max',
    vehicle_year: '2019',
    vehicle_rego: 'abc 123',
  }

  it('stores the rego upper-case without spaces', () => {
    const submission = parse(vehicleStepSchema(vehicle), filled)
    expect(submission.status).toBe('success')
    if (submission.status === 'success') expect(submission.value.vehicle_rego).toBe('ABC123')
  })

  it('requires make, model, year and rego, and checks the year and rego', () => {
    expect(errorsOf(vehicleStepSchema(vehicle), {})).toEqual({
      vehicle_make: ['This is a required field.'],
      vehicle_model: ['This is a required field.'],
      vehicle_year: ['This is a required field.'],
      vehicle_rego: ['This is a required field.'],
    })
    expect(
      errorsOf(vehicleStepSchema(vehicle), { ...filled, vehicle_year: '2027', vehicle_rego: 'TOO-LONG-123' }),
    ).toEqual({
      vehicle_year: ['Please enter a year from 1950 to 2026.'],
      vehicle_rego: ['Please enter a valid rego: up to 9 letters and numbers.'],
    })
  })

  it("takes only the dealer's makes, and asks for the make when 'Other' is chosen", () => {
    expect(errorsOf(vehicleStepSchema(vehicle), { ...filled, vehicle_make: 'Toyota' })).toEqual({
      vehicle_make: ['Please choose one of the options.'],
    })
    expect(errorsOf(vehicleStepSchema(vehicle), { ...filled, vehicle_make: 'Other' })).toEqual({
      vehicle_make_other: ['Please tell us the make.'],
    })
    // Asked for at once, beside the other missing fields, not only once they are filled in.
    expect(errorsOf(vehicleStepSchema(vehicle), { vehicle_make: 'Other' })).toEqual({
      vehicle_make_other: ['Please tell us the make.'],
      vehicle_model: ['This is a required field.'],
      vehicle_year: ['This is a required field.'],
      vehicle_rego: ['This is a required field.'],
    })
    expect(
      errorsOf(vehicleStepSchema(vehicle), {
        ...filled,
        vehicle_make: 'Other',
        vehicle_make_other: 'Toyota',
      }),
    ).toEqual({})
  })
})

describe('service booking step 3, Your service (spec section 5, "Service form")', () => {
  const filled = { service_interval: '15,000 km or 12 months', preferred_date: '2025-06-20' }

  it('"Service Interval is required depending on configuration. Comments are optional."', () => {
    expect(errorsOf(serviceStepSchema(service), { preferred_date: '2025-06-20' })).toEqual({
      service_interval: ['This is a required field.'],
    })
    expect(
      errorsOf(serviceStepSchema({ ...service, intervalRequired: false }), { preferred_date: '2025-06-20' }),
    ).toEqual({})
    expect(errorsOf(serviceStepSchema(service), { ...filled, service_interval: 'Every week' })).toEqual({
      service_interval: ['Please choose one of the options.'],
    })
  })

  it('takes a Preferred Service Date from tomorrow, within 90 days', () => {
    expect(errorsOf(serviceStepSchema(service), { ...filled, preferred_date: '2025-06-15' })).toEqual({
      preferred_date: ['Please choose a date from tomorrow on.'],
    })
    expect(errorsOf(serviceStepSchema(service), { ...filled, preferred_date: '' })).toEqual({
      preferred_date: ['This is a required field.'],
    })
    const submission = parse(serviceStepSchema(service), { ...filled, preferred_date: '20/06/2025' })
    expect(submission.status === 'success' && submission.value.preferred_date).toBe('2025-06-20')
  })

  it('requires a Service Location only when there is a choice', () => {
    const two = { ...service, locations: [...service.locations, { value: 'location-b', label: 'B' }] }
    expect(errorsOf(serviceStepSchema(service), filled)).toEqual({})
    expect(errorsOf(serviceStepSchema(two), filled)).toEqual({ location: ['This is a required field.'] })
    expect(errorsOf(serviceStepSchema(two), { ...filled, location: 'location-b' })).toEqual({})
  })

  it("leaves the address optional but checks a postcode: 'Invalid postcode. Please enter a 4-digit number.'", () => {
    expect(
      errorsOf(serviceStepSchema(service), {
        ...filled,
        street: '1 Main Street',
        suburb: 'Wingfield',
        state: 'SA',
        postcode: '5013',
      }),
    ).toEqual({})
    expect(errorsOf(serviceStepSchema(service), { ...filled, postcode: '501' })).toEqual({
      postcode: ['Invalid postcode. Please enter a 4-digit number.'],
    })
    expect(errorsOf(serviceStepSchema(service), { ...filled, state: 'Queensland' })).toEqual({
      state: ['Please choose one of the options.'],
    })
  })
})
