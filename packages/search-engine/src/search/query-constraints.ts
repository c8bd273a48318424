import { matchStringValue } from '../filter/string-match.ts'
import { Bitset } from '../index/bitset.ts'
import type { WeightedField } from './weighted-fields.ts'

function phraseDocs(fields: readonly WeightedField[], phrase: readonly string[], size: number): Bitset {
  const docs = new Bitset(size)
  for (const field of fields) {
    if (phrase.length === 1) {
      const postings = field.index.postings(phrase[0]!)
      if (postings) docs.orInPlace(Bitset.fromOrdinals(size, postings.docs))
      continue
    }
    docs.orInPlace(
      matchStringValue(field.name, field.index, size, 'CONTAINS_PHRASE', phrase.join(' '), 0, false),
    )
  }
  return docs
}

/** Documents containing any excluded token or phrase (`-word`, `-"some words"`) in a searched field. */
export function excludedDocuments(
  fields: readonly WeightedField[],
  groups: readonly string[][],
  size: number,
): Bitset {
  const out = new Bitset(size)
  for (const group of groups) out.orInPlace(phraseDocs(fields, group, size))
  return out
}

/** Documents containing every quoted phrase in some searched field. */
export function phraseDocuments(
  fields: readonly WeightedField[],
  phrases: readonly string[][],
  size: number,
): Bitset | undefined {
  let out: Bitset | undefined
  for (const phrase of phrases) {
    const docs = phraseDocs(fields, phrase, size)
    out = out ? out.and(docs) : docs
  }
  return out
}
