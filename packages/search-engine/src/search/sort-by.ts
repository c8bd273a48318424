import { ApiError, badRequest, notFound } from '../errors.ts'
import { type GeoSortReference, parseGeoSortParams } from './geo-sort.ts'

export interface SortExpression {
  name: string
  order: 'ASC' | 'DESC'
  /** Text inside `name(...)`, e.g. `missing_values: first` or an `_eval` filter. */
  params?: string
}

/** Splits `sort_by` into `name[(params)]:order` expressions (commas inside parentheses do not split). */
export function parseSortBy(sortBy: string): SortExpression[] {
  const parts: string[] = []
  let depth = 0
  let current = ''
  for (const c of sortBy) {
    if (c === '(') depth++
    else if (c === ')') depth--
    if (c === ',' && depth === 0) {
      parts.push(current)
      current = ''
    } else {
      current += c
    }
  }
  if (current.trim() !== '') parts.push(current)
  const expressions = parts.map((part) => {
    const colon = part.lastIndexOf(':')
    if (colon < 0 || colon === part.length - 1) throw badRequest('Parameter `sort_by` is malformed.')
    const target = part.slice(0, colon).trim()
    const order = part
      .slice(colon + 1)
      .trim()
      .toUpperCase()
    const open = target.indexOf('(')
    const name = open >= 0 && target.endsWith(')') ? target.slice(0, open).trim() : target
    const params = open >= 0 && target.endsWith(')') ? target.slice(open + 1, -1) : undefined
    if (order !== 'ASC' && order !== 'DESC') {
      throw badRequest(`Order for field\` ${name}\` should be either ASC or DESC.`)
    }
    return params === undefined ? { name, order } : { name, order, params }
  }) as SortExpression[]
  if (expressions.length > 3) throw badRequest('Only upto 3 sort fields are allowed.')
  return expressions
}

export type SortKey =
  | { kind: 'text'; desc: boolean }
  | { kind: 'seq'; desc: boolean }
  | { kind: 'numeric'; field: string; desc: boolean; missingFirst: boolean }
  | { kind: 'string'; field: string; desc: boolean; missingFirst: boolean }
  | { kind: 'eval'; filter: string; desc: boolean }
  | { kind: 'geo'; field: string; desc: boolean; ref: GeoSortReference }

export interface SortFieldInfo {
  sortable: boolean
  kind: 'numeric' | 'string' | 'geo'
}

/** Resolves sort expressions against the schema and adds Typesense's implicit keys. */
export function resolveSortKeys(
  expressions: SortExpression[],
  lookup: (name: string) => SortFieldInfo | undefined,
  wildcard: boolean,
  defaultSortingField: string,
): SortKey[] {
  const keys: SortKey[] = []
  for (const expression of expressions) {
    const desc = expression.order === 'DESC'
    if (expression.name === '_text_match') {
      if (expression.params !== undefined) {
        throw badRequest('Text match buckets are not supported by the embedded search engine.')
      }
      keys.push({ kind: 'text', desc })
      continue
    }
    if (expression.name === '_seq_id') {
      keys.push({ kind: 'seq', desc })
      continue
    }
    if (expression.name === '_eval') {
      const filter = expression.params?.trim() ?? ''
      if (filter === '') throw badRequest('The eval expression in sort_by is empty.')
      keys.push({ kind: 'eval', filter, desc })
      continue
    }
    const info = lookup(expression.name)
    const missingField = () =>
      notFound(`Could not find a field named \`${expression.name}\` in the schema for sorting.`)
    if (info?.kind === 'geo') {
      const ref = parseGeoSortParams(expression.name, expression.params)
      if (!info.sortable) throw missingField()
      keys.push({ kind: 'geo', field: expression.name, desc, ref })
      continue
    }
    if (!info?.sortable) throw missingField()
    const missing = parseMissingValues(expression)
    // Missing numbers sort last either way; missing strings count as the highest value.
    const missingFirst = missing === undefined ? info.kind === 'string' && desc : missing === 'first'
    keys.push(
      info.kind === 'numeric'
        ? { kind: 'numeric', field: expression.name, desc, missingFirst }
        : { kind: 'string', field: expression.name, desc, missingFirst },
    )
  }
  if (keys.length === 0) {
    if (!wildcard) keys.push({ kind: 'text', desc: true })
    if (defaultSortingField !== '') {
      const info = lookup(defaultSortingField)
      keys.push(
        info?.kind === 'string'
          ? { kind: 'string', field: defaultSortingField, desc: true, missingFirst: true }
          : { kind: 'numeric', field: defaultSortingField, desc: true, missingFirst: false },
      )
    } else {
      keys.push({ kind: 'seq', desc: true })
    }
  }
  if (!wildcard && keys.length < 3 && !keys.some((k) => k.kind === 'text'))
    keys.push({ kind: 'text', desc: true })
  if (keys.length > 3) throw new ApiError(422, 'Only upto 3 sort_by fields can be specified.')
  return keys
}

function parseMissingValues(expression: SortExpression): 'first' | 'last' | undefined {
  if (expression.params === undefined) return undefined
  const error = `Bad syntax for sorting field \`${expression.name}\``
  let missing: 'first' | 'last' | undefined
  for (const param of expression.params
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '')) {
    const parts = param
      .split(':')
      .map((p) => p.trim())
      .filter((p) => p !== '')
    if (parts.length !== 2 || parts[0] !== 'missing_values') throw badRequest(error)
    if (parts[1] === 'first' || parts[1] === 'last') missing = parts[1]
    else throw badRequest(error)
  }
  return missing
}
