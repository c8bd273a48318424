import { describe, expect, it } from 'vitest'
import { offerDescriptionPreview, offerDisclaimerPreview } from './offer-text.ts'

const text = (length: number) => 'x'.repeat(length)

describe('offer card text', () => {
  it('"Offer description truncates at 160 characters when longer than 200"', () => {
    expect(offerDescriptionPreview(text(200))).toEqual({ preview: text(200), truncated: false })
    const long = offerDescriptionPreview(text(201))
    expect(long.truncated).toBe(true)
    expect(long.preview).toBe(`${text(160)}...`)
  })

  it('"The disclaimer truncates at 200"', () => {
    expect(offerDisclaimerPreview(text(200)).truncated).toBe(false)
    expect(offerDisclaimerPreview(text(250))).toEqual({ preview: `${text(200)}...`, truncated: true })
  })
})
