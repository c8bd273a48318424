import { type TokenizerOptions, tokenizeWithSpans } from '../text/tokenizer.ts'

export interface TokenMark {
  /** Highlight only this many leading letters of the token (prefix matches). */
  prefixLetters?: number
}

export interface HighlightOptions {
  startTag: string
  endTag: string
  snippetThreshold: number
  affixTokens: number
}

export interface HighlightedText {
  snippet: string
  matchedTokens: string[]
  /** The whole text with every match marked. */
  value: string
  /** Matched query tokens and how close they are, to rank highlights. */
  score: number
}

interface Mark {
  start: number
  end: number
}

/**
 * Marks the tokens of `text` chosen by `markOf` the way Typesense builds highlight snippets: short texts
 * (under `snippet_threshold` tokens) are returned whole; longer ones are cut to a window of
 * `highlight_affix_num_tokens` tokens around the matches.
 */
export function highlightText(
  text: string,
  tokenizer: TokenizerOptions,
  markOf: (token: string) => TokenMark | undefined,
  options: HighlightOptions,
): HighlightedText | undefined {
  const spans = tokenizeWithSpans(text, tokenizer)
  const marks: (Mark | undefined)[] = spans.map((span) => {
    const mark = markOf(span.value)
    if (!mark) return undefined
    if (mark.prefixLetters === undefined || mark.prefixLetters >= span.value.length) {
      return { start: span.start, end: span.end }
    }
    return { start: span.start, end: prefixEnd(text, span.start, span.end, mark.prefixLetters, tokenizer) }
  })
  const first = marks.findIndex((m) => m !== undefined)
  if (first < 0) return undefined
  let last = first
  for (let i = first; i < marks.length && i <= first + 10; i++) if (marks[i]) last = i
  let from = 0
  let to = text.length
  if (spans.length > options.snippetThreshold) {
    const startToken = Math.max(0, first - options.affixTokens)
    const endToken = Math.min(spans.length - 1, last + options.affixTokens)
    from = spans[startToken]!.start
    to = spans[endToken]!.end
  }
  const matchedTokens: string[] = []
  const snippet = render(text, marks, from, to, options, matchedTokens)
  const value = render(text, marks, 0, text.length, options, [])
  const distinct = new Set(
    marks.filter((m): m is Mark => m !== undefined).map((m) => text.slice(m.start, m.end)),
  )
  return { snippet, matchedTokens, value, score: distinct.size * 1000 - (last - first) }
}

function render(
  text: string,
  marks: readonly (Mark | undefined)[],
  from: number,
  to: number,
  options: HighlightOptions,
  matched: string[],
): string {
  let out = ''
  let cursor = from
  for (const mark of marks) {
    if (!mark || mark.start < from || mark.end > to) continue
    out += text.slice(cursor, mark.start)
    const token = text.slice(mark.start, mark.end)
    matched.push(token)
    out += options.startTag + token + options.endTag
    cursor = mark.end
  }
  return out + text.slice(cursor, to)
}

/** Source index after the first `letters` characters the tokenizer keeps in the token span. */
function prefixEnd(
  text: string,
  start: number,
  end: number,
  letters: number,
  tokenizer: TokenizerOptions,
): number {
  let kept = 0
  for (let i = start; i < end; i++) {
    if (tokenizeWithSpans(text[i]!, tokenizer).length > 0) kept++
    if (kept === letters) return i + 1
  }
  return end
}
