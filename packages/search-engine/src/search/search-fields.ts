import type { Collection } from '../collection/collection.ts'
import { badRequest, notFound } from '../errors.ts'
import { isArrayType, isStringType } from '../schema/field-types.ts'
import { isObjectType } from '../schema/nested-fields.ts'
import { checkGroupLimit } from './group-fields.ts'
import { expandFieldName } from './nested-names.ts'
import type { SearchParams } from './search-params.ts'
import { type WeightedField, weighFields } from './weighted-fields.ts'

/** Validates `query_by` (with weights, `prefix` and `num_typos`) and returns the weighted fields. */
export function resolveQueryFields(collection: Collection, params: SearchParams): WeightedField[] {
  const { queryBy, queryByWeights, numTypos, prefixes } = params
  if (params.q !== '*' && queryBy.length === 0) throw badRequest('No search fields specified for the query.')
  if (queryBy.length > 0 && queryByWeights && queryByWeights.length !== queryBy.length) {
    throw badRequest('Number of weights in `query_by_weights` does not match number of `query_by` fields.')
  }
  checkGroupLimit(params.groupBy, params.groupLimit)
  if (queryBy.length > 0 && queryBy.length !== numTypos.length && numTypos.length !== 1) {
    throw badRequest('Number of values in `num_typos` does not match number of `query_by` fields.')
  }
  if (queryBy.length > 0 && queryBy.length !== prefixes.length && prefixes.length !== 1) {
    throw badRequest('Number of prefix values in `prefix` does not match number of `query_by` fields.')
  }
  const names: { name: string; raw: number }[] = []
  queryBy.forEach((raw, i) => {
    if (raw.includes('*')) throw badRequest(`Pattern \`${raw}\` is not allowed.`)
    const declared = collection.schema.fields.find((f) => f.name === raw)
    let expanded = collection.field(raw) ? [raw] : expandFieldName(collection, raw, true)
    if (expanded.length === 0 && declared && !isObjectType(declared.type)) expanded = [raw]
    if (expanded.length === 0) throw notFound(`Could not find a field named \`${raw}\` in the schema.`)
    for (const name of expanded) names.push({ name, raw: i })
  })
  const fields = names.map(({ name, raw }) => {
    const indexes = collection.field(name)
    const declared = collection.schema.fields.find((f) => f.name === name)
    const type = indexes?.field.type ?? declared!.type
    if (isObjectType(type)) throw notFound(`Could not find a field named \`${name}\` in the schema.`)
    if (!isStringType(type)) throw badRequest(`Field \`${name}\` should be a string or a string array.`)
    if (!indexes?.text) throw badRequest(`Field \`${name}\` is marked as a non-indexed field in the schema.`)
    return {
      name,
      index: indexes.text,
      isArray: isArrayType(type),
      prefix: prefixes[raw] ?? prefixes[0] ?? true,
      numTypos: Math.min(2, numTypos[raw] ?? numTypos[0] ?? 2),
    }
  })
  const weights = queryByWeights && names.map(({ raw }) => queryByWeights[raw]!)
  return weighFields(fields, weights)
}
