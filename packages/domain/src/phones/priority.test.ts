import { describe, expect, it } from 'vitest'
import { vehiclePagePhone } from './priority.ts'

const dealerPhones = {
  main: '02 9555 0100',
  new: '02 9555 0101',
  used: '02 9555 0102',
  demo: '02 9555 0103',
}
const locationPhone = '02 9555 0199'

// "Default phone priority: override, then by car type, new, used, then the location phone."
describe('vehicle page phone priority', () => {
  it('an override wins over everything', () => {
    expect(
      vehiclePagePhone({
        dealerPhones: { ...dealerPhones, override: '1300 555 000' },
        carType: 'new',
        locationPhone,
      }),
    ).toBe('1300 555 000')
  })

  it('then the number for the car type', () => {
    expect(vehiclePagePhone({ dealerPhones, carType: 'new', locationPhone })).toBe('02 9555 0101')
    expect(vehiclePagePhone({ dealerPhones, carType: 'used', locationPhone })).toBe('02 9555 0102')
    expect(vehiclePagePhone({ dealerPhones, carType: 'demo', locationPhone })).toBe('02 9555 0103')
  })

  it('a demo car without a demo number uses the new number', () => {
    const { demo: _demo, ...withoutDemo } = dealerPhones
    expect(vehiclePagePhone({ dealerPhones: withoutDemo, carType: 'demo', locationPhone })).toBe(
      '02 9555 0101',
    )
  })

  it('"then the location phone"', () => {
    expect(
      vehiclePagePhone({
        dealerPhones: { main: dealerPhones.main, used: ' ' },
        carType: 'used',
        locationPhone,
      }),
    ).toBe(locationPhone)
  })

  it('falls back to the main number, or nothing', () => {
    expect(
      vehiclePagePhone({ dealerPhones: { main: dealerPhones.main }, carType: 'used', locationPhone: '' }),
    ).toBe(dealerPhones.main)
    expect(vehiclePagePhone({ dealerPhones: null, carType: 'used' })).toBeNull()
  })
})
