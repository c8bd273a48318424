import { DEALER_COMMENTS_PENDING } from '@forecourt/domain/vehicle-page/comments'
import { describe, expect, it } from 'vitest'
import { type BrochureCar, type BrochureSite, carBrochureView } from './car-brochure-view'

const car: BrochureCar = {
  id: 'abc123',
  slug: '2022-toyota-hilux-sr5-abc123',
  path: '/cars/2022-toyota-hilux-sr5-abc123',
  name: '2022 Toyota HiLux SR5',
  status: 'in_stock',
  price: 52990,
  price_type: 'drive_away',
  car_type: 'used',
  dealership_name: 'Harbour City Toyota',
  location_name: 'Harbour City Toyota Parramatta',
  location_phone: '02 9555 0100',
  primary_image_url: '/demo-media/vehicles/ute-white-front.svg',
  image_urls: ['/demo-media/vehicles/ute-white-side.svg'],
  km: 45210,
  transmission: 'Automatic',
  fuel: 'Diesel',
  body: 'Ute',
  drive: '4x4',
  engine_size_litres: 2.8,
  colour: 'White',
  seats: 5,
  stocknum: 'HC1234',
  vin: null,
  regplate: 'ABC12D',
  rego_expiry: null,
  build_date: '2022-03',
  compliance_date: null,
  variant: { cylinders: 4, torque: 500, induction: 'null', towingcapacitybraked: null },
  standard_equipment: ['Reversing Camera', '  ', 'Apple CarPlay ', 'Reversing Camera'],
  dealercomments: 'One owner.|Full service history.',
}

const site: BrochureSite = {
  dealerPhones: { main: '02 9555 0000', used: '02 9555 0200' },
  hideZeroPrice: false,
  origin: 'https://harbourcity.example',
}

describe('carBrochureView', () => {
  it('shows who sells the car, what it is and what it costs', () => {
    const view = carBrochureView(car, site)
    expect(view.slug).toBe('2022-toyota-hilux-sr5-abc123')
    expect(view.title).toBe('2022 Toyota HiLux SR5')
    expect(view.status).toBeNull()
    expect(view.price).toEqual({ text: '$52,990', typeLabel: 'Drive Away' })
    expect(view.dealer).toEqual({
      name: 'Harbour City Toyota',
      location: 'Harbour City Toyota Parramatta',
      // Phone priority: a used car takes the dealer's used-car number before the location's.
      phone: '02 9555 0200',
    })
    expect(view.photo).toEqual({
      url: '/demo-media/vehicles/ute-white-front.svg',
      alt: '2022 Toyota HiLux SR5',
    })
    expect(view.pageUrl).toBe('https://harbourcity.example/cars/2022-toyota-hilux-sr5-abc123')
  })

  it('lists key information, shown specifications, equipment once each and every comment paragraph', () => {
    const view = carBrochureView(car, site)
    expect(view.keyInformation.slice(0, 4)).toEqual([
      { label: 'Odometer', value: '45,210 km' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Fuel Type', value: 'Diesel' },
      { label: 'Body Type', value: 'Ute' },
    ])
    expect(view.keyInformation.map((item) => item.label)).not.toContain('VIN')
    expect(view.specifications).toEqual([
      { label: 'Cylinders', value: '4' },
      { label: 'Torque', value: '500 Nm' },
    ])
    expect(view.standardEquipment).toEqual(['Reversing Camera', 'Apple CarPlay'])
    expect(view.comments).toEqual({ paragraphs: ['One owner.', 'Full service history.'], pending: false })
  })

  it('says comments are pending, marks a sold car and falls back to the location phone and first photo', () => {
    const view = carBrochureView(
      { ...car, dealercomments: ' | ', status: 'sold', primary_image_url: null },
      { ...site, dealerPhones: null },
    )
    expect(view.comments).toEqual({ paragraphs: [DEALER_COMMENTS_PENDING], pending: true })
    expect(view.status).toBe('Sold')
    expect(view.dealer.phone).toBe('02 9555 0100')
    expect(view.photo?.url).toBe('/demo-media/vehicles/ute-white-side.svg')
  })

  it('reads a price of 0 as on application, or leaves it out where the dealer hides it', () => {
    expect(carBrochureView({ ...car, price: 0 }, site).price).toEqual({
      text: 'Price on application',
      typeLabel: null,
    })
    expect(carBrochureView({ ...car, price: 0 }, { ...site, hideZeroPrice: true }).price).toBeNull()
  })

  it('has no photo when the car has none', () => {
    expect(carBrochureView({ ...car, primary_image_url: null, image_urls: [] }, site).photo).toBeNull()
  })
})
