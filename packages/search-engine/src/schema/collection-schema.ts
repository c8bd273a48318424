import { ApiError, badRequest } from '../errors.ts'
import { type FieldSchema, fieldSummary, isDynamicField, parseFieldSchema } from './field-schema.ts'
import { isGeoType } from './field-types.ts'

export interface CollectionSchema {
  name: string
  fields: FieldSchema[]
  default_sorting_field: string
  token_separators: string[]
  symbols_to_index: string[]
  enable_nested_fields: boolean
  created_at: number
}

function characterList(value: unknown, key: string): string[] {
  if (value === undefined) return []
  if (!Array.isArray(value) || value.some((c) => typeof c !== 'string' || c.length !== 1)) {
    throw badRequest(`\`${key}\` should be an array of character symbols.`)
  }
  return value as string[]
}

/** Validates a create-collection request body with Typesense's rules and messages. */
export function parseCollectionSchema(body: unknown, now: number): CollectionSchema {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Bad JSON.')
  const json = body as Record<string, unknown>
  if (json.name === undefined) throw badRequest('Parameter `name` is required.')
  if (typeof json.name !== 'string' || json.name === '') {
    throw badRequest('Parameter `name` must be a non-empty string.')
  }
  if (json.fields === undefined) throw badRequest('Parameter `fields` is required.')
  const defaultSortingField = json.default_sorting_field ?? ''
  if (typeof defaultSortingField !== 'string') {
    throw badRequest(
      '`default_sorting_field` should be a string. It should be the name of an int32/float field.',
    )
  }
  const symbols = characterList(json.symbols_to_index, 'symbols_to_index')
  const separators = characterList(json.token_separators, 'token_separators')
  const enableNested = json.enable_nested_fields ?? false
  if (typeof enableNested !== 'boolean') throw badRequest('`enable_nested_fields` should be a boolean.')
  if (!Array.isArray(json.fields)) {
    throw badRequest(
      'Wrong format for `fields`. It should be an array of objects containing `name`, `type`, `optional` and `facet` properties.',
    )
  }
  const fields = json.fields.map((raw) => parseFieldSchema(raw, enableNested))
  validateFieldSet(fields, defaultSortingField)
  return {
    name: json.name,
    fields: fields.filter((f) => f.name !== 'id'),
    default_sorting_field: defaultSortingField,
    token_separators: separators,
    symbols_to_index: symbols,
    enable_nested_fields: enableNested,
    created_at: Math.floor(now / 1000),
  }
}

function validateFieldSet(fields: FieldSchema[], defaultSortingField: string): void {
  const seen = new Map<string, { statics: number; dynamics: number }>()
  let foundDefault = false
  for (const field of fields) {
    const entry = seen.get(field.name) ?? { statics: 0, dynamics: 0 }
    if (field.name === '.*' || isDynamicField(field)) entry.dynamics++
    else entry.statics++
    seen.set(field.name, entry)
    if (field.name === 'id' || field.name !== defaultSortingField) continue
    if (isGeoType(field.type)) {
      if (field.optional) {
        throw badRequest(`Default sorting field \`${defaultSortingField}\` cannot be an optional field.`)
      }
      throw badRequest('Default sorting field cannot be of type geopoint.')
    }
    const sortable = field.sort && (field.type === 'string' || field.type !== 'string[]')
    if (!sortable || field.type.endsWith('[]') || field.type === 'auto' || field.type === 'string*') {
      throw badRequest(`Default sorting field \`${defaultSortingField}\` is not a sortable type.`)
    }
    if (field.optional) {
      throw badRequest(`Default sorting field \`${defaultSortingField}\` cannot be an optional field.`)
    }
    foundDefault = true
  }
  if (defaultSortingField !== '' && !foundDefault) {
    throw badRequest(
      `Default sorting field is defined as \`${defaultSortingField}\` but is not found in the schema.`,
    )
  }
  for (const entry of seen.values()) {
    if (entry.statics > 1 || entry.dynamics > 1)
      throw badRequest('There are duplicate field names in the schema.')
  }
}

export function collectionSummary(schema: CollectionSchema, numDocuments: number): Record<string, unknown> {
  return {
    name: schema.name,
    num_documents: numDocuments,
    created_at: schema.created_at,
    enable_nested_fields: schema.enable_nested_fields,
    token_separators: [...schema.token_separators],
    symbols_to_index: [...schema.symbols_to_index],
    synonym_sets: [],
    curation_sets: [],
    fields: schema.fields.map(fieldSummary),
    default_sorting_field: schema.default_sorting_field,
  }
}

export function collectionExists(name: string): ApiError {
  return new ApiError(409, `A collection with name \`${name}\` already exists.`)
}
