export const CONCRETE_TYPES = [
  'string',
  'int32',
  'int64',
  'float',
  'bool',
  'string[]',
  'int32[]',
  'int64[]',
  'float[]',
  'bool[]',
  'geopoint',
  'geopoint[]',
] as const

export type ConcreteType = (typeof CONCRETE_TYPES)[number]
export type FieldType = ConcreteType | 'auto' | 'string*'

export type ScalarKind = 'string' | 'int32' | 'int64' | 'float' | 'bool' | 'geopoint'

export function isConcreteType(type: string): type is ConcreteType {
  return (CONCRETE_TYPES as readonly string[]).includes(type)
}

export function isArrayType(type: string): boolean {
  return type.endsWith('[]')
}

export function scalarKind(type: ConcreteType): ScalarKind {
  return (isArrayType(type) ? type.slice(0, -2) : type) as ScalarKind
}

export function isStringType(type: string): boolean {
  return type === 'string' || type === 'string[]'
}

export function isNumericKind(kind: ScalarKind): boolean {
  return kind === 'int32' || kind === 'int64' || kind === 'float'
}

export function isGeoType(type: string): boolean {
  return type === 'geopoint' || type === 'geopoint[]'
}

/** Types whose values live in a numeric column (bools are stored as 0/1). */
export function hasNumericColumn(type: ConcreteType): boolean {
  const kind = scalarKind(type)
  return kind !== 'string' && kind !== 'geopoint'
}

/** Single-valued numeric and bool fields, and geopoints, are sortable by default, as in Typesense. */
export function defaultSort(type: string): boolean {
  return type === 'int32' || type === 'int64' || type === 'float' || type === 'bool' || isGeoType(type)
}

/** Whether a field of this type may have `sort: true`. */
export function canSort(type: string): boolean {
  return defaultSort(type) || type === 'string'
}
