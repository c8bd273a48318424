import { badRequest } from '../errors.ts'
import { Bitset } from '../index/bitset.ts'
import { type DocSet, docSetOf, emptyDocSet } from '../index/doc-set.ts'
import { intersectAscending, OrdinalSet } from '../index/ordinal-set.ts'
import { type TextFieldIndex, WHOLE_ELEMENT_MAX_TOKENS } from '../index/text-field-index.ts'
import type { TokenPostings } from '../index/token-postings.ts'
import { findCandidates } from '../search/token-candidates.ts'
import { tokenize } from '../text/tokenizer.ts'
import type { Comparator } from './filter-ast.ts'

type DocTest = (index: TextFieldIndex, ordinal: number, ids: number[]) => boolean

const exactElement: DocTest = (index, ordinal, ids) => index.hasElementStartingWith(ordinal, ids, true)

const prefixElement: DocTest = (index, ordinal, ids) => index.hasElementStartingWith(ordinal, ids, false)

const phraseElement: DocTest = (index, ordinal, ids) =>
  index.elements(ordinal).some((element) => {
    for (let start = 0; start + ids.length <= element.length; start++) {
      if (ids.every((id, i) => element[start + i] === id)) return true
    }
    return false
  })

function intersect(size: number, postings: readonly TokenPostings[]): Bitset {
  const sorted = [...postings].sort((a, b) => a.docs.length - b.docs.length)
  const result = Bitset.fromOrdinals(size, sorted[0]!.docs)
  for (let i = 1; i < sorted.length; i++) result.andInPlace(Bitset.fromOrdinals(size, sorted[i]!.docs))
  return result
}

function verify(index: TextFieldIndex, candidates: Bitset, ids: number[], test: DocTest): Bitset {
  const out = new Bitset(candidates.size)
  candidates.forEach((ordinal) => {
    if (test(index, ordinal, ids)) out.add(ordinal)
  })
  return out
}

/**
 * Documents whose string field matches one filter value: `:` (contains every token), `:=` (an element is
 * exactly the value), a quoted phrase, and a trailing `*` for prefix matching on the last token.
 */
export function matchStringValue(
  field: string,
  index: TextFieldIndex,
  size: number,
  comparator: Comparator,
  rawValue: string,
  maxCandidates: number,
  rankByFrequency: boolean,
  /**
   * The only documents that matter (ascending), when they are few: an exact value then answers with those of
   * them in its list of documents (a site's cars `status:=in_stock`, as a list of them, not a set sized by
   * the platform's). Others may be left out of the answer; these are answered as without it.
   */
  within?: Uint32Array,
): DocSet {
  const isPrefix = rawValue.length > 1 && rawValue.endsWith('*')
  const value = isPrefix ? rawValue.slice(0, -1) : rawValue
  const tokens = tokenize(value, index.tokenizerOptions)
  if (tokens.length === 0)
    throw badRequest(`Error with filter field \`${field}\`: Filter value cannot be empty.`)
  const exactTokens = isPrefix ? tokens.slice(0, -1) : tokens
  const fixed: TokenPostings[] = []
  for (const token of exactTokens) {
    const postings = index.postings(token)
    if (!postings || postings.docs.length === 0) return emptyDocSet(size)
    fixed.push(postings)
  }
  const exact = comparator === 'EQUALS' || comparator === 'NOT_EQUALS'
  if (exact && !isPrefix && fixed.length <= WHOLE_ELEMENT_MAX_TOKENS) {
    // Ascending, as ordinals are given out in order: a site's dealer clause answers with its cars' list.
    const documents = index.documentsWithElement(fixed.map((postings) => postings.id))
    if (within) return new OrdinalSet(size, intersectAscending(within, documents))
    return docSetOf(size, documents)
  }
  const alternatives: TokenPostings[][] = []
  if (isPrefix) {
    const last = findCandidates(index, tokens[tokens.length - 1]!, {
      cost: 0,
      prefix: true,
      maxCandidates,
      rankByFrequency,
    })
    for (const candidate of last) alternatives.push([...fixed, candidate])
  } else {
    alternatives.push(fixed)
  }
  const result = new Bitset(size)
  for (const postings of alternatives) {
    const candidates = intersect(size, postings)
    const ids = postings.map((p) => p.id)
    if (comparator === 'CONTAINS_PHRASE') result.orInPlace(verify(index, candidates, ids, phraseElement))
    else if (exact) result.orInPlace(verify(index, candidates, ids, isPrefix ? prefixElement : exactElement))
    else result.orInPlace(candidates)
  }
  return result
}
