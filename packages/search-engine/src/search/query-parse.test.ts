import { describe, expect, it } from 'vitest'
import { parseQuery } from './query-parse.ts'

describe('parseQuery', () => {
  it('keeps plain tokens, exclusions and phrases apart', () => {
    expect(parseQuery('toyota -diesel "land cruiser"', {})).toEqual({
      include: ['toyota'],
      exclude: [['diesel']],
      phrases: [['land', 'cruiser']],
    })
  })

  it('treats hyphenated words as one token and a lone exclusion as a wildcard', () => {
    expect(parseQuery('sr-5', {}).include).toEqual(['sr5'])
    expect(parseQuery('-ute', {})).toEqual({ include: ['*'], exclude: [['ute']], phrases: [] })
  })
})
