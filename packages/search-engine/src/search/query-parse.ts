import { type TokenizerOptions, tokenize } from '../text/tokenizer.ts'

export interface ParsedQuery {
  /** Tokens that must match (typo and prefix tolerant). `['*']` for a wildcard query. */
  include: string[]
  /** Token groups whose documents are excluded (`-word`, `-"a phrase"`). */
  exclude: string[][]
  /** Quoted phrases that must appear verbatim. */
  phrases: string[][]
}

/** Splits `q` into included tokens, exclusions and phrases, as Typesense's query parser does. */
export function parseQuery(q: string, options: TokenizerOptions): ParsedQuery {
  if (q === '*') return { include: ['*'], exclude: [], phrases: [] }
  const symbols = options.symbolsToIndex ?? []
  const minusIndexed = symbols.includes('-')
  const raw = tokenize(q, { ...options, symbolsToIndex: [...symbols, '-', '"'] })
  const include: string[] = []
  const exclude: string[][] = []
  const phrases: string[][] = []
  let excludeNext = false
  let inPhrase = false
  let phrase: string[] = []
  for (let token of raw) {
    let endOfPhrase = false
    if (token === '-' && !minusIndexed) continue
    if (token.startsWith('-') && !minusIndexed) {
      excludeNext = true
      token = token.slice(1)
    }
    if (token.startsWith('"') && token.length > 1) {
      inPhrase = true
      token = token.slice(1)
    }
    if (token !== '' && (token.endsWith('"') || token === '"')) {
      if (inPhrase) {
        endOfPhrase = true
        token = token.slice(0, -1)
      } else if (token === '"') {
        inPhrase = true
      }
    }
    for (const sub of tokenize(token, options)) {
      const value = sub.length > 100 ? sub.slice(0, 100) : sub
      if (excludeNext) {
        if (inPhrase) phrase.push(value)
        else {
          exclude.push([value])
          excludeNext = false
        }
      } else if (inPhrase) phrase.push(value)
      else include.push(value)
    }
    if (endOfPhrase && inPhrase) {
      if (excludeNext) exclude.push(phrase)
      else phrases.push(phrase)
      inPhrase = false
      excludeNext = false
      phrase = []
    }
  }
  if (phrase.length > 0) {
    if (excludeNext) exclude.push(phrase)
    else include.push(...phrase)
  }
  if (include.length === 0) include.push('*')
  return { include, exclude, phrases }
}
