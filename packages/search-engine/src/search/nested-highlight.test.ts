import { describe, expect, it } from 'vitest'
import { nestedHighlights } from './nested-highlight.ts'

const options = { startTag: '<b>', endTag: '</b>', snippetThreshold: 30, affixTokens: 4 }
const markOf = (token: string) => (token === 'fox' ? {} : undefined)

describe('nestedHighlights', () => {
  const doc = { details: { a: 'red fox', b: ['no', 'fox here'] }, other: { c: 'nothing' } }

  it('mirrors the document for a group with a match, matched or not', () => {
    const out = nestedHighlights(
      doc,
      [
        { name: 'details.a', group: 'details', full: false },
        { name: 'details.b', group: 'details', full: false },
        { name: 'other.c', group: 'other', full: false },
      ],
      {},
      markOf,
      options,
    )
    expect(out).toEqual({
      details: {
        a: { matched_tokens: ['fox'], snippet: 'red <b>fox</b>' },
        b: [
          { matched_tokens: [], snippet: 'no' },
          { matched_tokens: ['fox'], snippet: '<b>fox</b> here' },
        ],
      },
    })
  })
})
