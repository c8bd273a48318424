import { describe, expect, it } from 'vitest'
import { lookupQuery } from './vehicle-lookup.server'

describe('what the rego lookup asks for', () => {
  it('a plate as registries hold it, with its state', () => {
    expect(lookupQuery(' abc-123 ', 'NSW')).toEqual({ state: 'NSW', plate: 'ABC123' })
  })

  it('a 17-character VIN whatever the state', () => {
    expect(lookupQuery('jtnkb3be00j012345', '')).toEqual({ vin: 'JTNKB3BE00J012345' })
  })

  it('nothing, with the reason, for a blank box, a bad plate or a plate without its state', () => {
    expect(lookupQuery('', 'NSW')).toEqual({ invalid: 'Please enter your rego, or your VIN.' })
    expect(lookupQuery('ABC/123', 'NSW')).toMatchObject({
      invalid: expect.stringMatching(/as on the number plate/),
    })
    expect(lookupQuery('ABC123', '')).toEqual({
      invalid: 'Please choose the state the car is registered in.',
    })
    expect(lookupQuery('ABC123', 'XX')).toEqual({
      invalid: 'Please choose the state the car is registered in.',
    })
  })
})
