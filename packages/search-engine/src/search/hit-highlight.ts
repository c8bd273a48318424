import type { TokenizerOptions } from '../text/tokenizer.ts'
import { type HighlightOptions, highlightText, type TokenMark } from './highlight-text.ts'

export interface HighlightField {
  name: string
  isArray: boolean
  full: boolean
}

export interface HitHighlights {
  /** Typesense's current structure: mirrors the document, one `{snippet, matched_tokens}` per value. */
  highlight: Record<string, unknown>
  /** The older `highlights` array (`enable_highlight_v1`). */
  highlights: Record<string, unknown>[]
}

const MAX_ARRAY_MATCHES = 5

interface Entry {
  order: number
  score: number
  json: Record<string, unknown>
}

/** Highlights the searched string fields of one hit document. */
export function buildHitHighlights(
  doc: Record<string, unknown>,
  fields: readonly HighlightField[],
  tokenizer: TokenizerOptions,
  markOf: (token: string) => TokenMark | undefined,
  options: HighlightOptions,
): HitHighlights {
  const highlight: Record<string, unknown> = {}
  const entries: Entry[] = []
  fields.forEach((field, order) => {
    const value = doc[field.name]
    if (!field.isArray) {
      if (typeof value !== 'string') return
      const result = highlightText(value, tokenizer, markOf, options)
      if (!result) return
      const v2: Record<string, unknown> = { matched_tokens: result.matchedTokens, snippet: result.snippet }
      if (field.full) v2.value = result.value
      highlight[field.name] = v2
      const v1: Record<string, unknown> = {
        field: field.name,
        matched_tokens: result.matchedTokens,
        snippet: result.snippet,
      }
      if (field.full) v1.value = result.value
      entries.push({ order, score: result.score, json: v1 })
      return
    }
    if (!Array.isArray(value)) return
    const matches: { index: number; result: NonNullable<ReturnType<typeof highlightText>> }[] = []
    const perElement = value.map((item, index) => {
      const text = typeof item === 'string' ? item : String(item)
      const result = highlightText(text, tokenizer, markOf, options)
      if (!result)
        return field.full
          ? { matched_tokens: [], snippet: text, value: text }
          : { matched_tokens: [], snippet: text }
      matches.push({ index, result })
      const v2: Record<string, unknown> = { matched_tokens: result.matchedTokens, snippet: result.snippet }
      if (field.full) v2.value = result.value
      return v2
    })
    if (matches.length === 0) return
    highlight[field.name] = perElement
    const best = matches.sort((a, b) => b.result.score - a.result.score).slice(0, MAX_ARRAY_MATCHES)
    const v1: Record<string, unknown> = {
      field: field.name,
      indices: best.map((m) => m.index),
      matched_tokens: best.map((m) => m.result.matchedTokens),
      snippets: best.map((m) => m.result.snippet),
    }
    if (field.full) v1.values = best.map((m) => m.result.value)
    entries.push({ order, score: best[0]!.result.score, json: v1 })
  })
  entries.sort((a, b) => b.score - a.score || a.order - b.order)
  return { highlight, highlights: entries.map((e) => e.json) }
}
