import { FacetFieldIndex } from '../index/facet-field-index.ts'
import { GeoFieldIndex } from '../index/geo-field-index.ts'
import { NumericFieldIndex } from '../index/numeric-field-index.ts'
import { TextFieldIndex } from '../index/text-field-index.ts'
import type { ConcreteFieldSchema } from '../schema/field-schema.ts'
import { isArrayType, scalarKind } from '../schema/field-types.ts'
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

  constructor(field: ConcreteFieldSchema, tokenizer: TokenizerOptions) {
    this.field = field
    const kind = scalarKind(field.type)
    const array = isArrayType(field.type)
    const geo = kind === 'geopoint'
    this.text = field.index && kind === 'string' ? new TextFieldIndex(tokenizer) : undefined
    this.numeric =
      field.index && kind !== 'string' && !geo ? new NumericFieldIndex(array, kind === 'float') : undefined
    this.geo = field.index && geo ? new GeoFieldIndex(array) : undefined
    // Typesense keeps no facet index for geopoints, whatever the schema says.
    this.facet = field.facet && !geo ? new FacetFieldIndex(array) : undefined
    this.sortStrings = field.sort && field.type === 'string' ? [] : undefined
  }

  add(ordinal: number, value: unknown, score: number): void {
    if (value === undefined || value === null) return
    const kind = scalarKind(this.field.type)
    if (kind === 'geopoint') {
      const pairs = (isArrayType(this.field.type) ? value : [value]) as [number, number][]
      this.geo?.add(ordinal, pairs)
      return
    }
    const list = (Array.isArray(value) ? value : [value]) as unknown[]
    if (kind === 'string') {
      const strings = list as string[]
      this.text?.add(ordinal, Array.isArray(value) ? strings : (value as string), score)
      this.facet?.add(ordinal, strings)
      if (this.sortStrings && typeof value === 'string') this.sortStrings[ordinal] = value
      return
    }
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
