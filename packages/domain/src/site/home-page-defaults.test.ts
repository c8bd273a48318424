import { describe, expect, it } from 'vitest'
import { DEFAULT_VALUE_PROPOSITIONS, FEATURE_BANNER_TILES } from './home-page-defaults.ts'

describe('home page defaults', () => {
  it('"A promotional header with three value propositions: Reserve Quickly Online, Secure Online Payments, Apply For Finance"', () => {
    expect(DEFAULT_VALUE_PROPOSITIONS.map((proposition) => proposition.title)).toEqual([
      'Reserve Quickly Online',
      'Secure Online Payments',
      'Apply For Finance',
    ])
    for (const proposition of DEFAULT_VALUE_PROPOSITIONS) expect(proposition.text.length).toBeGreaterThan(0)
  })

  it('"The feature banner links to offers, online service booking and selling your car"', () => {
    expect(FEATURE_BANNER_TILES.map((tile) => tile.href)).toEqual([
      '/special-offers',
      '/service',
      '/sell-your-car',
    ])
    // The buttons the spec names for those pages: "the button reads 'Book a Service'", "'Sell Your Car'".
    expect(FEATURE_BANNER_TILES.map((tile) => tile.title)).toEqual([
      'Special Offers',
      'Book a Service',
      'Sell Your Car',
    ])
  })
})
