import { ApiError, badRequest } from '../errors.ts'
import {
  type ConcreteType,
  canSort,
  defaultSort,
  type FieldType,
  isConcreteType,
  isGeoType,
} from './field-types.ts'

export interface FieldSchema {
  name: string
  type: FieldType
  facet: boolean
  optional: boolean
  index: boolean
  sort: boolean
  infix: boolean
  locale: string
  stem: boolean
  store: boolean
}

export interface ConcreteFieldSchema extends FieldSchema {
  type: ConcreteType
}

const UNSUPPORTED_TYPES = new Set(['geopolygon', 'image'])

export function isDynamicField(field: Pick<FieldSchema, 'name' | 'type'>): boolean {
  return (
    field.type === 'string*' ||
    (field.name !== '.*' && field.type === 'auto') ||
    (field.name !== '.*' && field.name.includes('.*'))
  )
}

function booleanProperty(
  json: Record<string, unknown>,
  key: string,
  name: string,
  fallback: boolean,
): boolean {
  const value = json[key]
  if (value === undefined) return fallback
  if (typeof value !== 'boolean') {
    throw badRequest(`The \`${key}\` property of the field \`${name}\` should be a boolean.`)
  }
  return value
}

/** Validates one entry of a collection's `fields` and fills Typesense's defaults. */
export function parseFieldSchema(raw: unknown, enableNestedFields: boolean): FieldSchema {
  const json = raw as Record<string, unknown>
  if (
    typeof raw !== 'object' ||
    raw === null ||
    Array.isArray(raw) ||
    typeof json.name !== 'string' ||
    typeof json.type !== 'string'
  ) {
    throw badRequest(
      'Wrong format for `fields`. It should be an array of objects containing `name`, `type`, `optional` and `facet` properties.',
    )
  }
  const name = json.name
  const type = json.type
  if (name === '') throw badRequest('Field name cannot be empty.')
  if (json.drop !== undefined) {
    throw badRequest(
      `Invalid property \`drop\` on field \`${name}\`: it is allowed only during schema update.`,
    )
  }
  if (type === 'object' || type === 'object[]') {
    if (!enableNestedFields) {
      throw badRequest(
        'Type `object` or `object[]` can be used only when nested fields are enabled by setting` enable_nested_fields` to true.',
      )
    }
    throw badRequest(
      `Field \`${name}\`: nested object fields are not supported by the embedded search engine.`,
    )
  }
  if (UNSUPPORTED_TYPES.has(type)) {
    throw badRequest(`Field \`${name}\`: type \`${type}\` is not supported by the embedded search engine.`)
  }
  if (json.reference !== undefined || json.embed !== undefined || json.num_dim !== undefined) {
    throw badRequest(
      `Field \`${name}\`: references and vector fields are not supported by the embedded search engine.`,
    )
  }
  const dynamic = isDynamicField({ name, type: type as FieldType })
  const field: FieldSchema = {
    name,
    type: type as FieldType,
    facet: booleanProperty(json, 'facet', name, false),
    optional: booleanProperty(json, 'optional', name, dynamic || name === '.*'),
    index: booleanProperty(json, 'index', name, true),
    sort: booleanProperty(json, 'sort', name, defaultSort(type)),
    infix: booleanProperty(json, 'infix', name, false),
    stem: booleanProperty(json, 'stem', name, false),
    store: booleanProperty(json, 'store', name, true),
    locale: typeof json.locale === 'string' ? json.locale : '',
  }
  if (json.sort === false && isGeoType(type)) {
    throw badRequest(
      `The \`sort\` property of the field \`${name}\` having \`${type}\` type cannot be \`false\`. The sort index is used during GeoSearch.`,
    )
  }
  if (json.locale !== undefined && typeof json.locale !== 'string') {
    throw badRequest(`The \`locale\` property of the field \`${name}\` should be a string.`)
  }
  validateType(field)
  return field
}

function validateType(field: FieldSchema): void {
  const { name, type } = field
  if (name === '.*') {
    if (!field.optional) throw badRequest('Field `.*` must be an optional field.')
    if (field.facet) throw badRequest('Field `.*` cannot be a facet field.')
    if (!field.index) throw badRequest('Field `.*` must be an index field.')
    if (type !== 'auto' && type !== 'string*' && !isConcreteType(type)) {
      throw badRequest('The `type` of field `.*` is invalid.')
    }
    return
  }
  if (type !== 'auto' && type !== 'string*' && !isConcreteType(type)) {
    throw badRequest(
      `Field \`${name}\` has an invalid data type \`${type}\`, see docs for supported data types.`,
    )
  }
  if (isDynamicField(field) && !field.optional)
    throw badRequest(`Field \`${name}\` must be an optional field.`)
  if (!field.index && field.facet) {
    throw badRequest(`Field \`${name}\` cannot be a facet since it's marked as non-indexable.`)
  }
  if (field.sort && isConcreteType(type) && !canSort(type)) {
    throw badRequest(`Field \`${name}\` cannot be a sortable field.`)
  }
}

export function fieldSummary(field: FieldSchema): Record<string, unknown> {
  return {
    name: field.name,
    type: field.type,
    facet: field.facet,
    optional: field.optional,
    index: field.index,
    sort: field.sort,
    infix: field.infix,
    locale: field.locale,
    stem: field.stem,
    store: field.store,
    stem_dictionary: '',
  }
}

export function assertConcrete(field: FieldSchema): ConcreteFieldSchema {
  if (!isConcreteType(field.type)) throw new ApiError(500, `Field \`${field.name}\` has no concrete type.`)
  return field as ConcreteFieldSchema
}
