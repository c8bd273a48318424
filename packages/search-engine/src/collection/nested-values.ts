import { coerceScalar, DROP } from '../documents/coerce-value.ts'
import type { DirtyValues } from '../documents/dirty-values.ts'
import type { CollectionSchema } from '../schema/collection-schema.ts'
import type { FieldSchema } from '../schema/field-schema.ts'
import { isArrayType, isConcreteType, scalarKind } from '../schema/field-types.ts'
import { type FlatDocument, flattenDocument, isNestedField } from '../schema/nested-fields.ts'

type Json = Record<string, unknown>

/** The schema fields walked when flattening: declared nested fields (not those flattening discovered). */
export function nestedRoots(schema: CollectionSchema): FieldSchema[] {
  return schema.fields.filter((f) => !f.discovered && isNestedField(f, schema.enable_nested_fields))
}

/**
 * Flattens a document being written and checks each nested value against the schema field of its name
 * (when the field exists already) with the `dirty_values` policy; values are coerced in the result.
 */
export function flattenForWrite(
  schema: CollectionSchema,
  roots: readonly FieldSchema[],
  doc: Json,
  dirty: DirtyValues,
): FlatDocument {
  const flat = flattenDocument(doc, roots)
  for (const [name, value] of flat.values) {
    const field = schema.fields.find((f) => f.name === name)
    const type = field && isConcreteType(field.type) ? field.type : flat.fields.get(name)!.type
    const kind = scalarKind(type)
    if (kind === 'geopoint') continue
    const optional = field?.optional ?? true
    if (!isArrayType(type)) {
      const coerced = coerceScalar(name, kind, value, dirty, optional, false)
      if (coerced === DROP) flat.values.delete(name)
      else flat.values.set(name, coerced)
      continue
    }
    const list = Array.isArray(value) ? value : [value]
    const out: unknown[] = []
    for (const item of list) {
      const coerced = coerceScalar(name, kind, item, dirty, optional, true)
      if (coerced !== DROP) out.push(coerced)
    }
    flat.values.set(name, out)
  }
  return flat
}

/** Typesense merges nested objects of a partial update into the stored ones; other values replace. */
export function deepMerge(existing: Json, patch: Json): Json {
  const out: Json = { ...existing }
  for (const [key, value] of Object.entries(patch)) {
    const before = out[key]
    out[key] = isPlainObject(before) && isPlainObject(value) ? deepMerge(before, value) : value
  }
  return out
}

function isPlainObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
