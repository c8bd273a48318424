import { describe, expect, it } from 'vitest'
import { FINANCE_DISCLAIMER_PREVIEW_LENGTH, financeDisclaimerPreview } from './disclaimer.ts'

describe('finance disclaimer preview', () => {
  it('"text shown as a preview of 197 characters"', () => {
    expect(FINANCE_DISCLAIMER_PREVIEW_LENGTH).toBe(197)
    const text = 'x'.repeat(300)
    const { preview, truncated } = financeDisclaimerPreview(text)
    expect(truncated).toBe(true)
    expect(preview).toBe(`${'x'.repeat(197)}...`)
  })

  it('keeps a text of 197 characters whole', () => {
    const text = 'y'.repeat(197)
    expect(financeDisclaimerPreview(text)).toEqual({ preview: text, truncated: false })
  })
})
