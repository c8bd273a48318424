import { badRequest } from '../errors.ts'
import type { ConcreteFieldSchema } from '../schema/field-schema.ts'
import { isArrayType, scalarKind } from '../schema/field-types.ts'
import { coerceGeopoint, coerceGeopointList } from './coerce-geopoint.ts'
import { coerceScalar, DROP } from './coerce-value.ts'
import type { DirtyValues } from './dirty-values.ts'

export type ValidationMode = 'full' | 'partial'

export interface ValidationContext {
  fields: readonly ConcreteFieldSchema[]
  defaultSortingField: string
  dirty: DirtyValues
  /** `full` for create/upsert (every required field must be present), `partial` for updates. */
  mode: ValidationMode
  /** Create and upsert insist on the default sorting field before anything else, as Typesense does. */
  requireDefaultSortingField: boolean
}

/** Validates and coerces `doc` in place against the schema, throwing Typesense's 400 errors. */
export function validateDocument(doc: Record<string, unknown>, ctx: ValidationContext): void {
  const dsf = ctx.defaultSortingField
  if (ctx.requireDefaultSortingField && dsf !== '' && !(dsf in doc)) {
    throw badRequest(
      `Field \`${dsf}\` has been declared as a default sorting field, but is not found in the document.`,
    )
  }
  for (const field of ctx.fields) {
    const name = field.name
    const present = Object.hasOwn(doc, name)
    if (!present) {
      if (field.optional || ctx.mode === 'partial' || !field.store) continue
      throw badRequest(`Field \`${name}\` has been declared in the schema, but is not found in the document.`)
    }
    const value = doc[name]
    if (value === null && field.optional) {
      if (ctx.mode === 'full') delete doc[name]
      continue
    }
    const kind = scalarKind(field.type)
    if (field.type === 'geopoint') {
      const pair = coerceGeopoint(name, value, ctx.dirty, field.optional)
      if (pair === DROP) delete doc[name]
      else doc[name] = pair
      continue
    }
    if (!isArrayType(field.type)) {
      const coerced = coerceScalar(name, kind, value, ctx.dirty, field.optional, false)
      if (coerced === DROP) delete doc[name]
      else doc[name] = coerced
      continue
    }
    const list = value === null ? [] : value
    if (!Array.isArray(list)) {
      if (field.optional && (ctx.dirty === 'drop' || ctx.dirty === 'coerce_or_drop')) {
        delete doc[name]
        continue
      }
      throw badRequest(`Field \`${name}\` must be an array.`)
    }
    if (field.type === 'geopoint[]') {
      doc[name] = coerceGeopointList(name, list, ctx.dirty, field.optional)
      continue
    }
    // Most arrays are already right: a copy is made only from the first item that changes.
    let out: unknown[] | undefined
    for (let i = 0; i < list.length; i++) {
      const item = list[i]
      const coerced = coerceScalar(name, kind, item, ctx.dirty, field.optional, true)
      if (out === undefined && coerced === item) continue
      out ??= list.slice(0, i)
      if (coerced !== DROP) out.push(coerced)
    }
    doc[name] = out ?? list
  }
}
