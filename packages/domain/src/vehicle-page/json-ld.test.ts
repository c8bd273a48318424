import { describe, expect, it } from 'vitest'
import { jsonLdAvailability, jsonLdScriptContent, vehicleJsonLd } from './json-ld.ts'

const car = {
  name: '2022 Toyota HiLux SR5 4x4',
  url: 'https://harbourside.example/cars/2022-toyota-hilux-sr5',
  description: 'One owner.',
  images: ['https://harbourside.example/demo-media/hilux-1.svg'],
  make: 'Toyota',
  model: 'HiLux',
  year: 2022,
  vin: 'MR0FA3CD100123456',
  km: 45_210,
  body: 'Ute',
  fuel: 'Diesel',
  transmission: 'Automatic',
  colour: 'Glacier White',
  price: 58_990,
  status: 'in_stock',
  car_type: 'used',
  stocknum: 'U12345',
  seller: { name: 'Harbourside Toyota', telephone: '02 9555 0100' },
}

describe('vehicleJsonLd', () => {
  it('builds a schema.org Car with an AUD offer, KMT mileage and the identity fields', () => {
    expect(vehicleJsonLd(car)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2022 Toyota HiLux SR5 4x4',
      url: car.url,
      description: 'One owner.',
      image: car.images,
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'HiLux',
      vehicleModelDate: '2022',
      vehicleIdentificationNumber: 'MR0FA3CD100123456',
      bodyType: 'Ute',
      fuelType: 'Diesel',
      vehicleTransmission: 'Automatic',
      color: 'Glacier White',
      sku: 'U12345',
      itemCondition: 'https://schema.org/UsedCondition',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 45_210, unitCode: 'KMT' },
      offers: {
        '@type': 'Offer',
        url: car.url,
        price: 58_990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'AutoDealer', name: 'Harbourside Toyota', telephone: '02 9555 0100' },
      },
    })
  })

  it('maps availability: in_stock InStock, coming_soon PreOrder, sold SoldOut', () => {
    expect(jsonLdAvailability('in_stock')).toBe('https://schema.org/InStock')
    expect(jsonLdAvailability('coming_soon')).toBe('https://schema.org/PreOrder')
    expect(jsonLdAvailability('sold')).toBe('https://schema.org/SoldOut')
    expect(jsonLdAvailability('in_transit')).toBeNull()
    expect(jsonLdAvailability('in_transit', true)).toBe('https://schema.org/PreOrder')
  })

  it('leaves out empty fields and a zero price', () => {
    const sparse = vehicleJsonLd({
      ...car,
      vin: null,
      km: null,
      colour: ' ',
      images: [],
      price: 0,
      car_type: 'new',
    })
    expect(sparse).not.toHaveProperty('vehicleIdentificationNumber')
    expect(sparse).not.toHaveProperty('mileageFromOdometer')
    expect(sparse).not.toHaveProperty('color')
    expect(sparse).not.toHaveProperty('image')
    expect(sparse.itemCondition).toBe('https://schema.org/NewCondition')
    expect(sparse.offers).toEqual(expect.not.objectContaining({ price: expect.anything() }))
  })
})

describe('jsonLdScriptContent', () => {
  it('cannot close the script element it sits in', () => {
    const content = jsonLdScriptContent({ description: '</script><script>alert(1)</script>' })
    expect(content).not.toContain('</script>')
    expect(JSON.parse(content)).toEqual({ description: '</script><script>alert(1)</script>' })
  })
})
