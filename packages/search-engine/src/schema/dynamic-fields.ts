import { badRequest } from '../errors.ts'
import type { ConcreteFieldSchema, FieldSchema } from './field-schema.ts'
import { isDynamicField } from './field-schema.ts'
import { type ConcreteType, isGeoType } from './field-types.ts'

function detectType(value: unknown): ConcreteType | undefined {
  if (Array.isArray(value)) {
    if (value.length === 0) return undefined
    const inner = detectType(value[0])
    return inner === undefined || inner.endsWith('[]') ? undefined : (`${inner}[]` as ConcreteType)
  }
  if (typeof value === 'string') return 'string'
  if (typeof value === 'boolean') return 'bool'
  if (typeof value === 'number') return Number.isInteger(value) ? 'int64' : 'float'
  return undefined
}

function patternMatches(pattern: string, key: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`).test(key)
  } catch {
    return false
  }
}

export type DynamicResolution =
  | { kind: 'field'; field: ConcreteFieldSchema }
  | { kind: 'ignore' }
  | { kind: 'drop-value' }

/**
 * Decides what to do with a document key that has no field in the schema, following Typesense's rules for
 * dynamic fields (`name` patterns such as `.*` or `attr_.*`, types `auto` and `string*`).
 */
export function resolveDynamicField(
  fields: readonly FieldSchema[],
  key: string,
  value: unknown,
): DynamicResolution {
  if (key === 'id') return { kind: 'ignore' }
  const template = fields.find((f) => (f.name === '.*' || isDynamicField(f)) && patternMatches(f.name, key))
  if (!template) return { kind: 'ignore' }
  if (key.includes('.*')) return { kind: 'ignore' }
  if (!template.index) return { kind: 'ignore' }
  let type: ConcreteType
  if (template.type === 'auto' || template.type === 'string*') {
    const detected = detectType(value)
    if (detected === undefined) {
      if (value === null && template.optional) return { kind: 'drop-value' }
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return { kind: 'ignore' }
      if (Array.isArray(value) && value.length === 0) return { kind: 'ignore' }
      throw badRequest(`Type of field \`${key}\` is invalid.`)
    }
    type = template.type === 'auto' ? detected : Array.isArray(value) ? 'string[]' : 'string'
  } else {
    type = template.type
  }
  const numeric =
    type === 'int32' || type === 'int64' || type === 'float' || type === 'bool' || isGeoType(type)
  return {
    kind: 'field',
    field: { ...template, name: key, type, sort: numeric ? true : template.sort && type === 'string' },
  }
}
