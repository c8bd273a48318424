import { describe, expect, it } from 'vitest'
import { promotedCarFilter } from './car-filter.ts'

describe('the filter that finds a promoted car', () => {
  it("finds a stock number among the website's dealers only, until it is sold", () => {
    expect(promotedCarFilter(['a-motors', 'b-motors'], { stockNumber: 'AB12', position: 1 })).toBe(
      '(dealership_slug:=[`a-motors`,`b-motors`]) && (stocknum:=[`AB12`]) && (status:!=sold)',
    )
  })

  it('takes a rule to cars in stock and not reserved, with only the values it gives', () => {
    expect(
      promotedCarFilter(['a-motors'], { rule: { make: 'Toyota', condition: 'used' }, position: 2 }),
    ).toBe(
      '(dealership_slug:=[`a-motors`]) && (status:=in_stock) && (reserved:=false) && (make:=[`Toyota`]) && (car_type:=[`used`])',
    )
  })

  it('quotes values, so no stock number or make can change the filter', () => {
    const filter = promotedCarFilter(['a'], { stockNumber: 'X`] || dealership_slug:=[`b', position: 1 })
    expect(filter).toBe(
      '(dealership_slug:=[`a`]) && (stocknum:=[`X\\`] || dealership_slug:=[\\`b`]) && (status:!=sold)',
    )
  })
})
