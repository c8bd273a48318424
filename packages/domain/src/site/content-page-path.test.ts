import { describe, expect, it } from 'vitest'
import { contentPagePath } from './content-page-path.ts'

describe('contentPagePath', () => {
  it.each([
    ['privacy-policy', '/privacy-policy'],
    ['terms-and-conditions', '/terms-and-conditions'],
    ['careers', '/careers'],
    ['about-us', '/about-us'],
    ['vehicle-parts-and-accessories', '/vehicle-parts-and-accessories'],
    ['why-buy-from-us', '/pages/why-buy-from-us'],
  ])('puts the page %s at %s', (slug, path) => {
    expect(contentPagePath(slug)).toBe(path)
  })
})
