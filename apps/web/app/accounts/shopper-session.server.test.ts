import { describe, expect, it } from 'vitest'
import { sameSiteRefererPath } from './shopper-session.server'

const from = (referer: string | null) =>
  new Request('http://harbourside-volkswagen.localhost:3000/my-garage', {
    headers: referer === null ? {} : { referer },
  })

describe('where a gated page sends the shopper back to', () => {
  it('is the page on this site that linked here', () => {
    expect(sameSiteRefererPath(from('http://harbourside-volkswagen.localhost:3000/cars/golf?x=1'))).toBe(
      '/cars/golf',
    )
  })

  it("is '/' for no Referer, another site's, or one that is not an address (never a 500)", () => {
    for (const referer of [null, 'https://evil.example/cars/golf', 'http://[', 'not a url', '%']) {
      expect(sameSiteRefererPath(from(referer)), String(referer)).toBe('/')
    }
  })
})
