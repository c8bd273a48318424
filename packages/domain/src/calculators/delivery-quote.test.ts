import { describe, expect, it } from 'vitest'
import {
  DELIVERY_EMPTY_POSTCODE,
  DELIVERY_NOT_POSSIBLE,
  DELIVERY_TEXT,
  type DeliveryZone,
  deliveryQuote,
} from './delivery-quote.ts'

const zones: DeliveryZone[] = [
  { name: 'New South Wales', price: 990, postcodeRanges: [{ from: '2000', to: '2999' }] },
  { name: 'Sydney Metro', price: 290, postcodeRanges: [{ from: 2000, to: 2234 }] },
  {
    name: 'Victoria and Tasmania',
    price: 1490,
    postcodeRanges: [
      { from: '3000', to: '3999' },
      { from: '7000', to: '7999' },
    ],
  },
]

describe('delivery quote', () => {
  it('"Delivery text: \'We can deliver your car to anywhere in Australia\'."', () => {
    expect(DELIVERY_TEXT).toBe('We can deliver your car to anywhere in Australia')
  })

  it('"Delivery price lookup ... input: postcode ... returns price and name"', () => {
    expect(deliveryQuote('3121', zones)).toEqual({
      kind: 'quote',
      postcode: '3121',
      price: 1490,
      zoneName: 'Victoria and Tasmania',
    })
    expect(deliveryQuote(' 7000 ', zones)).toMatchObject({ price: 1490 })
  })

  it('prefers the narrowest zone when zones overlap, whatever their order', () => {
    expect(deliveryQuote('2150', zones)).toMatchObject({ price: 290, zoneName: 'Sydney Metro' })
    expect(deliveryQuote('2250', zones)).toMatchObject({ price: 990, zoneName: 'New South Wales' })
  })

  it('"An empty postcode gives \'Please enter a postcode.\'"', () => {
    expect(DELIVERY_EMPTY_POSTCODE).toBe('Please enter a postcode.')
    expect(deliveryQuote('', zones)).toEqual({ kind: 'error', message: 'Please enter a postcode.' })
    expect(deliveryQuote('   ', zones)).toEqual({ kind: 'error', message: 'Please enter a postcode.' })
    expect(deliveryQuote(undefined, zones)).toEqual({ kind: 'error', message: 'Please enter a postcode.' })
  })

  it('"Delivery not possible": the spec\'s message for a postcode outside every zone', () => {
    const message =
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote."
    expect(DELIVERY_NOT_POSSIBLE).toBe(message)
    expect(deliveryQuote('6000', zones)).toEqual({ kind: 'error', message })
    expect(deliveryQuote('2150', [])).toEqual({ kind: 'error', message })
    expect(deliveryQuote('215', zones)).toEqual({ kind: 'error', message })
  })
})
