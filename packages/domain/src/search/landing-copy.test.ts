import { describe, expect, it } from 'vitest'
import { landingDescription, landingHeading, landingTitle } from './landing-copy.ts'

describe('landing page copy', () => {
  it('gives each search route its own heading', () => {
    expect(landingHeading({ kind: 'all' })).toBe('Our Stock')
    expect(landingHeading({ kind: 'condition', condition: 'used-cars' })).toBe('Used Cars for Sale')
    expect(landingHeading({ kind: 'condition', condition: 'new-used-and-demo-cars' })).toBe(
      'New, Used and Demo Cars for Sale',
    )
    expect(landingHeading({ kind: 'make', make: 'Toyota' })).toBe('Toyota for Sale')
    expect(landingHeading({ kind: 'model', make: 'Toyota', model: 'HiLux' })).toBe('Toyota HiLux for Sale')
    expect(landingHeading({ kind: 'body', body: 'SUV' })).toBe('SUV for Sale')
    expect(landingHeading({ kind: 'dealership', slug: 'x', name: 'Southern Cross Motors' })).toBe(
      'Southern Cross Motors Stock',
    )
  })

  it('names the site in the title, and the page after the first', () => {
    const used = { kind: 'condition', condition: 'used-cars' } as const
    expect(landingTitle(used, 'Harbourside Volkswagen')).toBe('Used Cars for Sale | Harbourside Volkswagen')
    expect(landingTitle(used, 'Harbourside Volkswagen', 3)).toBe(
      'Used Cars for Sale - Page 3 | Harbourside Volkswagen',
    )
  })

  it('counts the stock in the description', () => {
    expect(landingDescription({ kind: 'make', make: 'Ford' }, 'Outback Trucks', 1)).toMatch(
      /^Browse 1 vehicle in Ford for Sale at Outback Trucks\./,
    )
    expect(landingDescription({ kind: 'all' }, 'Outback Trucks', 12_345)).toMatch(
      /^Browse 12,345 vehicles at Outback Trucks\./,
    )
  })
})
