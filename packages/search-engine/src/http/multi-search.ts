import { SEARCH_ACTION } from '../auth/api-keys.ts'
import { authorize } from '../auth/authorize.ts'
import { addParam, applyEmbeddedParams, paramText } from '../auth/embedded-params.ts'
import { ApiError, badRequest } from '../errors.ts'
import { UNION_GLOBAL_PARAMS } from '../search/union-search.ts'
import { isUint32Text } from '../util/number-text.ts'
import { API_KEY_HEADER, type RequestContext } from './request-context.ts'
import { sendJson, UNAUTHORIZED_MESSAGE } from './respond.ts'

const DEFAULT_LIMIT = 50

/** One search's parameters, and the filters AND-ed with its own as parsed trees (common, a key's). */
interface SearchInput {
  params: Record<string, string>
  andFilters: string[]
}

/**
 * `POST /multi_search`: the body is JSON whatever the content type. Query-string parameters are common
 * to every search and, as in Typesense, keep priority over a search's own values (except `filter_by`,
 * which is AND-ed, as a parsed tree). Each search fails alone, as `{error, code}` inside `results`.
 */
export async function multiSearch(ctx: RequestContext): Promise<void> {
  const text = await ctx.body()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  const searches = (body as { searches?: unknown } | undefined)?.searches
  const list = Array.isArray(searches) ? searches : []
  const grants = list.map((search) => {
    const item = typeof search === 'object' && search !== null ? (search as Record<string, unknown>) : {}
    const collection = typeof item.collection === 'string' ? item.collection : (ctx.query.collection ?? '')
    const key = typeof item[API_KEY_HEADER] === 'string' ? (item[API_KEY_HEADER] as string) : ctx.apiKey
    return authorize(ctx.keys, key, SEARCH_ACTION, collection)
  })
  const overall = list.length === 0 ? authorize(ctx.keys, ctx.apiKey, SEARCH_ACTION, '') : undefined
  if (grants.some((g) => !g.allowed) || (overall && !overall.allowed)) {
    throw new ApiError(401, UNAUTHORIZED_MESSAGE)
  }
  if (body === undefined) throw badRequest('Bad JSON.')
  if (!Array.isArray(searches)) throw badRequest('Missing `searches` array.')
  let limit = DEFAULT_LIMIT
  const queryLimit = ctx.query.limit_multi_searches
  if (queryLimit !== undefined && isUint32Text(queryLimit)) limit = Number(queryLimit)
  const firstEmbedded = grants[0]?.allowed ? grants[0].embedded : {}
  if (Number.isInteger(firstEmbedded.limit_multi_searches))
    limit = firstEmbedded.limit_multi_searches as number
  if (list.length > limit)
    throw badRequest('Number of multi searches exceeds `limit_multi_searches` parameter.')
  const { filter_by: commonFilter, limit_multi_searches: _, ...common } = ctx.query
  const requests = list.map((search): SearchInput => {
    if (typeof search !== 'object' || search === null || Array.isArray(search)) {
      throw badRequest('The value of `searches` must be an array of objects.')
    }
    const params: Record<string, string> = { ...common }
    for (const [key, value] of Object.entries(search as Record<string, unknown>)) {
      if (key === 'cache_ttl' || key === API_KEY_HEADER) continue
      const added = key === 'filter_by' ? paramText(value) !== undefined : addParam(params, key, value, false)
      if (!added) throw badRequest('One or more search parameters are malformed.')
      if (key === 'filter_by') params.filter_by = paramText(value)!
    }
    return { params, andFilters: commonFilter ? [commonFilter] : [] }
  })
  const union = body as { union?: unknown; remove_duplicates?: unknown }
  if (union.union === true) {
    sendJson(ctx.res, 200, unionResponse(ctx, requests, grants, union.remove_duplicates !== false))
    return
  }
  const results = requests.map(({ params, andFilters }, i) => {
    try {
      const grant = grants[i]!
      andFilters.push(...applyEmbeddedParams(params, grant.allowed ? grant.embedded : {}))
      const collection = params.collection ?? ''
      delete params.collection
      return ctx.engine.search(collection, params, andFilters)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      return { error: error.message, code: error.status }
    }
  })
  sendJson(ctx.res, 200, { results })
}

/**
 * `union: true`: pagination comes only from the query string, so `page`, `per_page`, `offset`, `limit` and
 * `limit_hits` are taken out of every search; an error anywhere is the whole answer, as `{code, error}`.
 */
function unionResponse(
  ctx: RequestContext,
  requests: SearchInput[],
  grants: ReturnType<typeof authorize>[],
  removeDuplicates: boolean,
): Record<string, unknown> {
  const common: Record<string, string> = { ...ctx.query }
  delete common.limit_multi_searches
  try {
    const searches = requests.map(({ params, andFilters }, i) => {
      for (const name of UNION_GLOBAL_PARAMS) delete params[name]
      const grant = grants[i]!
      andFilters.push(...applyEmbeddedParams(params, grant.allowed ? grant.embedded : {}))
      return { params, andFilters }
    })
    return ctx.engine.unionSearch(searches, common, removeDuplicates)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return { code: error.status, error: error.message }
  }
}
