import { FacetRows } from './facet-rows.ts'
import { FlatLists } from './flat-lists.ts'

/**
 * Facet values of one field: a dictionary of distinct values and, per document ordinal, the value ids it
 * carries. Counting over a candidate set is one array increment per (document, value). A single-valued
 * field keeps its ids twice: in its own column (one field over many documents reads them in order) and in
 * the collection's `FacetRows`, beside the document's other facets (many fields over a few documents). An
 * array field keeps its lists, and in the rows a mask of its values while it has no more than 32.
 */
export class FacetFieldIndex {
  readonly isArray: boolean
  readonly labels: string[] = []
  /** Each label's length (facet order reads it for every tie). */
  readonly lengths: number[] = []
  /** Numeric value of each facet value id (NaN for strings), for stats. */
  readonly numbers: number[] = []
  private readonly ids = new Map<string, number>()
  private single = new Int32Array(256).fill(-1)
  /** The field's column of the collection's rows: a value id, or for an array field a value mask. */
  readonly rows: FacetRows
  readonly column: number
  /** An array field's masks hold all its values (it has at most 32); a 33rd value ends them. */
  private masked = true
  private readonly multi = new FlatLists()
  private spareCounts: Int32Array | undefined

  /** `rows`: the collection's shared store; a field on its own (tests) gets one of its own. */
  constructor(isArray: boolean, rows: FacetRows = new FacetRows()) {
    this.isArray = isArray
    this.rows = rows
    this.column = rows.addColumn()
  }

  /** Whether the rows hold this field's values (any single-valued field; an array field of few values). */
  get inRows(): boolean {
    return !this.isArray || this.masked
  }

  get valueCount(): number {
    return this.labels.length
  }

  add(ordinal: number, labels: readonly string[], numbers?: readonly number[]): void {
    const ids: number[] = []
    for (let i = 0; i < labels.length; i++) {
      const id = this.intern(labels[i]!, numbers?.[i] ?? Number.NaN)
      if (!ids.includes(id)) ids.push(id)
    }
    if (this.isArray) {
      this.setList(ordinal, ids)
      return
    }
    this.setSingle(ordinal, ids.length > 0 ? ids[0]! : -1)
  }

  /** `add` for a single-valued field's one value. */
  addOne(ordinal: number, label: string, numeric = Number.NaN): void {
    const id = this.intern(label, numeric)
    if (this.isArray) {
      this.setList(ordinal, [id])
      return
    }
    this.setSingle(ordinal, id)
  }

  /**
   * Adds one to `counts[valueId]` for each distinct value of each ordinal and returns the ids whose count
   * became non-zero (so callers never scan the whole dictionary).
   */
  count(ordinals: ArrayLike<number>, counts: Int32Array): number[] {
    const touched: number[] = []
    if (!this.isArray) {
      const single = this.single
      const limit = single.length
      for (let i = 0; i < ordinals.length; i++) {
        const o = ordinals[i]!
        if (o >= limit) continue
        const id = single[o]!
        if (id >= 0 && counts[id]!++ === 0) touched.push(id)
      }
      return touched
    }
    const { data, start, length } = this.multi
    const limit = start.length
    for (let i = 0; i < ordinals.length; i++) {
      const o = ordinals[i]!
      if (o >= limit) continue
      const s = start[o]!
      const e = s + length[o]!
      for (let p = s; p < e; p++) {
        const id = data[p]!
        if (counts[id]!++ === 0) touched.push(id)
      }
    }
    return touched
  }

  /** A zeroed buffer of one count per value, to give back with `returnCounts` (searches never overlap). */
  borrowCounts(): Int32Array {
    const counts = this.spareCounts
    this.spareCounts = undefined
    if (counts && counts.length >= this.labels.length) return counts
    return new Int32Array(this.labels.length)
  }

  /** Takes a borrowed buffer back, zeroing the values `count` touched. */
  returnCounts(counts: Int32Array, touched: readonly number[]): void {
    for (let i = 0; i < touched.length; i++) counts[touched[i]!] = 0
    this.spareCounts = counts
  }

  /**
   * Counts, per value, the distinct groups holding it: `ordinals` must come group by group (`groups`
   * non-decreasing alongside), and `last` (one slot per value, filled with -1) remembers the last group
   * counted for each value.
   */
  countGroups(
    ordinals: ArrayLike<number>,
    groups: ArrayLike<number>,
    counts: Int32Array,
    last: Int32Array,
  ): number[] {
    const touched: number[] = []
    for (let i = 0; i < ordinals.length; i++) {
      const o = ordinals[i]!
      const g = groups[i]!
      const ids = this.valueIds(o)
      for (let k = 0; k < ids.length; k++) {
        const id = ids[k]!
        if (last[id] === g) continue
        last[id] = g
        if (counts[id]!++ === 0) touched.push(id)
      }
    }
    return touched
  }

  valueIds(ordinal: number): ArrayLike<number> {
    if (this.isArray) return this.multi.values(ordinal)
    const id = ordinal < this.single.length ? this.single[ordinal]! : -1
    return id >= 0 ? [id] : EMPTY
  }

  private setList(ordinal: number, ids: number[]): void {
    this.multi.set(ordinal, ids)
    if (this.masked && this.labels.length > MASK_VALUES) this.masked = false
    if (!this.masked) return
    let mask = 0
    for (const id of ids) mask |= 1 << id
    // Stored inverted: the rows' -1 for a document never written reads as no values.
    this.rows.set(ordinal, this.column, ~mask)
  }

  private setSingle(ordinal: number, id: number): void {
    if (ordinal >= this.single.length) {
      let size = this.single.length
      while (size <= ordinal) size *= 2
      const grown = new Int32Array(size).fill(-1)
      grown.set(this.single)
      this.single = grown
    }
    this.single[ordinal] = id
    this.rows.set(ordinal, this.column, id)
  }

  private intern(label: string, numeric: number): number {
    let id = this.ids.get(label)
    if (id === undefined) {
      id = this.labels.length
      this.ids.set(label, id)
      this.labels.push(label)
      this.lengths.push(label.length)
      this.numbers.push(numeric)
    }
    return id
  }
}

const EMPTY = new Int32Array(0)
/** The values a 32-bit mask holds. */
const MASK_VALUES = 32
