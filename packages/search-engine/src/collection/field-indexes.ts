import { FacetFieldIndex } from '../index/facet-field-index.ts'
import type { FacetRows } from '../index/facet-rows.ts'
import { GeoFieldIndex } from '../index/geo-field-index.ts'
import { NumericFieldIndex } from '../index/numeric-field-index.ts'
import { TextFieldIndex } from '../index/text-field-index.ts'
import type { ConcreteFieldSchema } from '../schema/field-schema.ts'
import { isArrayType, type ScalarKind, scalarKind } from '../schema/field-types.ts'
import type { TokenizerOptions } from '../text/tokenizer.ts'
import { formatFloat } from '../util/format-float.ts'

/** The indexes kept for one concrete schema field. */
export class FieldIndexes {
  readonly field: ConcreteFieldSchema
  readonly text: TextFieldIndex | undefined
  readonly numeric: NumericFieldIndex | undefined
  readonly facet: FacetFieldIndex | undefined
  readonly geo: GeoFieldIndex | undefined
  /** Raw string per ordinal for `sort: true` string fields. */
  readonly sortStrings: (string | undefined)[] | undefined
  private readonly kind: ScalarKind
  private readonly isArray: boolean

  /** `facetRows`: the collection's store of single-valued facet ids, shared by its fields. */
  constructor(field: ConcreteFieldSchema, tokenizer: TokenizerOptions, facetRows: FacetRows) {
    this.field = field
    const kind = scalarKind(field.type)
    const array = isArrayType(field.type)
    this.kind = kind
    this.isArray = array
    const geo = kind === 'geopoint'
    this.text = field.index && kind === 'string' ? new TextFieldIndex(tokenizer) : undefined
    this.numeric =
      field.index && kind !== 'string' && !geo ? new NumericFieldIndex(array, kind === 'float') : undefined
    this.geo = field.index && geo ? new GeoFieldIndex(array) : undefined
    // Typesense keeps no facet index for geopoints, whatever the schema says.
    this.facet = field.facet && !geo ? new FacetFieldIndex(array, facetRows) : undefined
    this.sortStrings = field.sort && field.type === 'string' ? [] : undefined
  }

  /** Whether adding values does anything (a field with `index: false` and no facet keeps nothing). */
  get indexesValues(): boolean {
    return (
      this.text !== undefined ||
      this.numeric !== undefined ||
      this.facet !== undefined ||
      this.geo !== undefined ||
      this.sortStrings !== undefined
    )
  }

  add(ordinal: number, value: unknown, score: number): void {
    if (value === undefined || value === null) return
    const kind = this.kind
    if (kind === 'geopoint') {
      const pairs = (this.isArray ? value : [value]) as [number, number][]
      this.geo?.add(ordinal, pairs)
      return
    }
    if (kind === 'string') {
      if (typeof value === 'string') {
        this.text?.add(ordinal, value, score)
        if (this.facet) this.facet.addOne(ordinal, value)
        if (this.sortStrings) this.sortStrings[ordinal] = value
      } else {
        const strings = value as string[]
        this.text?.add(ordinal, strings, score)
        this.facet?.add(ordinal, strings)
      }
      return
    }
    if (!Array.isArray(value) && kind !== 'bool') {
      this.numeric?.add(ordinal, value as number)
      if (this.facet) {
        const n = kind === 'float' ? Math.fround(value as number) : (value as number)
        this.facet.addOne(ordinal, facetLabel(kind, value), n)
      }
      return
    }
    const list = (Array.isArray(value) ? value : [value]) as unknown[]
    const numbers = list.map((v) => (kind === 'bool' ? (v ? 1 : 0) : (v as number)))
    this.numeric?.add(ordinal, Array.isArray(value) ? numbers : numbers[0]!)
    if (this.facet) {
      const labels = list.map((v) => facetLabel(kind, v))
      const normalized = numbers.map((n) => (kind === 'float' ? Math.fround(n) : n))
      this.facet.add(ordinal, labels, normalized)
    }
  }
}

function facetLabel(kind: string, value: unknown): string {
  if (kind === 'bool') return value ? 'true' : 'false'
  if (kind === 'float') return formatFloat(Math.fround(value as number))
  return String(value)
}
