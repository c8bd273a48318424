/**
 * A Typesense collection schema written once, from which the document type is derived, so the index,
 * the ingestion and the tests cannot disagree about a field.
 */

export type FieldType =
  | 'string'
  | 'int32'
  | 'int64'
  | 'float'
  | 'bool'
  | 'string[]'
  | 'int32[]'
  | 'int64[]'
  | 'float[]'
  | 'bool[]'
  | 'geopoint'
  | 'geopoint[]'

export interface FieldSchema {
  readonly name: string
  readonly type: FieldType
  readonly facet?: boolean
  readonly optional?: boolean
  readonly sort?: boolean
  readonly index?: boolean
}

export interface CollectionSchema {
  readonly name: string
  readonly fields: readonly FieldSchema[]
  readonly default_sorting_field?: string
  readonly token_separators?: readonly string[]
}

interface TypeOfField {
  string: string
  int32: number
  int64: number
  float: number
  bool: boolean
  'string[]': string[]
  'int32[]': number[]
  'int64[]': number[]
  'float[]': number[]
  'bool[]': boolean[]
  /** `[lat, lng]` in degrees. */
  geopoint: [number, number]
  'geopoint[]': [number, number][]
}

type RequiredFields<Fields extends readonly FieldSchema[]> = Exclude<Fields[number], { optional: true }>
type OptionalFields<Fields extends readonly FieldSchema[]> = Extract<Fields[number], { optional: true }>

/** The document a collection holds: required fields required, optional fields optional, plus its `id`. */
export type DocumentOf<Schema extends CollectionSchema> = { id: string } & {
  [Field in RequiredFields<Schema['fields']> as Field['name']]: TypeOfField[Field['type']]
} & {
  [Field in OptionalFields<Schema['fields']> as Field['name']]?: TypeOfField[Field['type']] | null
}

export function defineCollection<const Schema extends CollectionSchema>(schema: Schema): Schema {
  return schema
}

/** Names of the collection's facet fields, in schema order. */
export function facetFields(schema: CollectionSchema): string[] {
  return schema.fields.filter((field) => field.facet).map((field) => field.name)
}
