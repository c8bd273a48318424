import { describe, expect, it } from 'vitest'
import { pdfSafeText } from './pdf-safe-text'

// Printable ASCII plus 'é', as a stand-in for a font's character set.
const supported = new Set([
  ...Array.from({ length: 95 }, (_, index) => 32 + index),
  'é'.codePointAt(0) as number,
])

describe('pdfSafeText', () => {
  it('keeps characters the font has', () => {
    expect(pdfSafeText('Café $32,990 (Drive Away)', supported)).toBe('Café $32,990 (Drive Away)')
  })

  it('turns tabs and other whitespace into plain spaces', () => {
    expect(pdfSafeText('Tow\tbar\u00a0fitted', supported)).toBe('Tow bar fitted')
  })

  it('drops an accent the font lacks and replaces what it cannot draw', () => {
    expect(pdfSafeText('Škoda ✓ 🚗', supported)).toBe('Skoda ? ?')
  })
})
