import { describe, expect, it } from 'vitest'
import { previewTarget, websiteOrigin } from './preview-url.ts'

const dealerRef = { _ref: 'dealer-southern-cross-motors' }

describe('previewTarget', () => {
  it.each([
    [
      { _id: 'drafts.dealer-a', _type: 'dealer' },
      { websiteId: 'dealer-a', path: '/' },
    ],
    [
      { _id: 'g', _type: 'dealerGroup', hasWebsite: true },
      { websiteId: 'g', path: '/' },
    ],
    [
      { _id: 'l', _type: 'location', dealer: dealerRef, slug: { current: 'parramatta' } },
      { websiteId: dealerRef._ref, path: '/locations/parramatta' },
    ],
    [
      { _id: 'm', _type: 'model', websites: [dealerRef], slug: { current: 'hilux' } },
      { websiteId: dealerRef._ref, path: '/models/hilux' },
    ],
    [
      { _id: 'o', _type: 'offer', websites: [dealerRef], offerId: { current: 'eofy-sale' } },
      { websiteId: dealerRef._ref, path: '/offers/eofy-sale' },
    ],
    [
      { _id: 'p', _type: 'page', websites: [dealerRef], slug: { current: 'privacy-policy' } },
      { websiteId: dealerRef._ref, path: '/privacy-policy' },
    ],
    [
      { _id: 'p', _type: 'page', websites: [dealerRef], slug: { current: 'why-buy' } },
      { websiteId: dealerRef._ref, path: '/pages/why-buy' },
    ],
    [
      { _id: 'h', _type: 'homePage', website: dealerRef },
      { websiteId: dealerRef._ref, path: '/' },
    ],
    [
      { _id: 's', _type: 'servicePage', website: dealerRef },
      { websiteId: dealerRef._ref, path: '/service' },
    ],
  ])('opens %j at %j', (document, target) => {
    expect(previewTarget(document)).toEqual(target)
  })

  it('has nothing to open for a group without a website, an unsaved slug or a type with no page', () => {
    expect(previewTarget({ _id: 'g', _type: 'dealerGroup', hasWebsite: false })).toBeNull()
    expect(previewTarget({ _id: 'm', _type: 'model', websites: [dealerRef] })).toBeNull()
    expect(previewTarget({ _id: 'b', _type: 'brandEntry' })).toBeNull()
  })
})

describe('websiteOrigin', () => {
  it("is the website's first production domain", () => {
    expect(websiteOrigin({ slug: 'harbourside-volkswagen', domains: ['www.harbourside.com.au'] })).toBe(
      'https://www.harbourside.com.au',
    )
  })

  it('is the development address without a domain', () => {
    expect(websiteOrigin({ slug: 'harbourside-volkswagen', domains: [] })).toBe(
      'http://harbourside-volkswagen.localhost:3000',
    )
    expect(websiteOrigin({ slug: 'a', domains: null }, 'https://{slug}.staging.example')).toBe(
      'https://a.staging.example',
    )
  })
})
