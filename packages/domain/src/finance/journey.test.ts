import { describe, expect, it } from 'vitest'
import {
  CUSTOMER_FAILED_MESSAGE,
  CUSTOMER_FAILED_WITH_PROVIDER_MESSAGE,
  customerFailureMessages,
  FINANCE_DIALOG_TITLE,
  FINANCE_HEADER_STEPS,
  financePagePath,
  GET_FINANCE_NOW,
  NO_REDIRECT_MESSAGE,
  PERSONALISED_QUOTE_LABEL,
  parseFinanceQuery,
} from './journey.ts'

describe('the finance journey (forms document)', () => {
  it("is titled 'Instant Finance pre-approval with no impact on your credit score.' with the four header steps", () => {
    expect(FINANCE_DIALOG_TITLE).toBe('Instant Finance pre-approval with no impact on your credit score.')
    expect(FINANCE_HEADER_STEPS).toEqual([
      'Quick Estimate',
      'Your Details',
      'Instant pre-approval',
      'Apply to lender',
    ])
    expect(PERSONALISED_QUOTE_LABEL).toBe('Get A Personalised Quote')
  })

  it("offers 'Start Finance Journey' to the used-cars search in the 'Get Finance Now' panel", () => {
    expect(GET_FINANCE_NOW).toMatchObject({
      heading: 'Get Finance Now',
      startLabel: 'Start Finance Journey',
      viewAllLabel: 'View All Used Cars',
      searchPath: '/search/used-cars',
    })
  })

  it('uses /apply-for-finance when the flag is on, otherwise /finance', () => {
    expect(financePagePath({ applyForFinancePage: true })).toBe('/apply-for-finance')
    expect(financePagePath({ applyForFinancePage: false })).toBe('/finance')
  })

  it("tells the shopper the error catalogue's customer-creation texts, the provider's own error first", () => {
    expect(
      customerFailureMessages({ kind: 'rejected', providerMessage: 'Applicant under 18' }, 'Harbourside')[0],
    ).toBe('Applicant under 18')
    expect(customerFailureMessages({ kind: 'rejected', providerMessage: null }, 'Harbourside')[0]).toBe(
      CUSTOMER_FAILED_MESSAGE,
    )
    expect(CUSTOMER_FAILED_MESSAGE).toBe('Failed to create YouX customer')
    expect(customerFailureMessages({ kind: 'unavailable', providerMessage: null }, 'Harbourside')[0]).toBe(
      CUSTOMER_FAILED_WITH_PROVIDER_MESSAGE,
    )
    expect(CUSTOMER_FAILED_WITH_PROVIDER_MESSAGE).toBe('Failed to create customer with YouX')
    const noRedirect = customerFailureMessages({ kind: 'no-redirect', providerMessage: null }, 'Harbourside')
    expect(noRedirect[0]).toBe('Failed to create customer or no redirect URL received.')
    expect(noRedirect[0]).toBe(NO_REDIRECT_MESSAGE)
    // The lead is kept: the shopper is told it reached the dealer.
    expect(noRedirect[1]).toContain('has reached Harbourside')
  })

  it("reads the spec's query parameters and drops malformed ones", () => {
    expect(
      parseFinanceQuery(
        new URLSearchParams(
          'car_id=4821&vin=wvwzzzaw1ra012345&car_type=Used&preferredDealership=Harbourside-Volkswagen&vehiclePriceBudget=%2432%2C990',
        ),
      ),
    ).toEqual({
      carId: '4821',
      vin: 'WVWZZZAW1RA012345',
      carType: 'used',
      preferredDealership: 'harbourside-volkswagen',
      vehiclePriceBudget: 32990,
    })
    expect(
      parseFinanceQuery(new URLSearchParams('car_id=<script>&vin=bad&car_type=boat&vehiclePriceBudget=lots')),
    ).toEqual({ carId: null, vin: null, carType: null, preferredDealership: null, vehiclePriceBudget: null })
  })
})
