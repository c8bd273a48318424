import { badRequest } from '../errors.ts'
import { type ConcreteType, scalarKind } from '../schema/field-types.ts'
import { isFloatText, isInt32Text, isInt64Text, isIntegerText } from '../util/number-text.ts'
import type { Comparator, FilterClause, NumericCondition } from './filter-ast.ts'
import { parseGeoClause } from './geo-filter-parse.ts'
import { splitToValues, splitTrimmed } from './split-values.ts'

export type FieldTypeLookup = (name: string) => ConcreteType | undefined

function trimLeadingSpaces(text: string, from: number): string {
  let i = from
  while (i < text.length && text[i] === ' ') i++
  return text.slice(i)
}

/** Parses one `field:value` clause with Typesense's operators and error messages. */
export function parseClause(expression: string, lookup: FieldTypeLookup): FilterClause {
  const colon = expression.indexOf(':')
  if (colon < 0) throw badRequest('Could not parse the filter query.')
  const field = expression.slice(0, colon).trim()
  let raw = expression.slice(colon + 1).trim()
  if (field === 'id') return parseIdClause(raw)
  const type = lookup(field)
  if (!type) throw badRequest(`Could not find a filter field named \`${field}\` in the schema.`)
  const kind = scalarKind(type)
  if (kind !== 'string' && raw[0] === '=') raw = trimLeadingSpaces(raw, 1)
  if (kind === 'geopoint') return parseGeoClause(field, raw)
  if (kind === 'string') return parseStringClause(field, raw)
  if (kind === 'bool') return parseBoolClause(field, raw)
  return parseNumericClause(field, kind, raw)
}

function parseIdClause(rawValue: string): FilterClause {
  const empty = 'Error with filter field `id`: Filter value cannot be empty.'
  let raw = rawValue
  if (raw === '') throw badRequest(empty)
  let negate = false
  if (raw[0] === '=') raw = trimLeadingSpaces(raw, 1)
  else if (raw.startsWith('!=')) {
    negate = true
    raw = trimLeadingSpaces(raw, 2)
  }
  if (raw === '') throw badRequest(empty)
  const ids =
    raw[0] === '[' && raw.endsWith(']') ? splitToValues(raw.slice(1, -1)) : splitToValues(raw).slice(0, 1)
  if (ids.length === 0) throw badRequest(empty)
  return { kind: 'id', ids: ids.includes('*') ? '*' : ids, negate }
}

function numericComparator(text: string): { comparator: Comparator; rest: string } | undefined {
  if (isIntegerText(text) || isFloatText(text)) return { comparator: 'EQUALS', rest: text }
  const two = text.slice(0, 2)
  if (two === '<=') return { comparator: 'LTE', rest: text.slice(2).trim() }
  if (two === '>=') return { comparator: 'GTE', rest: text.slice(2).trim() }
  if (two === '!=') return { comparator: 'NOT_EQUALS', rest: text.slice(2).trim() }
  if (text[0] === '<') return { comparator: 'LT', rest: text.slice(1).trim() }
  if (text[0] === '>') return { comparator: 'GT', rest: text.slice(1).trim() }
  if (text.includes('..')) return { comparator: 'RANGE', rest: text.trim() }
  return undefined
}

function validateNumber(field: string, kind: string, text: string): number {
  if (kind === 'int32') {
    if (!isIntegerText(text)) throw badRequest(`Error with filter field \`${field}\`: Not an int32.`)
    if (!isInt32Text(text)) {
      throw badRequest(`Error with filter field \`${field}\`: \`${text}\` exceeds the range of an int32.`)
    }
  } else if (kind === 'int64') {
    if (!isInt64Text(text)) throw badRequest(`Error with filter field \`${field}\`: Not an int64.`)
  } else if (!isFloatText(text)) {
    throw badRequest(`Error with filter field \`${field}\`: Not a float.`)
  }
  return Number(text)
}

function numericConditions(field: string, kind: string, text: string): NumericCondition[] {
  const parsed = numericComparator(text)
  if (!parsed)
    throw badRequest(`Error with filter field \`${field}\`: Numerical field has an invalid comparator.`)
  if (parsed.comparator === 'RANGE') {
    const bounds = splitTrimmed(parsed.rest, '..').map((bound) => validateNumber(field, kind, bound))
    if (bounds.length !== 2) return []
    return [{ comparator: 'RANGE', value: bounds[0]!, upper: bounds[1]! }]
  }
  return [{ comparator: parsed.comparator, value: validateNumber(field, kind, parsed.rest) }]
}

