import { badRequest } from '../errors.ts'

/** A curation rule (Typesense's `curation_t`, formerly `override_t`), as stored and listed. */
export interface CurationItem {
  id: string
  rule: { query?: string; match?: string; filter_by?: string; tags?: string[] }
  includes: { id: string; position: number }[]
  excludes: { id: string }[]
  filter_by?: string
  sort_by?: string
  replace_query?: string
  effective_from_ts?: number
  effective_to_ts?: number
  remove_matched_tokens: boolean
  filter_curated_hits: boolean
  stop_processing: boolean
  metadata?: Record<string, unknown>
}

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Reads an optional property that Typesense reads without checking its type (a wrong type is bad JSON). */
function optional<T>(json: Json, key: string, check: (value: unknown) => value is T): T | undefined {
  const value = json[key]
  if (value === undefined) return undefined
  if (!check(value)) throw badRequest('Bad JSON.')
  return value
}
const isString = (value: unknown): value is string => typeof value === 'string'
const isInteger = (value: unknown): value is number => Number.isInteger(value)

/** Validates a curation item with Typesense's checks and messages (curation.cpp `curation_t::parse`). */
export function parseCurationItem(raw: unknown, pathId?: string): CurationItem {
  if (!isObject(raw)) throw badRequest('Bad JSON.')
  const rule = raw.rule
  if (!isObject(rule)) throw badRequest('Missing `rule` definition.')
  if (
    rule.filter_by === undefined &&
    rule.tags === undefined &&
    (rule.query === undefined || rule.match === undefined)
  ) {
    throw badRequest('The `rule` definition must contain either a `tags` or a `query` and `match`.')
  }
  const actions = [
    'includes',
    'excludes',
    'filter_by',
    'sort_by',
    'remove_matched_tokens',
    'metadata',
    'replace_query',
  ]
  if (actions.every((key) => raw[key] === undefined)) {
    throw badRequest(
      'Must contain one of: `includes`, `excludes`, `metadata`, `filter_by`, `sort_by`, `remove_matched_tokens`, `replace_query`.',
    )
  }
  let tags: string[] | undefined
  if (rule.tags !== undefined) {
    if (!Array.isArray(rule.tags) || rule.tags.some((t) => typeof t !== 'string')) {
      throw badRequest('The `tags` value must be an array of strings.')
    }
    tags = [...new Set(rule.tags as string[])].sort()
  }
  const includes = parseIncludes(raw.includes)
  const excludes = parseExcludes(raw.excludes)
  if (raw.filter_by !== undefined) {
    if (typeof raw.filter_by !== 'string') throw badRequest('The `filter_by` must be a string.')
    if (raw.filter_by === '') throw badRequest('The `filter_by` must be a non-empty string.')
  }
  for (const key of ['remove_matched_tokens', 'filter_curated_hits', 'stop_processing']) {
    if (raw[key] !== undefined && typeof raw[key] !== 'boolean')
      throw badRequest(`The \`${key}\` must be a boolean.`)
  }
  const id = pathId !== undefined && pathId !== '' ? pathId : raw.id
  if (id === undefined || id === '') throw badRequest('Curation `id` not provided.')
  if (typeof id !== 'string') throw badRequest('Bad JSON.')
  const query = optional(rule, 'query', isString)
  const match = optional(rule, 'match', isString)
  const ruleFilter = rule.filter_by
  if (ruleFilter !== undefined && typeof ruleFilter !== 'string') {
    throw badRequest('Curation `rule.filter_by` must be a string.')
  }
  const replaceQuery = optional(raw, 'replace_query', isString)
  if (replaceQuery !== undefined && raw.remove_matched_tokens === true) {
    throw badRequest('Only one of `replace_query` or `remove_matched_tokens` can be specified.')
  }
  if (raw.metadata !== undefined && !isObject(raw.metadata))
    throw badRequest('The `metadata` must be a JSON object.')
  const item: CurationItem = {
    id,
    rule: {},
    includes,
    excludes,
    remove_matched_tokens:
      raw.remove_matched_tokens === undefined
        ? raw.filter_by !== undefined
        : (raw.remove_matched_tokens as boolean),
    filter_curated_hits: (raw.filter_curated_hits as boolean | undefined) ?? false,
    stop_processing: (raw.stop_processing as boolean | undefined) ?? true,
  }
  if (query) item.rule.query = query
  if (match) item.rule.match = match
  if (ruleFilter) item.rule.filter_by = ruleFilter
  if (tags && tags.length > 0) item.rule.tags = tags
  if (raw.filter_by !== undefined) item.filter_by = raw.filter_by as string
  const sortBy = optional(raw, 'sort_by', isString)
  if (sortBy) item.sort_by = sortBy
  if (replaceQuery) item.replace_query = replaceQuery
  const from = optional(raw, 'effective_from_ts', isInteger)
  const to = optional(raw, 'effective_to_ts', isInteger)
  if (from !== undefined && from !== -1) item.effective_from_ts = from
  if (to !== undefined && to !== -1) item.effective_to_ts = to
  if (raw.metadata !== undefined && Object.keys(raw.metadata as Json).length > 0) {
    item.metadata = raw.metadata as Record<string, unknown>
  }
  return item
}

function parseIncludes(value: unknown): CurationItem['includes'] {
  if (value === undefined) return []
  if (!Array.isArray(value)) throw badRequest('The `includes` value must be an array.')
  return value.map((include) => {
    if (!isObject(include)) throw badRequest('The `includes` value must be an array of objects.')
    if (include.id === undefined || include.position === undefined) {
      throw badRequest('Inclusion definition must define both `id` and `position` keys.')
    }
    if (typeof include.id !== 'string') throw badRequest('Inclusion `id` must be a string.')
    if (!Number.isInteger(include.position)) throw badRequest('Inclusion `position` must be an integer.')
    // Typesense reads the position as an unsigned 32-bit number.
    return { id: include.id, position: (include.position as number) >>> 0 }
  })
}

function parseExcludes(value: unknown): CurationItem['excludes'] {
  if (value === undefined) return []
  if (!Array.isArray(value)) throw badRequest('The `excludes` value must be an array.')
  return value.map((exclude) => {
    if (!isObject(exclude)) throw badRequest('The `excludes` value must be an array of objects.')
    if (exclude.id === undefined) throw badRequest('Exclusion definition must define an `id`.')
    if (typeof exclude.id !== 'string') throw badRequest('Exclusion `id` must be a string.')
    return { id: exclude.id }
  })
}
