/**
 * Splits what a shopper typed into words the rules can read, keeping each word as it was typed (for the
 * chips' "you typed") beside a normalised form (lower case, accents folded) and a compact key (letters and
 * digits only), so 'Off-Road', 'off road' and 'offroad' all read `offroad`, and 'CX-5' reads `cx5`.
 *
 * Pure and bounded: at most `MAX_PHRASE_LENGTH` characters and `MAX_TOKENS` words are read.
 */

export const MAX_PHRASE_LENGTH = 200
export const MAX_TOKENS = 40

export interface Token {
  /** Position in the phrase, from 0. */
  index: number
  /** As typed, without surrounding punctuation: 'Penrith', '$25,000', '7-seater'. */
  text: string
  /** Lower case with accents folded; keeps `$ , . + - < > ~` for amounts: '$25,000', '30k+'. */
  norm: string
  /** Letters and digits only: 'cx5', 'offroad', '25000'. */
  compact: string
  /** Where it is in the phrase as typed: `phrase.slice(start, end)` is `text`. */
  start: number
  end: number
}

/** 'Škoda' -> 'skoda', smart quotes straightened. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u2032]/g, "'")
    .replace(/[\u201c\u201d\u2033]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .toLowerCase()
}

/** Letters and digits of a text, lower case: the key words are compared by. */
export function compactKey(text: string): string {
  return foldText(text).replace(/[^a-z0-9]/g, '')
}

/** The compact keys of a value's words: 'Wildtrak PHEV 4x4' -> ['wildtrak', 'phev', '4x4']. */
export function wordKeys(text: string): string[] {
  return foldText(text)
    .split(/[\s\-/]+/)
    .map((word) => word.replace(/[^a-z0-9]/g, ''))
    .filter(Boolean)
}

const numericSide = /^[<>~]?\$?\d[\d,]*(?:\.\d+)?[km]?$/i

/** Splits one whitespace-separated chunk into the pieces the rules read. */
function splitChunk(chunk: string): string[] {
  // '<50k', '~40k': the comparison sign is a word of its own.
  const sign = /^([<>~]=?)(.+)$/.exec(chunk)
  if (sign?.[1] && sign[2] && /\d/.test(sign[2])) return [sign[1], ...splitChunk(sign[2])]
  // 'non-hybrid': a negation and its word.
  const non = /^(non)-(.+)$/i.exec(chunk)
  if (non?.[1] && non[2]) return [non[1], ...splitChunk(non[2])]
  // '20-30k', '$20,000-$30,000', '2018-2020': a range, not one word (but 'cx-5' and 'ex-demo' stay whole).
  const dash = /^(.+?)-(.+)$/.exec(chunk)
  if (dash?.[1] && dash[2] && numericSide.test(dash[1]) && numericSide.test(dash[2].replace(/\+$/, ''))) {
    return [dash[1], '-', dash[2]]
  }
  return [chunk]
}

/** Punctuation around a word that is not part of it; `$` leads and `+` trails an amount. */
function trimPunctuation(piece: string): string {
  return piece.replace(/^[^\p{L}\p{N}$<>~-]+/u, '').replace(/[^\p{L}\p{N}+%]+$/u, '')
}

export function tokenise(phrase: string): Token[] {
  // Every change keeps the length, so each word's offsets point into the phrase as typed.
  const text = phrase
    .slice(0, MAX_PHRASE_LENGTH)
    // A slash between words is a space: 'auto/manual', '$150/wk', '4wd/awd', 'p/w'.
    .replace(/[/&]/g, ' ')
    // A comma that is not a thousands separator separates words.
    .replace(/,(?!\d{3}(?:\D|$))/g, ' ')
  const tokens: Token[] = []
  for (const chunk of text.matchAll(/\S+/g)) {
    let cursor = chunk.index
    for (const raw of splitChunk(chunk[0])) {
      const rawStart = text.indexOf(raw, cursor)
      cursor = rawStart + raw.length
      const piece = /^(-|[<>~]=?)$/.test(raw) ? raw : trimPunctuation(raw)
      if (!piece) continue
      const norm = foldText(piece)
      const compact = norm.replace(/[^a-z0-9]/g, '')
      if (!compact && !/^[-<>~]=?$/.test(norm)) continue
      const start = rawStart + raw.indexOf(piece)
      tokens.push({ index: tokens.length, text: piece, norm, compact, start, end: start + piece.length })
      if (tokens.length === MAX_TOKENS) return tokens
    }
  }
  return tokens
}

/** The words from token `first` to token `last` as typed, with what was typed between them. */
export function typedWords(phrase: string, tokens: readonly Token[], first: number, last: number): string {
  const from = tokens[first]
  const to = tokens[last]
  return from && to ? phrase.slice(from.start, to.end) : ''
}

/** 'seven' -> 7; small counts shoppers write out (seats, years). */
const numberWords: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
}

/** A small whole number written as digits or as a word; null otherwise. */
export function smallNumber(token: Token | undefined): number | null {
  if (!token) return null
  if (/^\d{1,2}$/.test(token.norm)) return Number(token.norm)
  return numberWords[token.norm] ?? null
}

/**
 * Whether the tokens from `start` spell `words` (each compared by compact key, so 'less than' also
 * matches 'Less Than,'). Returns the number of tokens matched, or 0.
 */
export function matchWords(tokens: readonly Token[], start: number, words: readonly string[]): number {
  for (let offset = 0; offset < words.length; offset++) {
    const token = tokens[start + offset]
    const word = words[offset] as string
    if (!token) return 0
    const wanted = compactKey(word)
    if (wanted ? token.compact !== wanted : token.norm !== word) return 0
  }
  return words.length
}

/** The longest of several word sequences found at `start`: its length, or 0. */
export function matchAny(
  tokens: readonly Token[],
  start: number,
  phrases: readonly (readonly string[])[],
): number {
  let best = 0
  for (const words of phrases) best = Math.max(best, matchWords(tokens, start, words))
  return best
}

/** 'less than' -> ['less', 'than']: phrase lists are written as plain text. */
export const phrase = (text: string): string[] => text.split(' ')