function parseNumericClause(field: string, kind: string, rawValue: string): FilterClause {
  let raw = rawValue
  let negate = false
  if (raw[0] === '!' && raw[1] !== '=') {
    negate = true
    raw = trimLeadingSpaces(raw, 1)
    if (raw === '') {
      throw badRequest(
        `Error with filter field \`${field}\`: Filter value cannot be empty after '!' operator.`,
      )
    }
  }
  const isList = raw[0] === '[' && raw.endsWith(']')
  if (isList) {
    const conditions = splitTrimmed(raw.slice(1, -1), ',').flatMap((v) => numericConditions(field, kind, v))
    return { kind: 'numeric', field, conditions, negate }
  }
  const parsed = numericComparator(raw)
  if (!parsed)
    throw badRequest(`Error with filter field \`${field}\`: Numerical field has an invalid comparator.`)
  if (parsed.comparator === 'NOT_EQUALS' && parsed.rest[0] === '[' && parsed.rest.endsWith(']')) {
    const conditions = splitTrimmed(parsed.rest.slice(1, -1), ',').flatMap((v) =>
      numericConditions(field, kind, v),
    )
    return { kind: 'numeric', field, conditions, negate: true }
  }
  return { kind: 'numeric', field, conditions: numericConditions(field, kind, raw), negate }
}

function parseBoolClause(field: string, rawValue: string): FilterClause {
  let raw = rawValue
  let comparator: Comparator = 'EQUALS'
  let skip = 0
  if (raw[0] === '=') skip = 1
  else if (raw.startsWith('!=')) {
    comparator = 'NOT_EQUALS'
    skip = 2
  } else if (raw[0] === '!') {
    comparator = 'NOT_EQUALS'
    skip = 1
  }
  if (skip > 0) {
    raw = trimLeadingSpaces(raw, skip)
    if (raw === '') {
      throw badRequest(
        `Error with filter field \`${field}\`: Filter value cannot be empty after '!' operator.`,
      )
    }
  }
  if (raw[0] === '[' && raw.endsWith(']')) {
    const values = splitTrimmed(raw.slice(1, -1), ',').map((v) => {
      if (v !== 'true' && v !== 'false') {
        throw badRequest(`Values of filter field \`${field}\`: must be \`true\` or \`false\`.`)
      }
      return { comparator: 'EQUALS' as Comparator, value: v === 'true' }
    })
    return { kind: 'bool', field, conditions: values, negate: comparator === 'NOT_EQUALS' }
  }
  if (raw === '') throw badRequest(`Error with filter field \`${field}\`: Filter value cannot be empty.`)
  if (raw !== 'true' && raw !== 'false') {
    throw badRequest(`Value of filter field \`${field}\` must be \`true\` or \`false\`.`)
  }
  return { kind: 'bool', field, conditions: [{ comparator, value: raw === 'true' }], negate: false }
}

function isQuoted(value: string): boolean {
  return value.length > 1 && value.startsWith('"') && value.endsWith('"')
}

function parseStringClause(field: string, raw: string): FilterClause {
  let index = 0
  let comparator: Comparator = 'CONTAINS'
  let negate = false
  if (raw[0] === '=') {
    comparator = 'EQUALS'
    index = 1
  } else if (raw.length >= 2 && raw[0] === '!') {
    if (raw[1] === '=') {
      comparator = 'NOT_EQUALS'
      index = 1
    }
    negate = true
    index++
  }
  while (index > 0 && index < raw.length && raw[index] === ' ') index++
  if (index === raw.length)
    throw badRequest(`Error with filter field \`${field}\`: Filter value cannot be empty.`)
  const valuePart = raw.slice(index)
  if (isQuoted(valuePart)) {
    return {
      kind: 'string',
      field,
      values: [{ comparator: 'CONTAINS_PHRASE', value: valuePart.slice(1, -1) }],
      negate,
    }
  }
  if (valuePart[0] === '[' && valuePart.endsWith(']')) {
    const items = splitToValues(valuePart.slice(1, -1))
    const fallback: Comparator = items.some(isQuoted) ? 'EQUALS' : comparator
    const values = items.map((item) =>
      isQuoted(item)
        ? { comparator: 'CONTAINS_PHRASE' as Comparator, value: item.slice(1, -1) }
        : { comparator: fallback, value: item },
    )
    return { kind: 'string', field, values, negate }
  }
  return { kind: 'string', field, values: [{ comparator, value: valuePart }], negate }
}
