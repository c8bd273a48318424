import { describe, expect, it } from 'vitest'
import { safeHref } from './safe-href.ts'

describe('safeHref', () => {
  it('keeps site paths and the allowed schemes', () => {
    expect(safeHref('/contact')).toBe('/contact')
    expect(safeHref('https://www.volkswagen.com.au/')).toBe('https://www.volkswagen.com.au/')
    expect(safeHref('mailto:sales@example.com.au', ['https', 'mailto'])).toBe('mailto:sales@example.com.au')
  })

  it('drops script, protocol-relative and other schemes', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull()
    expect(safeHref(' JaVaScRiPt:alert(1)')).toBeNull()
    expect(safeHref('//evil.example')).toBeNull()
    expect(safeHref('data:text/html,hi')).toBeNull()
    expect(safeHref('mailto:x@y.z')).toBeNull()
    expect(safeHref('')).toBeNull()
  })
})
