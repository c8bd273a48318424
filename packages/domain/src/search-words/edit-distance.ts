/**
 * Misspellings of makes and models, tolerated as the search engine tolerates them in text search
 * (packages/search-engine, Typesense's defaults `min_len_1typo` 4 and `min_len_2typo` 7): a word shorter
 * than 4 characters must be exact, one of 4 to 6 characters may have 1 typo, a longer one 2. A typo is
 * an insertion, a deletion, a substitution or two neighbouring letters swapped (optimal string alignment).
 */

export const MIN_LENGTH_ONE_TYPO = 4
export const MIN_LENGTH_TWO_TYPOS = 7

/** Typos allowed for a word of this many characters. */
export function typoBudget(length: number): number {
  if (length < MIN_LENGTH_ONE_TYPO) return 0
  if (length < MIN_LENGTH_TWO_TYPOS) return 1
  return 2
}

/**
 * The optimal-string-alignment distance between two words, or `maxCost + 1` as soon as it must exceed
 * `maxCost` (bounded work: it stops early, and words differing in length by more than `maxCost` are not
 * compared at all).
 */
export function boundedDistance(a: string, b: string, maxCost: number): number {
  if (Math.abs(a.length - b.length) > maxCost) return maxCost + 1
  if (a === b) return 0
  const n = a.length
  let prevPrev: number[] = []
  let prev = Array.from({ length: n + 1 }, (_, i) => i)
  for (let j = 1; j <= b.length; j++) {
    const current = [j]
    let rowMin = j
    for (let i = 1; i <= n; i++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(
        (prev[i] as number) + 1,
        (current[i - 1] as number) + 1,
        (prev[i - 1] as number) + cost,
      )
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (prevPrev[i - 2] as number) + 1)
      }
      current[i] = value
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > maxCost) return maxCost + 1
    prevPrev = prev
    prev = current
  }
  const distance = prev[n] as number
  return distance > maxCost ? maxCost + 1 : distance
}

/** Whether `typed` is `known` within the typos its length allows. */
export function withinTypos(typed: string, known: string): number | null {
  const budget = typoBudget(typed.length)
  const distance = boundedDistance(typed, known, budget)
  return distance <= budget ? distance : null
}
