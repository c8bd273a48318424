import type { Collection } from '../collection/collection.ts'
import { ApiError, badRequest, notFound } from '../errors.ts'
import { evaluateFilter } from '../filter/filter-eval.ts'
import type { DocSet } from '../index/doc-set.ts'
import type { FacetQuery } from './facets.ts'
import { type filterTarget, parseCollectionFilter } from './search-filter.ts'
import type { SearchParams } from './search-params.ts'

export function resolveFacetQuery(
  collection: Collection,
  params: SearchParams,
  facetFields: string[],
): FacetQuery | undefined {
  if (params.facetQuery === '') return undefined
  const colon = params.facetQuery.indexOf(':')
  if (colon < 0) throw badRequest('Facet query must be in the `facet_field: value` format.')
  if (facetFields.length === 0)
    throw badRequest('The `facet_query` parameter is supplied without a `facet_by` parameter.')
  const field = params.facetQuery.slice(0, colon).trim()
  const value = params.facetQuery.slice(colon + 1).trim()
  if (value === '') return undefined
  if (!facetFields.includes(field)) {
    throw badRequest(
      `Facet query refers to a facet field \`${field}\` that is not part of \`facet_by\` parameter.`,
    )
  }
  if (!collection.facetIndex(field))
    throw notFound(`Could not find a facet field named \`${field}\` in the schema.`)
  return {
    field,
    value,
    numTypos: params.facetQueryNumTypos,
    maxCandidates: maxCandidates(params, collection.size),
  }
}

export function maxCandidates(params: SearchParams, documents: number): number {
  if (params.maxCandidates > 0) return params.maxCandidates
  if (params.exhaustiveSearch) return 10000
  return documents < 500000 ? 10 : 4
}

export function dropTokensMode(mode: string): {
  dropTokensMode: 'right_to_left' | 'left_to_right' | 'both_sides'
  dropTokensLimit: number
} {
  if (mode === 'left_to_right') return { dropTokensMode: 'left_to_right', dropTokensLimit: 0 }
  const both = /^both_sides(?::(\d+))?$/.exec(mode)
  if (both) return { dropTokensMode: 'both_sides', dropTokensLimit: both[1] ? Number(both[1]) : 3 }
  if (mode !== 'right_to_left') throw badRequest('Invalid format for drop tokens mode.')
  return { dropTokensMode: 'right_to_left', dropTokensLimit: 0 }
}

export function evaluateEval(
  collection: Collection,
  expression: string,
  target: ReturnType<typeof filterTarget>,
): DocSet {
  try {
    const node = parseCollectionFilter(collection, expression)
    return node ? evaluateFilter(node, target) : collection.alive()
  } catch (error) {
    if (error instanceof ApiError)
      throw new ApiError(error.status, 'Error parsing eval expression in sort_by clause.')
    throw error
  }
}
