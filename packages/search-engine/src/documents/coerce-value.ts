import { badRequest } from '../errors.ts'
import type { ScalarKind } from '../schema/field-types.ts'
import { formatFloat } from '../util/format-float.ts'
import type { DirtyValues } from './dirty-values.ts'

export const DROP = Symbol('drop')

const INT32_MAX = 2147483647
const INTEGER_TEXT = /^-?\d+$/
const FLOAT_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/

function typeError(field: string, kind: ScalarKind, inArray: boolean): Error {
  const article = kind === 'int32' || kind === 'int64' ? 'an' : 'a'
  const prefix = inArray ? (kind === 'string' || article === 'an' ? 'an array of' : 'a array of') : article
  return badRequest(`Field \`${field}\` must be ${prefix} ${kind}.`)
}

function matchesKind(kind: ScalarKind, value: unknown): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string'
    case 'int32':
    case 'int64':
      return typeof value === 'number' && Number.isInteger(value)
    case 'float':
      return typeof value === 'number' && Number.isFinite(value)
    case 'bool':
      return typeof value === 'boolean'
    case 'geopoint':
      return false
  }
}

function tryCoerce(kind: ScalarKind, value: unknown): unknown {
  switch (kind) {
    case 'string':
      if (typeof value === 'number')
        return Number.isInteger(value) ? String(value) : formatFloat(Math.fround(value))
      if (typeof value === 'boolean') return value ? 'true' : 'false'
      return undefined
    case 'int32':
    case 'int64':
      if (typeof value === 'number') return Math.trunc(value)
      if (typeof value === 'boolean') return value ? 1 : 0
      if (typeof value === 'string' && INTEGER_TEXT.test(value)) return Number(value)
      return undefined
    case 'float':
      if (typeof value === 'string' && FLOAT_TEXT.test(value)) return Number(value)
      if (typeof value === 'boolean') return value ? 1 : 0
      return undefined
    case 'bool':
      if (value === 0 || value === 1) return value === 1
      return undefined
    case 'geopoint':
      return undefined
  }
}

/**
 * Checks one scalar value against a field kind, applying the `dirty_values` policy. Returns the (possibly
 * coerced) value or `DROP` when the value should be removed, and throws Typesense's error otherwise.
 */
export function coerceScalar(
  field: string,
  kind: ScalarKind,
  value: unknown,
  dirty: DirtyValues,
  optional: boolean,
  inArray: boolean,
): unknown {
  if (matchesKind(kind, value)) return value
  if (dirty === 'reject') throw typeError(field, kind, inArray)
  if (dirty === 'drop') {
    if (!optional) throw typeError(field, kind, inArray)
    return DROP
  }
  if (kind === 'bool' && typeof value === 'string') {
    const lower = value.toLowerCase()
    if (lower === 'true' || lower === 'false') return lower === 'true'
    throw typeError(field, kind, inArray)
  }
  const coerced = tryCoerce(kind, value)
  if (coerced === undefined) {
    if (dirty === 'coerce_or_drop' && optional) return DROP
    throw typeError(field, kind, inArray)
  }
  if (kind === 'int32' && (coerced as number) > INT32_MAX) {
    if (optional && dirty === 'coerce_or_reject') return DROP
    throw badRequest(`Field \`${field}\` exceeds maximum value of int32.`)
  }
  return coerced
}
