import { FlatLists } from './flat-lists.ts'

/**
 * Column of numeric values (int32, int64, float, bool as 0/1) by document ordinal. Single-valued fields
 * use a flat Float64Array; array fields keep one small array per document.
 */
export class NumericFieldIndex {
  readonly isArray: boolean
  readonly isFloat: boolean
  private values = new Float64Array(256)
  private present = new Uint8Array(256)
  private readonly lists = new FlatLists()

  constructor(isArray: boolean, isFloat: boolean) {
    this.isArray = isArray
    this.isFloat = isFloat
  }

  /** Typesense keeps floats as 32-bit values. */
  normalize(value: number): number {
    return this.isFloat ? Math.fround(value) : value
  }

  add(ordinal: number, value: number | readonly number[]): void {
    if (this.isArray) {
      this.lists.set(
        ordinal,
        (value as readonly number[]).map((v) => this.normalize(v)),
      )
      return
    }
    this.ensureCapacity(ordinal)
    this.values[ordinal] = this.normalize(value as number)
    this.present[ordinal] = 1
  }

  has(ordinal: number): boolean {
    if (this.isArray) return this.lists.size(ordinal) > 0
    return ordinal < this.present.length && this.present[ordinal] === 1
  }

  /** Value of a single-valued field (check `has` first). */
  value(ordinal: number): number {
    return this.values[ordinal]!
  }

  /** Every value of the document (empty when missing). */
  all(ordinal: number): ArrayLike<number> {
    if (this.isArray) return this.lists.values(ordinal)
    return this.has(ordinal) ? [this.values[ordinal]!] : EMPTY
  }

  /** Raw columns for tight loops over single-valued fields. */
  columns(): { values: Float64Array; present: Uint8Array } {
    return { values: this.values, present: this.present }
  }

  private ensureCapacity(ordinal: number): void {
    if (ordinal < this.values.length) return
    let size = this.values.length
    while (size <= ordinal) size *= 2
    const values = new Float64Array(size)
    values.set(this.values)
    const present = new Uint8Array(size)
    present.set(this.present)
    this.values = values
    this.present = present
  }
}

const EMPTY = new Float64Array(0)
