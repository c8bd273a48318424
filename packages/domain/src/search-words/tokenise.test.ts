import { describe, expect, it } from 'vitest'
import { compactKey, tokenise, typedWords } from './tokenise.ts'

describe('words as typed', () => {
  it('splits ranges, comparison signs and slashes but keeps names whole', () => {
    expect(tokenise('20-30k <50k $150/wk CX-5 ex-demo 4x4, Škoda').map((token) => token.text)).toEqual([
      '20',
      '-',
      '30k',
      '<',
      '50k',
      '$150',
      'wk',
      'CX-5',
      'ex-demo',
      '4x4',
      'Škoda',
    ])
  })

  it('keeps thousands separators and trailing plus signs', () => {
    expect(tokenise('$25,000, 2020+ 7+ seats').map((token) => token.norm)).toEqual([
      '$25,000',
      '2020+',
      '7+',
      'seats',
    ])
  })

  it('gives each word its compact key and its place in the phrase', () => {
    const phrase = 'Off-Road  caravan, "under" $60k!'
    const tokens = tokenise(phrase)
    expect(tokens.map((token) => token.compact)).toEqual(['offroad', 'caravan', 'under', '60k'])
    expect(typedWords(phrase, tokens, 0, 1)).toBe('Off-Road  caravan')
    expect(typedWords(phrase, tokens, 2, 3)).toBe('under" $60k')
    expect(compactKey('Mercedes-Benz')).toBe('mercedesbenz')
  })

  it('reads at most 40 words of at most 200 characters', () => {
    expect(tokenise('ute '.repeat(100))).toHaveLength(40)
    expect(tokenise(`${'a'.repeat(199)} ute`)).toHaveLength(1)
  })
})
