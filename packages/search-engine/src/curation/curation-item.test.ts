import { describe, expect, it } from 'vitest'
import { parseCurationItem } from './curation-item.ts'

describe('parseCurationItem', () => {
  it('fills Typesense defaults and normalises tags', () => {
    expect(
      parseCurationItem({ rule: { tags: ['b', 'a', 'b'] }, filter_by: 'x:1', metadata: {} }, 'rule-1'),
    ).toEqual({
      id: 'rule-1',
      rule: { tags: ['a', 'b'] },
      includes: [],
      excludes: [],
      filter_by: 'x:1',
      remove_matched_tokens: true,
      filter_curated_hits: false,
      stop_processing: true,
    })
  })

  it('takes the id from the path before the body, and reads positions as unsigned', () => {
    const item = parseCurationItem(
      { id: 'body', rule: { query: 'q', match: 'exact' }, includes: [{ id: 'd', position: -1 }] },
      'path',
    )
    expect(item.id).toBe('path')
    expect(item.includes[0]!.position).toBe(4294967295)
  })

  it('answers 400 for values of the wrong type', () => {
    expect(() => parseCurationItem({ id: 'x', rule: { query: 1, match: 'exact' }, excludes: [] })).toThrow(
      'Bad JSON.',
    )
    expect(() =>
      parseCurationItem({ id: 'x', rule: { tags: ['a'] }, excludes: [], stop_processing: 'no' }),
    ).toThrow('The `stop_processing` must be a boolean.')
  })
})
