import type { DeliveryZone } from '@forecourt/domain/calculators/delivery-quote'
import { describe, expect, it } from 'vitest'
import { deliveryCalculatorView } from './delivery-calculator-view'

const zones: DeliveryZone[] = [
  { name: 'New South Wales', price: 990, postcodeRanges: [{ from: '2000', to: '2999' }] },
  { name: 'Sydney Metro', price: 290, postcodeRanges: [{ from: 2000, to: 2234 }] },
]
const params = (query: string) => new URLSearchParams(query)

describe('deliveryCalculatorView', () => {
  it('is left out when the dealer delivers to no zone', () => {
    expect(deliveryCalculatorView([], params('postcode=2000'))).toBeNull()
  })

  it('carries the zones for the browser and no answer before the form is sent', () => {
    expect(deliveryCalculatorView(zones, params('fuel_distance=100'))).toEqual({
      zones,
      postcode: '',
      quote: null,
      focus: false,
      kept: [['fuel_distance', '100']],
    })
  })

  it('quotes the sent postcode: the price and the zone name', () => {
    expect(deliveryCalculatorView(zones, params('postcode=2150&calculator=delivery'))).toMatchObject({
      postcode: '2150',
      quote: { kind: 'quote', postcode: '2150', price: 290, zoneName: 'Sydney Metro' },
      focus: true,
      kept: [],
    })
  })

  it('"An empty postcode gives \'Please enter a postcode.\'"', () => {
    expect(deliveryCalculatorView(zones, params('postcode=&calculator=delivery'))?.quote).toEqual({
      kind: 'error',
      message: 'Please enter a postcode.',
    })
  })

  it('"Delivery not possible": a postcode outside every zone, or not a postcode', () => {
    const message =
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote."
    expect(deliveryCalculatorView(zones, params('postcode=6000'))?.quote).toEqual({ kind: 'error', message })
    const long = deliveryCalculatorView(zones, params(`postcode=${'9'.repeat(50)}`))
    expect(long?.quote).toEqual({ kind: 'error', message })
    expect(long?.postcode).toBe('99999999')
  })

  it('returns plain data that survives JSON', () => {
    const view = deliveryCalculatorView(zones, params('postcode=2000'))
    expect(JSON.parse(JSON.stringify(view))).toEqual(view)
  })
})
