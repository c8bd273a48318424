import { describe, expect, it } from 'vitest'
import { isShownSpecValue, specificationList } from './specs.ts'

describe('specification list', () => {
  it('labels the Variant fields with their units', () => {
    expect(
      specificationList({
        cylinders: 4,
        enginesize: 2755,
        induction: 'Turbo Intercooled',
        fuelconsumptioncombined: 7.9,
        fuelcapacity: 80,
        grossvehiclemass: 3050,
        vehiclelength: 5325,
        vehicleheight: 1815,
        vehiclewidth: 1855,
        towingcapacitybraked: 3500,
        torque: 500,
        ancaprating: 5,
        bodyconfiguration: 'Double Cab',
      }).map((item) => `${item.label}: ${item.value}`),
    ).toEqual([
      'Cylinders: 4',
      'Engine Size: 2,755 cc',
      'Induction: Turbo Intercooled',
      'Fuel Consumption (Combined): 7.9 L/100km',
      'Fuel Capacity: 80 L',
      'Gross Vehicle Mass: 3,050 kg',
      'Length: 5,325 mm',
      'Height: 1,815 mm',
      'Width: 1,855 mm',
      'Towing Capacity (Braked): 3,500 kg',
      'Torque: 500 Nm',
      'ANCAP Safety Rating: 5 stars',
      'Body Configuration: Double Cab',
    ])
  })

  it('"Specifications with empty, null or the text \'null\' values are hidden."', () => {
    const list = specificationList({
      cylinders: null,
      induction: 'null',
      enginesize: 'null',
      bodyconfiguration: '',
      fuelcapacity: 80,
      torque: undefined,
      ancaprating: Number.NaN,
    })
    expect(list).toEqual([{ field: 'fuelcapacity', label: 'Fuel Capacity', value: '80 L' }])
  })

  it('keeps a real zero', () => {
    expect(specificationList({ cylinders: 0 })).toEqual([
      { field: 'cylinders', label: 'Cylinders', value: '0' },
    ])
  })

  it('hides blank and differently cased null text', () => {
    expect(isShownSpecValue('  ')).toBe(false)
    expect(isShownSpecValue(' NULL ')).toBe(false)
    expect(isShownSpecValue('Nullarbor')).toBe(true)
  })

  it('is empty without a variant', () => {
    expect(specificationList(null)).toEqual([])
  })
})
