import { ApiError } from '@forecourt/search-engine/errors'
import type { CollectionSearch } from '../search-only-client.ts'
import type { BrowserKeyClaims } from './browser-key.ts'
import { type BrowserSearchParams, sortFields } from './browser-search-params.ts'
import type { BrowserSearchPolicy } from './browser-search-policy.ts'

/** Parameters sent on as the browser sent them, once read (no field names in them). */
const COPIED = [
  'query_by_weights',
  'prefix',
  'num_typos',
  'max_facet_values',
  'facet_query',
  'sort_by',
  'page',
  'per_page',
  'group_limit',
  'group_missing_values',
  'highlight_start_tag',
  'highlight_end_tag',
  'enable_overrides',
  'enable_curations',
] as const satisfies readonly (keyof BrowserSearchParams)[]

function pick(params: BrowserSearchParams, names: readonly (typeof COPIED)[number][]) {
  const out: Record<string, string | number | boolean> = {}
  for (const name of names) {
    const value = params[name]
    if (value !== undefined) out[name] = value
  }
  return out
}

/**
 * One browser search held to its key's claims and the collection's policy: what it may name, how much it
 * may ask for, which promotions it may see. Returns the parameters sent on, with the key's filter AND-ed
 * (`filterBy`), the key's fields and hit limit imposed, and curated hits filtered too.
 */
export function checkedSearch(
  params: BrowserSearchParams,
  claims: BrowserKeyClaims,
  policy: BrowserSearchPolicy,
  filterBy: (request: string | undefined) => string,
  index: number,
): CollectionSearch {
  const { limits } = claims
  const refuse = (message: string): never => {
    throw new ApiError(400, `Search ${index + 1}: ${message}`)
  }
  const over = (name: string, value: number, limit: number) => {
    if (value > limit) refuse(`\`${name}\` is ${value}, over this key's limit of ${limit}.`)
  }
  const only = (
    name: string,
    fields: readonly string[],
    allowed: ReadonlySet<string> | readonly string[],
  ) => {
    const set = allowed instanceof Set ? allowed : new Set(allowed as readonly string[])
    const other = fields.find((field) => !set.has(field))
    if (other !== undefined) refuse(`\`${name}\` cannot name \`${other}\` from a browser.`)
  }

  if (params.collection !== policy.collection)
    refuse(`collection \`${params.collection}\` is not searchable here.`)
  const q = params.q ?? '*'
  over('q length', q.length, limits.queryLength)
  const queryBy = params.query_by ?? claims.query_by
  only('query_by', queryBy, claims.query_by)
  const includeFields = params.include_fields ?? claims.include_fields
  only('include_fields', includeFields, claims.include_fields)
  const shown = new Set(includeFields)
  const highlightFields = (params.highlight_fields ?? queryBy).filter((field) => shown.has(field))
  if (highlightFields.length === 0) refuse('`query_by` must search at least one field the hits carry.')
  const highlightFullFields = (params.highlight_full_fields ?? []).filter((field) => shown.has(field))

  const facetBy = params.facet_by ?? []
  only('facet_by', facetBy, policy.facetFields)
  over('facet_by', facetBy.length, limits.facets)
  over('max_facet_values', params.max_facet_values ?? 10, limits.facetValues)
  if (params.facet_query !== undefined) {
    const field = params.facet_query.slice(0, params.facet_query.indexOf(':'))
    if (!facetBy.includes(field)) refuse('`facet_query` must name a field of `facet_by`.')
    over('facet_query length', params.facet_query.length, limits.queryLength)
  }
  if (params.sort_by !== undefined) {
    const fields = sortFields(params.sort_by)
    if (!fields) refuse('`sort_by` must be fields with `:asc` or `:desc`, or a distance from a point.')
    only('sort_by', fields!, policy.sortFields)
  }
  over('per_page', params.per_page ?? 10, limits.perPage)
  const groupBy = params.group_by ?? []
  only('group_by', groupBy, policy.facetFields)
  over('group_by', groupBy.length, limits.groupFields)
  over('group_limit', params.group_limit ?? 3, limits.groupLimit)
  const tags = [params.curation_tags, params.override_tags]
    .flatMap((value) => value?.split(',') ?? [])
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '')
  const prefix = claims.curation_tag_prefix
  const foreign = tags.find((tag) => !prefix || (tag !== prefix && !tag.startsWith(`${prefix}:`)))
  if (foreign !== undefined) refuse(`curation tag \`${foreign}\` is not this website's.`)

  return {
    collection: params.collection,
    q,
    ...pick(params, COPIED),
    query_by: queryBy.join(','),
    filter_by: filterBy(params.filter_by),
    include_fields: includeFields.join(','),
    highlight_fields: highlightFields.join(','),
    highlight_full_fields: highlightFullFields.join(','),
    ...(facetBy.length > 0 ? { facet_by: facetBy.join(',') } : {}),
    ...(groupBy.length > 0 ? { group_by: groupBy.join(',') } : {}),
    ...(params.exclude_fields ? { exclude_fields: params.exclude_fields.join(',') } : {}),
    ...(tags.length > 0 ? { curation_tags: tags.join(',') } : {}),
    limit_hits: limits.hits,
    filter_curated_hits: true,
  }
}
