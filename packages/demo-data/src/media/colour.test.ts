import { describe, expect, it } from 'vitest'
import { shade } from './colour.ts'

describe('shade', () => {
  it('returns the colour itself, lower-cased, for a factor of 1', () => {
    expect(shade('#B4191F', 1)).toBe('#b4191f')
  })

  it('darkens towards black and lightens towards white', () => {
    expect(shade('#808080', 0.5)).toBe('#404040')
    expect(shade('#808080', 0)).toBe('#000000')
    expect(shade('#000000', 1.5)).toBe('#808080')
  })
})
