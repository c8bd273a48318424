import type { TokenizerOptions } from '../text/tokenizer.ts'
import { type HighlightOptions, highlightText, type TokenMark } from './highlight-text.ts'

type Json = Record<string, unknown>

export interface NestedHighlightField {
  /** Dotted path of the string field. */
  name: string
  /** The requested name it came from (`details` for `details.names`): the unit kept or left out. */
  group: string
  full: boolean
}

/**
 * Highlights nested string fields in a tree mirroring the document, as Typesense does in its `highlight`
 * object: every string under a requested name becomes `{matched_tokens, snippet}` (matched or not), and a
 * requested name appears only when one of its strings matched. Nested fields have no `highlights` entry.
 */
export function nestedHighlights(
  doc: Json,
  fields: readonly NestedHighlightField[],
  tokenizer: TokenizerOptions,
  markOf: (token: string) => TokenMark | undefined,
  options: HighlightOptions,
): Json {
  const out: Json = {}
  const groups = new Map<string, NestedHighlightField[]>()
  for (const field of fields) groups.set(field.group, [...(groups.get(field.group) ?? []), field])
  for (const members of groups.values()) {
    let matched = false
    const leaf = (text: string, full: boolean): Json => {
      const result = highlightText(text, tokenizer, markOf, options)
      if (!result)
        return full
          ? { matched_tokens: [], snippet: text, value: text }
          : { matched_tokens: [], snippet: text }
      matched = true
      const json: Json = { matched_tokens: result.matchedTokens, snippet: result.snippet }
      if (full) json.value = result.value
      return json
    }
    const trees = members.map((field) =>
      walk(doc, field.name.split('.'), 0, (text) => leaf(text, field.full)),
    )
    if (!matched) continue
    for (const tree of trees) if (tree !== undefined) mergeInto(out, tree as Json)
  }
  return out
}

function walk(
  value: unknown,
  parts: readonly string[],
  index: number,
  leaf: (text: string) => Json,
): unknown {
  if (index === parts.length) {
    if (typeof value === 'string') return leaf(value)
    if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? leaf(item) : {}))
    return undefined
  }
  if (Array.isArray(value)) return value.map((item) => walk(item, parts, index, leaf) ?? {})
  if (typeof value !== 'object' || value === null) return undefined
  const key = parts[index]!
  const child = walk((value as Json)[key], parts, index + 1, leaf)
  return child === undefined ? undefined : { [key]: child }
}

function mergeInto(target: Json, source: Json): void {
  for (const [key, value] of Object.entries(source)) target[key] = merge(target[key], value)
}

function merge(a: unknown, b: unknown): unknown {
  if (Array.isArray(a) && Array.isArray(b)) return b.map((item, i) => merge(a[i], item))
  const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
  if (isObject(a) && isObject(b) && !('snippet' in b)) {
    const out = { ...a }
    mergeInto(out, b)
    return out
  }
  return b
}
