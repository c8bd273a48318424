import { describe, expect, it } from 'vitest'
import { TextFieldIndex, WHOLE_ELEMENT_MAX_TOKENS } from '../index/text-field-index.ts'
import { matchStringValue } from './string-match.ts'

const words = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `w${from + i}`).join(' ')

/** `field:=value` over documents 0..n-1, as ordinals. */
function exactly(values: readonly (string | string[])[], value: string): number[] {
  const index = new TextFieldIndex({})
  values.forEach((text, ordinal) => {
    index.add(ordinal, text, 0)
  })
  const ordinals: number[] = []
  matchStringValue('field', index, values.length, 'EQUALS', value, 4, false).forEach((ordinal) => {
    ordinals.push(ordinal)
  })
  return ordinals
}

describe('field:=value', () => {
  it('matches an element that is the value, not one that only starts with it or holds it', () => {
    const values = ['southern-cross-motors', 'southern cross', 'southern-cross-motors-sales', 'motors']
    expect(exactly(values, 'southern-cross-motors')).toEqual([0])
    expect(exactly(values, 'Southern Cross')).toEqual([1])
  })

  it('matches any element of an array', () => {
    expect(exactly([['towbar', 'bull bar'], ['bull bar'], ['bull']], 'bull bar')).toEqual([0, 1])
  })

  it('matches elements longer than the whole-element index holds, word by word', () => {
    const long = words(WHOLE_ELEMENT_MAX_TOKENS + 4)
    const values = [long, `${long} more`, words(WHOLE_ELEMENT_MAX_TOKENS + 4, 1)]
    expect(exactly(values, long)).toEqual([0])
  })

  it('finds a document once however often the element repeats in it', () => {
    expect(exactly([['red', 'red'], ['blue']], 'red')).toEqual([0])
  })
})
