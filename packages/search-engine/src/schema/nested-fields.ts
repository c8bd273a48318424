import { ApiError, badRequest } from '../errors.ts'
import type { ConcreteFieldSchema, FieldSchema } from './field-schema.ts'
import { type ConcreteType, isArrayType } from './field-types.ts'

export const isObjectType = (type: string) => type === 'object' || type === 'object[]'

/** Fields read from inside objects: `object` / `object[]` fields, and dotted fields when nesting is on. */
export function isNestedField(field: Pick<FieldSchema, 'name' | 'type'>, enableNested: boolean): boolean {
  return (
    enableNested && (isObjectType(field.type) || (field.name.includes('.') && !field.name.includes('.*')))
  )
}

export interface FlatField {
  type: ConcreteType
  /** The schema field it came from (an object field for discovered sub-fields). */
  root: FieldSchema
}

export interface FlatDocument {
  values: Map<string, unknown>
  fields: Map<string, FlatField>
}

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Typesense's `field::get_single_type`: int64 for whole numbers, float otherwise. */
function primitiveType(value: unknown): 'string' | 'int64' | 'float' | 'bool' | 'object' | undefined {
  if (typeof value === 'string') return 'string'
  if (typeof value === 'number') return Number.isInteger(value) ? 'int64' : 'float'
  if (typeof value === 'boolean') return 'bool'
  if (isObject(value)) return 'object'
  return undefined
}

function detectedType(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    if (value.length === 0) return undefined
    const inner = primitiveType(value[0])
    return inner === undefined ? undefined : `${inner}[]`
  }
  return primitiveType(value)
}

/** Typesense accepts detected int64 for int32/float declarations, and int/float arrays for geopoints. */
function compatible(detected: string, declared: string, inObjectArray: boolean): boolean {
  if (detected === declared) return true
  if (detected === 'int64') return declared === 'int32' || declared === 'float'
  if (detected === 'int64[]')
    return declared === 'int32[]' || declared === 'float[]' || declared === 'geopoint[]'
  if (detected === 'float[]') return declared === 'geopoint[]' || (declared === 'geopoint' && !inObjectArray)
  return detected === 'int64[]' && declared === 'geopoint' && !inObjectArray
}

/**
 * Flattens a document's nested values as Typesense's `field::flatten_doc` does: each nested schema field is
 * followed along its dotted path (through arrays, which make the values arrays); an object field yields
 * every primitive under it as a dotted field of its detected type. Explicit dotted fields win over values
 * an object field would give the same name.
 */
export function flattenDocument(doc: Json, nested: readonly FieldSchema[]): FlatDocument {
  const out: FlatDocument = { values: new Map(), fields: new Map() }
  const ordered = [...nested].sort((a, b) => Number(isObjectType(a.type)) - Number(isObjectType(b.type)))
  for (const field of ordered) {
    const parts = field.name.split('.')
    if (parts.length > 1 && Object.hasOwn(doc, field.name)) continue
    walk(out, doc, field, parts, 0, false, false)
  }
  return out
}

function walk(
  out: FlatDocument,
  value: unknown,
  field: FieldSchema,
  parts: readonly string[],
  index: number,
  hasArray: boolean,
  hasObjectArray: boolean,
): void {
  if (index === parts.length) {
    let detected = detectedType(value)
    if (detected === undefined) {
      if (value === null && field.optional) return
      throw badRequest(`Field \`${field.name}\` has an incorrect type.`)
    }
    if (hasArray && !detected.endsWith('[]')) detected += '[]'
    const objectArray = hasObjectArray || (detected === 'object[]' && hasArray)
    if (!compatible(detected, field.type, objectArray)) {
      if (objectArray && !isArrayType(field.type)) {
        throw badRequest(
          `Field \`${field.name}\` has an incorrect type. Hint: field inside an array of objects must be an array type as well.`,
        )
      }
      throw badRequest(`Field \`${field.name}\` has an incorrect type.`)
    }
    if (isObjectType(field.type)) flattenObject(out, value, field, field.name, hasArray)
    else add(out, field.name, value, field.type as ConcreteType, field, hasArray)
    return
  }
  const fragment = parts[index]!
  if (isObject(value) && Object.hasOwn(value, fragment)) {
    const child = value[fragment]
    if (Array.isArray(child)) {
      for (const element of child) {
        walk(out, element, field, parts, index + 1, true, hasObjectArray || isObject(element))
      }
      return
    }
    walk(out, child, field, parts, index + 1, hasArray, hasObjectArray)
    return
  }
  if (!field.optional) throw new ApiError(404, `Field \`${field.name}\` not found.`)
}

function flattenObject(
  out: FlatDocument,
  value: unknown,
  root: FieldSchema,
  name: string,
  hasArray: boolean,
): void {
  if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (child !== null) flattenObject(out, child, root, `${name}.${key}`, hasArray)
    }
    return
  }
  if (Array.isArray(value)) {
    for (const element of value) flattenObject(out, element, root, name, true)
    return
  }
  const kind = primitiveType(value)
  if (kind === undefined || kind === 'object') return
  const owner = out.fields.get(name)
  if (owner && owner.root !== root) return
  add(out, name, value, (hasArray ? `${kind}[]` : kind) as ConcreteType, root, hasArray)
}

function add(
  out: FlatDocument,
  name: string,
  value: unknown,
  type: ConcreteType,
  root: FieldSchema,
  hasArray: boolean,
): void {
  if (!out.fields.has(name)) out.fields.set(name, { type, root })
  if (!hasArray) {
    out.values.set(name, value)
    return
  }
  const list = (out.values.get(name) as unknown[] | undefined) ?? []
  if (Array.isArray(value)) list.push(...value)
  else list.push(value)
  out.values.set(name, list)
}

/** The schema entry Typesense adds for a sub-field discovered under an object field. */
export function discoveredField(name: string, flat: FlatField): ConcreteFieldSchema {
  const { root, type } = flat
  const numericSingle = type === 'int64' || type === 'float' || type === 'bool'
  return {
    name,
    type,
    facet: root.facet,
    optional: true,
    index: root.index,
    sort: root.sort ? type === 'string' || numericSingle : numericSingle,
    infix: false,
    locale: root.locale,
    stem: root.stem,
    store: root.store,
    discovered: true,
  }
}
