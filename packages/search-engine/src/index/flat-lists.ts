/**
 * Small per-ordinal lists of numbers stored in one growable buffer (no object per document). Replacing a
 * list appends a new run; the old run is garbage until the owning index is rebuilt.
 */
export class FlatLists {
  data = new Float64Array(1024)
  start = new Int32Array(256)
  length = new Int32Array(256)
  private used = 0

  set(ordinal: number, values: ArrayLike<number>): void {
    this.ensureOrdinal(ordinal)
    while (this.used + values.length > this.data.length) {
      const grown = new Float64Array(this.data.length * 2)
      grown.set(this.data)
      this.data = grown
    }
    this.start[ordinal] = this.used
    this.length[ordinal] = values.length
    for (let i = 0; i < values.length; i++) this.data[this.used++] = values[i]!
  }

  size(ordinal: number): number {
    return ordinal < this.length.length ? this.length[ordinal]! : 0
  }

  values(ordinal: number): Float64Array {
    const n = this.size(ordinal)
    if (n === 0) return EMPTY
    const s = this.start[ordinal]!
    return this.data.subarray(s, s + n)
  }

  private ensureOrdinal(ordinal: number): void {
    if (ordinal < this.start.length) return
    let size = this.start.length
    while (size <= ordinal) size *= 2
    const start = new Int32Array(size)
    start.set(this.start)
    const length = new Int32Array(size)
    length.set(this.length)
    this.start = start
    this.length = length
  }
}

const EMPTY = new Float64Array(0)
