import { type TokenizerOptions, tokenize } from '../text/tokenizer.ts'
import type { CurationItem } from './curation-item.ts'

export interface CurationInput {
  /** The collection's curation items, set by set in the collection's order, each set in id order. */
  items: readonly CurationItem[]
  /** `enable_curations` (`enable_overrides` before Typesense 30). */
  enabled: boolean
  q: string
  filterBy: string
  /** `curation_tags` (`override_tags` before Typesense 30). */
  tags: readonly string[]
  pinned: ReadonlyMap<number, readonly string[]>
  hidden: readonly string[]
  tokenizer: TokenizerOptions
  ordinalOfId: (id: string) => number | undefined
  nowSeconds: number
}

export interface CurationOutcome {
  /** The query to run: rewritten by `replace_query` or `remove_matched_tokens`. */
  q: string
  /** `filter_by` clauses of matched rules, each AND-ed to the request's filter. */
  filters: string[]
  /** Rule tokens to drop from the query, for matched rules with both `filter_by` and `remove_matched_tokens`. */
  removeTokens: Set<string>
  /** The matched rule's `sort_by`, replacing the request's when not empty. */
  sortBy: string
  /** Documents to place at positions (1-based), rules' includes first, then `pinned_hits`. */
  included: { ordinal: number; position: number }[]
  excluded: Set<number>
  metadata: Record<string, unknown> | undefined
  filterCuratedHits: boolean
}

const RULE_SYMBOLS = ['{', '}', '*', '.']

/** Typesense's `StringUtils::contains_word`: the first occurrence must sit between spaces or the ends. */
export function containsWord(haystack: string, needle: string): boolean {
  const at = haystack.indexOf(needle)
  if (at < 0) return false
  if (at === 0 && haystack.length === needle.length) return true
  if (at !== 0 && haystack[at - 1] !== ' ') return false
  const end = at + needle.length
  return !(end < haystack.length && haystack[end] !== ' ')
}

function trimSpaces(text: string): string {
  return text.replace(/^ +| +$/g, '')
}

/**
 * Applies curation rules the way Typesense's `curate_results` does: hidden hits first, then each rule in
 * order (by tags when the request has `curation_tags`), stopping at the first match that has
 * `stop_processing`, then pinned hits. Rules with `{field}` placeholders are stored but never match here.
 */
export function applyCurations(input: CurationInput): CurationOutcome {
  const outcome: CurationOutcome = {
    q: input.q,
    filters: [],
    removeTokens: new Set(),
    sortBy: '',
    included: [],
    excluded: new Set(),
    metadata: undefined,
    filterCuratedHits: false,
  }
  for (const id of input.hidden) {
    const ordinal = input.ordinalOfId(id)
    if (ordinal !== undefined) outcome.excluded.add(ordinal)
  }
  if (input.enabled && input.items.length > 0) {
    let query = input.q === '*' ? '*' : tokenize(input.q, input.tokenizer).join(' ')
    const normalize = (ruleQuery: string) =>
      trimCurlySpaces(
        tokenize(ruleQuery, {
          ...input.tokenizer,
          symbolsToIndex: [...(input.tokenizer.symbolsToIndex ?? []), ...RULE_SYMBOLS],
        }).join(' '),
      )
    const tryItem = (item: CurationItem, tagsMatched: boolean, wildcardTag: boolean): boolean => {
      const ruleQuery = normalize(item.rule.query ?? '')
      if (!matches(item, query, ruleQuery, input, tagsMatched, wildcardTag)) return false
      for (const { id } of item.excludes) {
        const ordinal = input.ordinalOfId(id)
        if (ordinal !== undefined) outcome.excluded.add(ordinal)
      }
      for (const { id, position } of item.includes) {
        const ordinal = input.ordinalOfId(id)
        if (ordinal !== undefined && !outcome.excluded.has(ordinal))
          outcome.included.push({ ordinal, position })
      }
      if (item.replace_query !== undefined) {
        outcome.q = item.replace_query
      } else if (item.remove_matched_tokens && item.filter_by === undefined) {
        if (ruleQuery !== '') query = trimSpaces(query.split(ruleQuery).join(''))
        if (query === '') query = '*'
        outcome.q = query
      }
      if (item.filter_by !== undefined) {
        outcome.filters.push(item.filter_by)
        if (item.remove_matched_tokens)
          for (const token of tokenize(item.rule.query ?? '')) outcome.removeTokens.add(token)
      }
      outcome.filterCuratedHits = item.filter_curated_hits
      outcome.sortBy = item.sort_by ?? ''
      outcome.metadata ??= item.metadata
      return true
    }
    const tags = new Set(input.tags)
    if (tags.size > 0) {
      let allTagsFound = false
      if (tags.size > 1) {
        for (const item of input.items) {
          if (!sameTags(item.rule.tags, tags) || !tryItem(item, true, false)) continue
          allTagsFound = true
          if (item.stop_processing) break
        }
      }
      if (!allTagsFound) {
        for (const item of input.items) {
          if (!(item.rule.tags ?? []).some((tag) => tags.has(tag))) continue
          if (tryItem(item, true, false) && item.stop_processing) break
        }
      }
    } else {
      for (const item of input.items) {
        const wildcardTag = item.rule.tags?.length === 1 && item.rule.tags[0] === '*'
        if (tryItem(item, false, wildcardTag) && item.stop_processing) break
      }
    }
  }
  for (const [position, ids] of input.pinned) {
    for (const id of ids) {
      const ordinal = input.ordinalOfId(id)
      if (ordinal !== undefined && !outcome.excluded.has(ordinal))
        outcome.included.push({ ordinal, position })
    }
  }
  return outcome
}

function matches(
  item: CurationItem,
  query: string,
  ruleQuery: string,
  input: CurationInput,
  tagsMatched: boolean,
  wildcardTag: boolean,
): boolean {
  const rule = item.rule
  if (!wildcardTag && !tagsMatched && (rule.tags?.length ?? 0) > 0) return false
  if (item.effective_from_ts !== undefined && input.nowSeconds < item.effective_from_ts) return false
  if (item.effective_to_ts !== undefined && input.nowSeconds > item.effective_to_ts) return false
  if ((wildcardTag || tagsMatched) && rule.query === undefined && rule.filter_by === undefined) return true
  const filterMatch =
    rule.query === undefined &&
    rule.match === undefined &&
    rule.filter_by !== undefined &&
    rule.filter_by === input.filterBy
  const queryMatch =
    (rule.match === 'exact' && ruleQuery === query) ||
    (rule.match === 'contains' && containsWord(query, ruleQuery))
  if (!filterMatch && !queryMatch) return false
  return rule.filter_by === undefined || rule.filter_by === input.filterBy
}

function sameTags(a: readonly string[] | undefined, b: ReadonlySet<string>): boolean {
  return a !== undefined && a.length === b.size && a.every((tag) => b.has(tag))
}

/** `StringUtils::trim_curly_spaces`: `{ brand }` becomes `{brand}`. */
function trimCurlySpaces(text: string): string {
  return text.replace(/\{\s+/g, '{').replace(/\s+\}/g, '}')
}
