// Operations on ascending arrays of document ordinals (posting lists).

/** Union of a few ascending lists, without duplicates. */
export function unionSorted(lists: readonly ArrayLike<number>[]): number[] {
  if (lists.length === 0) return []
  let result = Array.from(lists[0]!)
  for (let l = 1; l < lists.length; l++) {
    const a = result
    const b = lists[l]!
    const out: number[] = []
    let i = 0
    let j = 0
    while (i < a.length && j < b.length) {
      const x = a[i]!
      const y = b[j]!
      if (x === y) {
        out.push(x)
        i++
        j++
      } else if (x < y) {
        out.push(x)
        i++
      } else {
        out.push(y)
        j++
      }
    }
    while (i < a.length) out.push(a[i++]!)
    while (j < b.length) out.push(b[j++]!)
    result = out
  }
  return result
}

export function intersectSorted(a: ArrayLike<number>, b: ArrayLike<number>): number[] {
  const out: number[] = []
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    const x = a[i]!
    const y = b[j]!
    if (x === y) {
      out.push(x)
      i++
      j++
    } else if (x < y) i++
    else j++
  }
  return out
}

/** Whether the lists share an ordinal accepted by `accept`. */
export function sharesSorted(
  a: readonly number[],
  b: readonly number[],
  accept: (ordinal: number) => boolean,
): boolean {
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    const x = a[i]!
    const y = b[j]!
    if (x === y) {
      if (accept(x)) return true
      i++
      j++
    } else if (x < y) i++
    else j++
  }
  return false
}
