import { describe, expect, it } from 'vitest'
import { UnwritableFilterError, writeFilter } from '../filter-writer.ts'
import { promotedCarFilter } from './car-filter.ts'

const written = (...args: Parameters<typeof promotedCarFilter>) => writeFilter(promotedCarFilter(...args))

describe('the filter that finds a promoted car', () => {
  it("finds a stock number among the website's dealers only, until it is sold", () => {
    expect(written(['a-motors', 'b-motors'], { stockNumber: 'AB12', position: 1 })).toBe(
      '(dealership_slug:=[`a-motors`,`b-motors`]) && (stocknum:=[`AB12`]) && (status:!=[`sold`])',
    )
  })

  it('takes a rule to cars in stock and not reserved, with only the values it gives', () => {
    expect(written(['a-motors'], { rule: { make: 'Toyota', condition: 'used' }, position: 2 })).toBe(
      '(dealership_slug:=[`a-motors`]) && (status:=[`in_stock`]) && (reserved:=[false]) && (make:=[`Toyota`]) && (car_type:=[`used`])',
    )
  })

  it('keeps a stock number with brackets and operators one value, and refuses one with a backtick', () => {
    expect(written(['a'], { stockNumber: 'X] || dealership_slug:=[b', position: 1 })).toBe(
      '(dealership_slug:=[`a`]) && (stocknum:=[`X] || dealership_slug:=[b`]) && (status:!=[`sold`])',
    )
    expect(() => written(['a'], { stockNumber: 'X`] || dealership_slug:=[`b', position: 1 })).toThrow(
      UnwritableFilterError,
    )
  })
})
