import { describe, expect, it } from 'vitest'
import { justSubmitted, keptParams } from './calculator-params'

describe('calculator form parameters', () => {
  it("keeps the page's other parameters, in order, repeated ones too", () => {
    const params = new URLSearchParams(
      'postcode=3121&fuel_distance=100&utm_source=mail&calculator=fuel&tag=a&tag=b&fuel_price=2',
    )
    expect(keptParams(params, ['fuel_distance', 'fuel_price'])).toEqual([
      ['postcode', '3121'],
      ['utm_source', 'mail'],
      ['tag', 'a'],
      ['tag', 'b'],
    ])
    expect(keptParams(new URLSearchParams(), ['postcode'])).toEqual([])
  })

  it('knows which calculator was submitted', () => {
    const params = new URLSearchParams('calculator=delivery&postcode=')
    expect(justSubmitted(params, 'delivery')).toBe(true)
    expect(justSubmitted(params, 'fuel')).toBe(false)
    expect(justSubmitted(new URLSearchParams('postcode=2000'), 'delivery')).toBe(false)
  })
})
