/**
 * Optimal-string-alignment (Damerau-Levenshtein with adjacent transpositions) distance between `term` and
 * `candidate`, or `maxCost + 1` once it is certain to exceed `maxCost`. With `prefix`, the distance is the
 * smallest distance between `term` and any prefix of `candidate` (how a prefix search tolerates typos).
 */
export function boundedDistance(term: string, candidate: string, maxCost: number, prefix: boolean): number {
  const n = term.length
  const m = candidate.length
  if (!prefix && Math.abs(n - m) > maxCost) return maxCost + 1
  if (prefix && m < n - maxCost) return maxCost + 1
  let prevPrev = new Int32Array(n + 1)
  let prev = new Int32Array(n + 1)
  let curr = new Int32Array(n + 1)
  for (let i = 0; i <= n; i++) prev[i] = i
  let best = prefix ? n : Number.MAX_SAFE_INTEGER
  for (let j = 1; j <= m; j++) {
    curr[0] = j
    let rowMin = curr[0]!
    const cj = candidate.charCodeAt(j - 1)
    for (let i = 1; i <= n; i++) {
      const ti = term.charCodeAt(i - 1)
      const cost = ti === cj ? 0 : 1
      let value = Math.min(prev[i]! + 1, curr[i - 1]! + 1, prev[i - 1]! + cost)
      if (i > 1 && j > 1 && ti === candidate.charCodeAt(j - 2) && term.charCodeAt(i - 2) === cj) {
        value = Math.min(value, prevPrev[i - 2]! + 1)
      }
      curr[i] = value
      if (value < rowMin) rowMin = value
    }
    if (prefix && curr[n]! < best) best = curr[n]!
    if (rowMin > maxCost) return prefix ? Math.min(best, maxCost + 1) : maxCost + 1
    const recycled = prevPrev
    prevPrev = prev
    prev = curr
    curr = recycled
  }
  const distance = prefix ? best : prev[n]!
  return distance > maxCost ? maxCost + 1 : distance
}
