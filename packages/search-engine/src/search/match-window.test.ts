import { describe, expect, it } from 'vitest'
import { matchWindow } from './match-window.ts'

describe('matchWindow', () => {
  it('finds adjacent tokens as a tight, exact match', () => {
    const match = matchWindow(
      [
        { positions: [0], lastToken: false },
        { positions: [1], lastToken: true },
      ],
      true,
    )
    expect(match).toEqual({ wordsPresent: 2, distance: 1, exact: true })
  })

  it('measures spread and drops tokens beyond the window', () => {
    const spread = matchWindow(
      [
        { positions: [0], lastToken: false },
        { positions: [4], lastToken: false },
      ],
      true,
    )
    expect(spread).toEqual({ wordsPresent: 2, distance: 4, exact: false })
    const far = matchWindow(
      [
        { positions: [0], lastToken: false },
        { positions: [20], lastToken: false },
      ],
      false,
    )
    expect(far.wordsPresent).toBe(1)
  })
})
