import { describe, expect, it } from 'vitest'
import { KEY_INFORMATION_PREVIEW_COUNT, keyInformation, keyInformationView } from './key-information.ts'

const vehicle = {
  km: 45_210,
  simple_transmission: 'Automatic',
  simple_fuel: 'Diesel',
  simple_body: 'Ute',
  simple_drive: '4x4',
  engine_size_litres: 2.8,
  colour: 'Glacier White',
  seats: 5,
  stocknum: 'U12345',
  vin: 'MR0FA3CD100123456',
  regplate: null,
  rego_expiry: 'null',
}

describe('key information', () => {
  it('lists the filled fields in order, formatted', () => {
    expect(keyInformation(vehicle)).toEqual([
      { label: 'Odometer', value: '45,210 km' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Fuel Type', value: 'Diesel' },
      { label: 'Body Type', value: 'Ute' },
      { label: 'Drive Type', value: '4x4' },
      { label: 'Engine', value: '2.8L' },
      { label: 'Colour', value: 'Glacier White' },
      { label: 'Seats', value: '5' },
      { label: 'Stock No.', value: 'U12345' },
      { label: 'VIN', value: 'MR0FA3CD100123456' },
    ])
  })

  it('"key info shows 4 before show-more"', () => {
    expect(KEY_INFORMATION_PREVIEW_COUNT).toBe(4)
    const items = keyInformation(vehicle)
    const collapsed = keyInformationView(items, false)
    expect(collapsed.visible.map((item) => item.label)).toEqual([
      'Odometer',
      'Transmission',
      'Fuel Type',
      'Body Type',
    ])
    expect(collapsed).toMatchObject({ hasMore: true, hiddenCount: 6 })
    const expanded = keyInformationView(items, true)
    expect(expanded.visible).toHaveLength(10)
    expect(expanded).toMatchObject({ hasMore: true, hiddenCount: 0 })
  })

  it('needs no show-more for 4 items or fewer', () => {
    const items = keyInformation({ km: 10, simple_fuel: 'Petrol', colour: 'Red', seats: 2 })
    expect(keyInformationView(items, false)).toMatchObject({ hasMore: false, hiddenCount: 0 })
    expect(keyInformationView(items, false).visible).toHaveLength(4)
  })
})
