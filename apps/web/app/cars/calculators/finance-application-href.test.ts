import { describe, expect, it } from 'vitest'
import { financeApplicationHref } from './finance-application-href'

describe('financeApplicationHref', () => {
  it('"/finance?car_id={id}" or "/apply-for-finance" when the flag is on', () => {
    expect(financeApplicationHref('/finance', '4000001')).toBe('/finance?car_id=4000001')
    expect(financeApplicationHref('/apply-for-finance', '4000001')).toBe('/apply-for-finance?car_id=4000001')
  })

  it('encodes an id that is not a plain number', () => {
    expect(financeApplicationHref('/finance', 'a b&c')).toBe('/finance?car_id=a+b%26c')
  })
})
