import { badRequest } from '../errors.ts'

/**
 * Splits a `filter_by` expression into clause, `(`, `)`, `&&` and `||` tokens, following Typesense's
 * tokenizer: clauses run until a parenthesis or a logical operator, except inside backticks.
 */
export function tokenizeFilter(query: string): string[] {
  const tokens: string[] = []
  const size = query.length
  let i = 0
  while (i < size) {
    const c = query[i]
    if (c === ' ') {
      i++
    } else if (c === '(' || c === ')') {
      tokens.push(c)
      i++
    } else if (c === '&' || c === '|') {
      if (query[i + 1] !== c) throw badRequest('Could not parse the filter filter_query.')
      tokens.push(c + c)
      i += 2
    } else if (c === '$' || (c === '!' && query[i + 1] === '$')) {
      throw badRequest('Filtering on referenced collections is not supported by the embedded search engine.')
    } else {
      const start = i
      i = clauseEnd(query, i)
      const token = query.slice(start, i).trim()
      if (token !== '') tokens.push(token)
    }
  }
  return tokens
}

function clauseEnd(query: string, from: number): number {
  const size = query.length
  let index = from
  let inBacktick = false
  let precedingColon = false
  let inParenValue = false
  let c = query[index]
  do {
    if (c === ':') precedingColon = true
    if (c === ')' && inParenValue) inParenValue = false
    if (!inBacktick && !precedingColon && c === '{' && index > 0 && query[index - 1] === '.') {
      throw badRequest('Filtering on nested objects is not supported by the embedded search engine.')
    }
    c = query[++index]
    if (c === '`') inBacktick = !inBacktick
    if (precedingColon && c === '(') {
      inParenValue = true
      precedingColon = false
    } else if (precedingColon && c === '[' && startsGeoList(query, index)) {
      return closingBracketEnd(query, index)
    } else if (precedingColon && c !== ' ') {
      precedingColon = false
    }
  } while (
    index < size &&
    (inBacktick ||
      inParenValue ||
      (c !== '(' &&
        c !== ')' &&
        !(c === '&' && query[index + 1] === '&') &&
        !(c === '|' && query[index + 1] === '|')))
  )
  return index
}

/** `field:[ (...), (...) ]`: a list of geopoint filter values (the `[` is followed by a `(`). */
function startsGeoList(query: string, bracket: number): boolean {
  let i = bracket + 1
  while (i < query.length && query[i] === ' ') i++
  return query[i] === '('
}

/** The index just past the `]` that closes the `[` at `open`, as Typesense's multi-valued geo parsing. */
function closingBracketEnd(query: string, open: number): number {
  let depth = 1
  let index = open
  while (++index < query.length && depth > 0) {
    if (query[index] === '[') depth++
    else if (query[index] === ']') depth--
  }
  if (depth !== 0) throw badRequest('Could not parse the geopoint filter.')
  return index
}
