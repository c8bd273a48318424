import { describe, expect, it } from 'vitest'
import { highlightText } from './highlight-text.ts'

const options = { startTag: '<mark>', endTag: '</mark>', snippetThreshold: 30, affixTokens: 4 }

describe('highlightText', () => {
  it('marks whole tokens and prefix parts, keeping the source case', () => {
    const marks = new Map([
      ['toyota', {}],
      ['hilux', { prefixLetters: 3 }],
    ])
    const result = highlightText('Toyota Hi-Lux SR5', {}, (t) => marks.get(t), options)
    expect(result?.snippet).toBe('<mark>Toyota</mark> <mark>Hi-L</mark>ux SR5')
    expect(result?.matchedTokens).toEqual(['Toyota', 'Hi-L'])
  })

  it('cuts long texts to a window around the first match', () => {
    const words = Array.from({ length: 40 }, (_, i) => `w${i}`)
    words[20] = 'turbo'
    const result = highlightText(words.join(' '), {}, (t) => (t === 'turbo' ? {} : undefined), options)
    expect(result?.snippet).toBe('w16 w17 w18 w19 <mark>turbo</mark> w21 w22 w23 w24')
  })

  it('returns nothing without a match', () => {
    expect(highlightText('Mazda CX-5', {}, () => undefined, options)).toBeUndefined()
  })
})
