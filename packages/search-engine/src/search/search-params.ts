import { badRequest } from '../errors.ts'
import { isUint32Text } from '../util/number-text.ts'
import { splitFacetBy } from './facet-by.ts'

export type RawParams = Record<string, string>

export interface SearchParams {
  q: string
  queryBy: string[]
  queryByWeights: number[] | undefined
  prefixes: boolean[]
  numTypos: number[]
  filterBy: string
  facetBy: string[]
  maxFacetValues: number
  facetQuery: string
  facetQueryNumTypos: number
  sortBy: string
  page: number
  perPage: number
  perPageGiven: boolean
  offset: number
  limitHits: number
  includeFields: string[]
  excludeFields: string[]
  highlightFields: string[]
  highlightFullFields: string[]
  highlightStartTag: string
  highlightEndTag: string
  highlightAffixNumTokens: number
  snippetThreshold: number
  enableHighlightV1: boolean
  minLen1typo: number
  minLen2typo: number
  typoTokensThreshold: number
  dropTokensThreshold: number
  dropTokensMode: string
  maxCandidates: number
  maxFilterByCandidates: number
  exhaustiveSearch: boolean
  prioritizeExactMatch: boolean
  prioritizeNumMatchingFields: boolean
  enableTyposForNumericalTokens: boolean
  enableTyposForAlphaNumericalTokens: boolean
  groupBy: string[]
  groupLimit: number
  groupMissingValues: boolean
  pinnedHits: string
  hiddenHits: string
  /** `curation_tags`, or `override_tags` as Typesense called it before version 30. */
  curationTags: string[]
  /** `enable_curations`, or `enable_overrides` before version 30. */
  enableCurations: boolean
  filterCuratedHits: boolean
}

const UNSIGNED = {
  min_len_1typo: 'minLen1typo',
  min_len_2typo: 'minLen2typo',
  drop_tokens_threshold: 'dropTokensThreshold',
  typo_tokens_threshold: 'typoTokensThreshold',
  max_facet_values: 'maxFacetValues',
  limit_hits: 'limitHits',
  snippet_threshold: 'snippetThreshold',
  highlight_affix_num_tokens: 'highlightAffixNumTokens',
  page: 'page',
  offset: 'offset',
  per_page: 'perPage',
  limit: 'perPage',
  max_candidates: 'maxCandidates',
  facet_query_num_typos: 'facetQueryNumTypos',
  max_filter_by_candidates: 'maxFilterByCandidates',
  group_limit: 'groupLimit',
} as const

const BOOLEANS = {
  prioritize_exact_match: 'prioritizeExactMatch',
  exhaustive_search: 'exhaustiveSearch',
  enable_highlight_v1: 'enableHighlightV1',
  prioritize_num_matching_fields: 'prioritizeNumMatchingFields',
  enable_typos_for_numerical_tokens: 'enableTyposForNumericalTokens',
  enable_typos_for_alpha_numerical_tokens: 'enableTyposForAlphaNumericalTokens',
  group_missing_values: 'groupMissingValues',
  filter_curated_hits: 'filterCuratedHits',
} as const

function list(value: string | undefined): string[] {
  if (value === undefined) return []
  return value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '')
}

/** Reads search parameters with Typesense's defaults and parameter errors. */
export function parseSearchParams(raw: RawParams): SearchParams {
  if (raw.q === undefined) throw badRequest('Parameter `q` is required.')
  const params: SearchParams = {
    q: raw.q,
    queryBy: list(raw.query_by),
    queryByWeights: undefined,
    prefixes: [true],
    numTypos: [2],
    filterBy: raw.filter_by ?? '',
    facetBy: splitFacetBy(raw.facet_by ?? ''),
    maxFacetValues: 10,
    facetQuery: raw.facet_query ?? '',
    facetQueryNumTypos: 2,
    sortBy: raw.sort_by ?? '',
    page: 0,
    perPage: 10,
    perPageGiven: raw.per_page !== undefined || raw.limit !== undefined,
    offset: 0,
    limitHits: 1000000,
    includeFields: list(raw.include_fields),
    excludeFields: list(raw.exclude_fields),
    highlightFields: list(raw.highlight_fields),
    highlightFullFields: list(raw.highlight_full_fields),
    highlightStartTag: raw.highlight_start_tag ?? '<mark>',
    highlightEndTag: raw.highlight_end_tag ?? '</mark>',
    highlightAffixNumTokens: 4,
    snippetThreshold: 30,
    enableHighlightV1: true,
    minLen1typo: 4,
    minLen2typo: 7,
    typoTokensThreshold: 1,
    dropTokensThreshold: 1,
    dropTokensMode: raw.drop_tokens_mode ?? 'right_to_left',
    maxCandidates: 0,
    maxFilterByCandidates: 4,
    exhaustiveSearch: false,
    prioritizeExactMatch: true,
    prioritizeNumMatchingFields: true,
    enableTyposForNumericalTokens: true,
    enableTyposForAlphaNumericalTokens: true,
    groupBy: list(raw.group_by),
    groupLimit: 3,
    groupMissingValues: true,
    pinnedHits: raw.pinned_hits ?? '',
    hiddenHits: raw.hidden_hits ?? '',
    curationTags: list(raw.curation_tags ?? raw.override_tags),
    enableCurations: (raw.enable_curations ?? raw.enable_overrides ?? 'true') === 'true',
    filterCuratedHits: false,
  }
  const target = params as unknown as Record<string, unknown>
  for (const [key, value] of Object.entries(raw)) {
    if (key in UNSIGNED) {
      if (!isUint32Text(value)) throw badRequest(`Parameter \`${key}\` must be an unsigned integer.`)
      target[UNSIGNED[key as keyof typeof UNSIGNED]] = Number(value)
    } else if (key in BOOLEANS) {
      target[BOOLEANS[key as keyof typeof BOOLEANS]] = value === 'true'
    }
  }
  if (raw.prefix !== undefined) params.prefixes = raw.prefix.split(',').map((p) => p.trim() === 'true')
  if (raw.num_typos !== undefined) params.numTypos = uintList(raw.num_typos)
  if (raw.query_by_weights !== undefined) params.queryByWeights = uintList(raw.query_by_weights)
  if (params.facetQuery !== '' && !params.perPageGiven) params.perPage = 0
  return params
}

function uintList(value: string): number[] {
  const out: number[] = []
  for (const part of value
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '')) {
    if (!isUint32Text(part)) break
    out.push(Number(part))
  }
  return out
}
