import { describe, expect, it } from 'vitest'
import { parsePinnedHits } from './pinned-hits.ts'

describe('parsePinnedHits', () => {
  it('reads positions after the last colon, so ids may contain colons', () => {
    expect([...parsePinnedHits('b:3, a:b:1,c:1')]).toEqual([
      [1, ['a:b', 'c']],
      [3, ['b']],
    ])
  })

  it('refuses malformed entries', () => {
    expect(() => parsePinnedHits('a')).toThrow('Pinned hits are not in expected format.')
    expect(() => parsePinnedHits('a:-1')).toThrow('Pinned hits are not in expected format.')
    expect(() => parsePinnedHits('a:0')).toThrow('Pinned hits must start from position 1.')
  })
})
