import { describe, expect, it } from 'vitest'
import { type FinanceTeaserLender, financeTeaser } from './finance-teaser.ts'

const now = new Date('2026-11-20T00:00:00Z')
const car = { status: 'in_stock', reserved: false, price: 32_990, year: 2022 }
const youx: FinanceTeaserLender = {
  provider: 'youx',
  interestRate: 8.49,
  comparisonRate: 9.12,
  paymentWeek: 152.4,
  paymentMonth: null,
}
const plenti: FinanceTeaserLender = {
  provider: 'plenti',
  interestRate: 10,
  comparisonRate: 10.87,
  paymentWeek: null,
  paymentMonth: 433,
}

describe('finance teaser', () => {
  it("reads 'est. $X/wk based on sample Y% p.a.' with the comparison rate beside it", () => {
    expect(financeTeaser(car, youx, now)).toEqual({
      weeklyAmount: 152,
      interestRate: 8.49,
      comparisonRate: 9.12,
      text: 'est. $152/wk based on sample 8.49% p.a.',
      comparisonText: 'Comparison rate 9.12% p.a.',
    })
  })

  it('"shows only if the car has lender data and rates are not null"', () => {
    expect(financeTeaser(car, null, now)).toBeNull()
    expect(financeTeaser(car, { ...plenti, interestRate: null }, now)).toBeNull()
    expect(financeTeaser(car, { ...plenti, comparisonRate: null }, now)).toBeNull()
  })

  describe('"One provider\'s rules: the car\'s year within 12 years, price above 500, a purchasable car and a comparison rate present"', () => {
    it('the year within 12 years', () => {
      expect(financeTeaser({ ...car, year: 2014 }, youx, now)).not.toBeNull()
      expect(financeTeaser({ ...car, year: 2013 }, youx, now)).toBeNull()
    })

    it('price above 500', () => {
      expect(financeTeaser({ ...car, price: 501 }, youx, now)).not.toBeNull()
      expect(financeTeaser({ ...car, price: 500 }, youx, now)).toBeNull()
    })

    it('a purchasable car', () => {
      expect(financeTeaser({ ...car, status: 'sold' }, youx, now)).toBeNull()
      expect(financeTeaser({ ...car, reserved: true }, youx, now)).toBeNull()
      expect(financeTeaser({ ...car, status: 'coming_soon' }, youx, now)).not.toBeNull()
    })
  })

  describe('"Other providers: price above 500 and a weekly or monthly payment"', () => {
    it('turns a monthly payment into a weekly one ("Monthly is weekly times 4.33")', () => {
      expect(financeTeaser(car, plenti, now)).toMatchObject({
        weeklyAmount: 100,
        text: 'est. $100/wk based on sample 10.00% p.a.',
        comparisonText: 'Comparison rate 10.87% p.a.',
      })
    })

    it('needs a payment and a price above 500, not the YouX age or purchasable rules', () => {
      expect(financeTeaser(car, { ...plenti, paymentMonth: null }, now)).toBeNull()
      expect(financeTeaser({ ...car, price: 500 }, plenti, now)).toBeNull()
      expect(financeTeaser({ ...car, year: 2005, reserved: true }, plenti, now)).not.toBeNull()
    })
  })
})
