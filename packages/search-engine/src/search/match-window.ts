const WINDOW_SIZE = 10
const MAX_DISPLACEMENT = 65535

export interface TokenPositions {
  /** Ascending positions of the token in one field value (or array element). */
  positions: number[]
  /** Whether the token is the last token of that value. */
  lastToken: boolean
}

export interface WindowMatch {
  wordsPresent: number
  distance: number
  exact: boolean
}

interface Slot {
  token: number
  offset: number
  index: number
}

/**
 * Typesense's proximity window: the most query tokens that fit within 10 positions of each other and their
 * spread, plus whether the value is an exact (verbatim) match of the tokens.
 */
export function matchWindow(tokens: readonly TokenPositions[], checkExact: boolean): WindowMatch {
  const size = Math.min(tokens.length, WINDOW_SIZE)
  let window: Slot[] = []
  for (let t = 0; t < size; t++) window.push({ token: t, offset: tokens[t]!.positions[0]!, index: 0 })
  let bestMatches = 1
  let bestDisplacement = MAX_DISPLACEMENT
  let prevMinOffset = -1
  while (window.length > 1) {
    window = window.sort((a, b) => b.offset - a.offset)
    const minOffset = window[window.length - 1]!.offset
    if (minOffset < prevMinOffset) break
    prevMinOffset = minOffset
    let displacement = 0
    let matches = 0
    for (let i = 0; i < window.length; i++) {
      if (window[i]!.offset - minOffset <= WINDOW_SIZE) {
        const next = i === window.length - 1 ? window[i]!.offset : window[i + 1]!.offset
        displacement += window[i]!.offset - next
        matches++
      }
    }
    if (matches > bestMatches || (matches === bestMatches && displacement < bestDisplacement)) {
      bestDisplacement = displacement
      bestMatches = matches
    }
    if (bestMatches === size && bestDisplacement === window.length - 1) break
    const smallest = window.pop()!
    const positions = tokens[smallest.token]!.positions
    if (smallest.offset === positions[positions.length - 1]) continue
    const nextIndex = smallest.index + 1
    window.push({ token: smallest.token, offset: positions[nextIndex]!, index: nextIndex })
  }
  if (bestDisplacement === MAX_DISPLACEMENT) bestDisplacement = 0
  return {
    wordsPresent: bestMatches,
    distance: bestDisplacement,
    exact: checkExact && isExact(tokens, bestDisplacement),
  }
}

function isExact(tokens: readonly TokenPositions[], distance: number): boolean {
  const n = tokens.length
  if (distance > n - 1) return false
  let lastTokenIndex = -1
  let totalOffsets = 0
  for (const token of tokens) {
    if (token.lastToken && token.positions.length > 0)
      lastTokenIndex = token.positions[token.positions.length - 1]!
    totalOffsets += token.positions.length
    if (totalOffsets > n && distance === n - 1) return false
  }
  if (lastTokenIndex !== n - 1) return false
  return (totalOffsets === n && distance === n - 1) || distance < n - 1
}
