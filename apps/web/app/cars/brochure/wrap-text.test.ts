import { describe, expect, it } from 'vitest'
import { wrapText } from './wrap-text'

// One unit per character, so widths are easy to reason about.
const measure = (text: string) => text.length

describe('wrapText', () => {
  it('keeps text that fits on one line', () => {
    expect(wrapText('One owner', 20, measure)).toEqual(['One owner'])
  })

  it('breaks at spaces so no line is wider than the limit', () => {
    expect(wrapText('Full service history with the dealer', 12, measure)).toEqual([
      'Full service',
      'history with',
      'the dealer',
    ])
  })

  it('collapses runs of spaces', () => {
    expect(wrapText('  Leather   seats  ', 20, measure)).toEqual(['Leather seats'])
  })

  it('splits a word wider than a line', () => {
    expect(wrapText('See https://example.com/cars/abc', 10, measure)).toEqual([
      'See',
      'https://ex',
      'ample.com/',
      'cars/abc',
    ])
  })

  it('keeps explicit line breaks, blank lines included', () => {
    expect(wrapText('First\n\nSecond', 20, measure)).toEqual(['First', '', 'Second'])
  })
})
