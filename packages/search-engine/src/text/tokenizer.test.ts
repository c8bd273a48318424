import { describe, expect, it } from 'vitest'
import { tokenize, tokenizeWithSpans } from './tokenizer.ts'

describe('tokenize', () => {
  it.each([
    ['Toyota HiLux SR5', ['toyota', 'hilux', 'sr5']],
    ['Land-Rover', ['landrover']],
    ["Driver's  seat,\nheated", ['drivers', 'seat', 'heated']],
    ['Škoda Citroën Ørsted Straße', ['skoda', 'citroen', 'orsted', 'strasse']],
    ['  ', []],
    ['$25,990', ['25990']],
  ])('%j -> %j', (text, expected) => {
    expect(tokenize(text)).toEqual(expected)
  })

  it('splits on token_separators and keeps symbols_to_index', () => {
    expect(tokenize('sr-5 c++', { tokenSeparators: ['-'], symbolsToIndex: ['+'] })).toEqual([
      'sr',
      '5',
      'c++',
    ])
  })

  it('reports source spans', () => {
    expect(tokenizeWithSpans('The Hi-Lux!')).toEqual([
      { value: 'the', start: 0, end: 3 },
      { value: 'hilux', start: 4, end: 10 },
    ])
  })
})
