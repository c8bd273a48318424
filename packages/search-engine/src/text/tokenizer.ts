import { foldNonAscii, isAsciiAlnum } from './ascii-fold.ts'

export interface TokenizerOptions {
  /** ASCII symbols kept inside tokens (collection `symbols_to_index`). */
  symbolsToIndex?: readonly string[]
  /** ASCII symbols that split tokens, like a space (collection `token_separators`). */
  tokenSeparators?: readonly string[]
}

export interface TokenSpan {
  value: string
  /** Index of the first character of the token in the source text. */
  start: number
  /** Index one past the last source character that contributed to the token. */
  end: number
}

const INDEX = 0
const SEPARATE = 1
const SKIP = 2

interface CharModes {
  modes: Uint8Array
}

const modeCache = new Map<string, CharModes>()

function charModes(options: TokenizerOptions | undefined): CharModes {
  const symbols = options?.symbolsToIndex ?? []
  const separators = options?.tokenSeparators ?? []
  const key = `${symbols.join('')}\u0000${separators.join('')}`
  const cached = modeCache.get(key)
  if (cached) return cached
  const modes = new Uint8Array(128)
  for (let code = 0; code < 128; code++) {
    if (isAsciiAlnum(code)) modes[code] = INDEX
    else if (code === 32 || code === 10) modes[code] = SEPARATE
    else modes[code] = SKIP
  }
  for (const s of separators) if (s.length === 1 && s.charCodeAt(0) < 128) modes[s.charCodeAt(0)] = SEPARATE
  for (const s of symbols) if (s.length === 1 && s.charCodeAt(0) < 128) modes[s.charCodeAt(0)] = INDEX
  const result = { modes }
  modeCache.set(key, result)
  return result
}

/**
 * Splits text into tokens as Typesense's default (English) tokenizer does: lower-cases, splits on spaces,
 * newlines and `token_separators`, drops other ASCII punctuation (so `Land-Rover` is one token
 * `landrover`), keeps `symbols_to_index`, and transliterates accented letters to ASCII.
 */
export function tokenizeWithSpans(text: string, options?: TokenizerOptions): TokenSpan[] {
  const { modes } = charModes(options)
  const spans: TokenSpan[] = []
  let current = ''
  let start = -1
  let end = 0
  for (let i = 0; i < text.length; ) {
    const code = text.charCodeAt(i)
    if (code < 128) {
      const mode = modes[code]!
      if (mode === SEPARATE) {
        if (current !== '') {
          spans.push({ value: current, start, end })
          current = ''
          start = -1
        }
      } else if (mode === INDEX) {
        if (start < 0) start = i
        current += code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : text[i]
        end = i + 1
      }
      i++
      continue
    }
    const cp = text.codePointAt(i)!
    const width = cp > 0xffff ? 2 : 1
    const folded = foldNonAscii(text.slice(i, i + width))
    if (folded !== '') {
      if (start < 0) start = i
      current += folded
      end = i + width
    }
    i += width
  }
  if (current !== '') spans.push({ value: current, start, end })
  return spans
}

export function tokenize(text: string, options?: TokenizerOptions): string[] {
  return tokenizeWithSpans(text, options).map((span) => span.value)
}
