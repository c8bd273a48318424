import type { Collection } from '../collection/collection.ts'
import { isStringType } from '../schema/field-types.ts'
import { reportedDistance } from './geo-sort.ts'
import type { HighlightOptions, TokenMark } from './highlight-text.ts'
import { projectDocument } from './hit-document.ts'
import { buildHitHighlights, type HighlightField } from './hit-highlight.ts'
import type { SearchParams } from './search-params.ts'
import type { SortKey } from './sort-by.ts'
import type { TextScores } from './sort-order.ts'
import { textMatchInfo } from './text-match-info.ts'
import type { SearchedToken } from './text-search-types.ts'

export interface HitContext {
  collection: Collection
  ordinals: readonly number[]
  params: SearchParams
  /** Present when the sort includes `_text_match`: hits then carry `text_match` and its breakdown. */
  text: TextScores | undefined
  /** Tokens the query matched (undefined for a wildcard query: no highlighting). */
  searched: ReadonlyMap<string, SearchedToken> | undefined
  queryTokens: readonly string[]
  highlightOptions: HighlightOptions
  /** Geo sort keys: each hit reports its distance from their references in `geo_distance_meters`. */
  geoKeys?: readonly Extract<SortKey, { kind: 'geo' }>[]
}

/** The `hits` of a search response: projected documents, highlights and text match details. */
export function buildHits(ctx: HitContext): Record<string, unknown>[] {
  const { collection, params, searched } = ctx
  const highlightFields = chooseHighlightFields(collection, params)
  const lastLetters = ctx.queryTokens.at(-1)?.length ?? 0
  const markOf = (token: string): TokenMark | undefined => {
    const meta = searched?.get(token)
    if (!meta) return undefined
    if (!meta.prefix || meta.rootLength >= token.length) return {}
    if (meta.typos !== 0 && token.length - lastLetters <= 2) return {}
    return { prefixLetters: lastLetters }
  }
  return ctx.ordinals.map((ordinal) => {
    const doc = collection.document(ordinal)
    const hit: Record<string, unknown> = {
      document: projectDocument(doc, params.includeFields, params.excludeFields),
    }
    if (searched && params.q !== '*') {
      const h = buildHitHighlights(doc, highlightFields, collection.tokenizer, markOf, ctx.highlightOptions)
      hit.highlight = h.highlight
      if (params.enableHighlightV1) hit.highlights = h.highlights
    } else {
      hit.highlight = {}
      if (params.enableHighlightV1) hit.highlights = []
    }
    const distances = geoDistanceMeters(collection, ctx.geoKeys, ordinal)
    if (distances) hit.geo_distance_meters = distances
    if (ctx.text) {
      const info = textMatchInfo(ctx.text.hi[ordinal] ?? 0, ctx.text.lo[ordinal] ?? 0, ctx.queryTokens.length)
      hit.text_match = info.textMatch
      hit.text_match_info = info.info
    }
    return hit
  })
}

function chooseHighlightFields(collection: Collection, params: SearchParams): HighlightField[] {
  const names = params.highlightFields.length > 0 ? params.highlightFields : params.queryBy
  const full = new Set(params.highlightFullFields)
  const out: HighlightField[] = []
  for (const name of names) {
    const field = collection.field(name)
    if (!field || !isStringType(field.field.type)) continue
    out.push({ name, isArray: field.field.type === 'string[]', full: full.has(name) })
  }
  return out
}

function geoDistanceMeters(
  collection: Collection,
  keys: readonly Extract<SortKey, { kind: 'geo' }>[] | undefined,
  ordinal: number,
): Record<string, number> | undefined {
  let out: Record<string, number> | undefined
  for (const key of keys ?? []) {
    if (!key.ref.reportsDistance) continue
    out ??= {}
    out[key.field] = reportedDistance(collection.geoIndex(key.field), ordinal, key.ref)
  }
  return out
}
