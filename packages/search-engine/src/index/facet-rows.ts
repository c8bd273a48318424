/**
 * The facet value ids of a collection's single-valued facet fields (and value masks of its array facets of
 * few values), one row per document ordinal and one column per field (docs/decisions/072-facets-counted-by-document.md). A results page counts some
 * thirty facets over a site's few thousand cars scattered among 100,000: read field by field, each
 * (document, field) is a cache miss in a separate array; read row by row, a document's values share a
 * cache line or two.
 */
export class FacetRows {
  private width = 0
  private capacity = 256
  /** Row-major: `data[ordinal * width + column]`, -1 where nothing was written. */
  private data = new Int32Array(0)

  /** A new column for one field, -1 for every document so far. */
  addColumn(): number {
    const column = this.width
    const width = column + 1
    const grown = new Int32Array(this.capacity * width).fill(-1)
    for (let o = 0; o < this.capacity; o++) {
      grown.set(this.data.subarray(o * column, (o + 1) * column), o * width)
    }
    this.width = width
    this.data = grown
    return column
  }

  set(ordinal: number, column: number, id: number): void {
    if (ordinal >= this.capacity) this.grow(ordinal)
    this.data[ordinal * this.width + column] = id
  }

  /**
   * Adds one to `counts[j][id]` for the value id each ordinal holds in `columns[j]` (for a `masks[j]`
   * column, each id of its inverted value mask), in one pass over the documents, and returns per column the
   * ids whose count became non-zero.
   */
  countColumns(
    ordinals: ArrayLike<number>,
    columns: readonly number[],
    counts: readonly Int32Array[],
    masks: readonly boolean[] = columns.map(() => false),
  ): number[][] {
    const touched = columns.map((): number[] => [])
    const { data, width, capacity } = this
    const n = columns.length
    for (let i = 0; i < ordinals.length; i++) {
      const o = ordinals[i]!
      if (o >= capacity) continue
      const row = o * width
      for (let j = 0; j < n; j++) {
        const value = data[row + columns[j]!]!
        if (!masks[j]) {
          if (value >= 0 && counts[j]![value]!++ === 0) touched[j]!.push(value)
          continue
        }
        for (let mask = ~value; mask !== 0; mask &= mask - 1) {
          const id = 31 - Math.clz32(mask & -mask)
          if (counts[j]![id]!++ === 0) touched[j]!.push(id)
        }
      }
    }
    return touched
  }

  /** Cache lines a row spans (64-byte lines of 16 ids). */
  get lineCount(): number {
    return Math.ceil(this.width / 16)
  }

  private grow(ordinal: number): void {
    let capacity = this.capacity
    while (capacity <= ordinal) capacity *= 2
    const grown = new Int32Array(capacity * this.width).fill(-1)
    grown.set(this.data)
    this.capacity = capacity
    this.data = grown
  }
}
