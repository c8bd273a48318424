import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { type TradeInFormSetup, tradeInDetailsSchema, tradeInVehicleSchema } from './trade-in-schema'

const dealerSite: TradeInFormSetup = { currentYear: 2026, dealerships: null }
const groupSite: TradeInFormSetup = {
  currentYear: 2026,
  dealerships: [{ value: 'southern-cross-motors', label: 'Southern Cross Motors' }],
}

function form(entries: Record<string, string | string[]>): FormData {
  const formData = new FormData()
  for (const [key, value] of Object.entries(entries)) {
    for (const item of Array.isArray(value) ? value : [value]) formData.append(key, item)
  }
  return formData
}

const car = { make: 'Toyota', model: 'Corolla', year: '2018', odometer: '85,000 km', condition: 'Good' }
const details = {
  name: 'Sam',
  last_name: 'Seller',
  postcode: '2000',
  phone: '+61 412 345 678',
  email: 'sam@example.com',
}

function vehicleErrors(setup: TradeInFormSetup, entries: Record<string, string>) {
  const submission = parseWithZod(form(entries), { schema: tradeInVehicleSchema(setup) })
  return submission.status === 'success' ? {} : (submission.reply().error ?? {})
}

describe('step 1, your car', () => {
  it('takes the car with the odometer in whole km and the rego upper case', () => {
    const submission = parseWithZod(form({ ...car, rego: 'abc 123', state: 'NSW' }), {
      schema: tradeInVehicleSchema(dealerSite),
    })
    expect(submission.status).toBe('success')
    if (submission.status === 'success') {
      expect(submission.value).toEqual({
        rego: 'ABC123',
        state: 'NSW',
        make: 'Toyota',
        model: 'Corolla',
        year: 2018,
        odometer: 85000,
        condition: 'Good',
        badge: null,
        body: null,
        transmission: null,
        fuel: null,
        dealership_slug: undefined,
      })
    }
  })

  it('takes what a rego lookup filled in (badge, body, transmission, fuel), trimmed', () => {
    const submission = parseWithZod(
      form({ ...car, badge: ' Ascent Sport ', body: 'Hatch', transmission: 'Automatic', fuel: 'Petrol' }),
      { schema: tradeInVehicleSchema(dealerSite) },
    )
    expect(submission.status === 'success' && submission.value).toMatchObject({
      badge: 'Ascent Sport',
      body: 'Hatch',
      transmission: 'Automatic',
      fuel: 'Petrol',
    })
  })

  it('leaves the rego and state out when none is given ("Rego is optional")', () => {
    const submission = parseWithZod(form({ ...car, rego: '', state: '' }), {
      schema: tradeInVehicleSchema(dealerSite),
    })
    expect(submission.status === 'success' && submission.value).toMatchObject({ rego: null, state: null })
  })

  it("answers each missing required field with 'This is a required field.'", () => {
    expect(vehicleErrors(dealerSite, {})).toEqual({
      make: ['This is a required field.'],
      model: ['This is a required field.'],
      year: ['This is a required field.'],
      odometer: ['This is a required field.'],
      condition: ['This is a required field.'],
    })
  })

  it('needs the state with a rego, even while other fields are missing', () => {
    expect(vehicleErrors(dealerSite, { rego: 'ABC123' })).toMatchObject({
      state: ['Please choose the state the car is registered in.'],
    })
  })

  it('refuses a bad year, odometer, condition or state', () => {
    expect(
      vehicleErrors(dealerSite, {
        ...car,
        year: '2030',
        odometer: '1,000,000',
        condition: 'Mint',
        rego: 'ABC123',
        state: 'XX',
      }),
    ).toEqual({
      year: ['Please enter a year from 1900 to 2027.'],
      odometer: ['Please enter the odometer reading in whole kilometres, from 0 to 999,999.'],
      condition: ['Please choose one of the options.'],
      state: ['Please choose one of the options.'],
    })
  })

  it('asks a group website for the dealership, from its own list', () => {
    expect(vehicleErrors(groupSite, car)).toEqual({ dealership_slug: ['This is a required field.'] })
    expect(vehicleErrors(groupSite, { ...car, dealership_slug: 'elsewhere' })).toEqual({
      dealership_slug: ['Please choose one of the options.'],
    })
    expect(vehicleErrors(groupSite, { ...car, dealership_slug: 'southern-cross-motors' })).toEqual({})
  })
})

describe('step 2, your details ("field types are string, postcode, phone, email")', () => {
  const schema = tradeInDetailsSchema()
  const errorsOf = (entries: Record<string, string>) => {
    const submission = parseWithZod(form(entries), { schema })
    return submission.status === 'success' ? {} : (submission.reply().error ?? {})
  }

  it('takes the details with the Mobile normalised: "a leading 61 becomes 0"', () => {
    const submission = parseWithZod(form({ ...details, opt_in: ['false', 'on'] }), { schema })
    expect(submission.status).toBe('success')
    if (submission.status === 'success') {
      expect(submission.value).toMatchObject({ name: 'Sam', phone: '0412345678', opt_in: ['false', 'on'] })
    }
  })

  it("answers each missing field with 'This is a required field.'", () => {
    expect(errorsOf({})).toEqual({
      name: ['This is a required field.'],
      last_name: ['This is a required field.'],
      postcode: ['This is a required field.'],
      phone: ['This is a required field.'],
      email: ['This is a required field.'],
    })
  })

  it("takes a 4-digit postcode only: 'Invalid postcode. Please enter a 4-digit number.'", () => {
    expect(errorsOf({ ...details, postcode: '200' })).toEqual({
      postcode: ['Invalid postcode. Please enter a 4-digit number.'],
    })
  })

  it("takes a mobile only for 'Mobile'", () => {
    expect(errorsOf({ ...details, phone: '02 9555 0100' })).toEqual({
      phone: ['Please enter a valid Australian mobile number.'],
    })
  })
})
