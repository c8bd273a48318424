import { describe, expect, it } from 'vitest'
import {
  MOBILE_BAR_STYLE_SCROLL_PX,
  mobileBarScrolledStyle,
  STICKY_HEADER_SCROLL_PX,
  showStickyHeader,
} from './scroll.ts'

describe('scroll thresholds', () => {
  it('"Sticky header at scroll 500 px"', () => {
    expect(STICKY_HEADER_SCROLL_PX).toBe(500)
    expect(showStickyHeader(500)).toBe(false)
    expect(showStickyHeader(501)).toBe(true)
    expect(showStickyHeader(2000, false)).toBe(false)
  })

  it('"mobile bar changes style after 900 px"', () => {
    expect(MOBILE_BAR_STYLE_SCROLL_PX).toBe(900)
    expect(mobileBarScrolledStyle(900)).toBe(false)
    expect(mobileBarScrolledStyle(901)).toBe(true)
  })
})
