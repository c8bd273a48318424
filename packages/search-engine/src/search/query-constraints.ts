import { matchStringValue } from '../filter/string-match.ts'
import { type DocSet, docSetOf, emptyDocSet, intersect, union } from '../index/doc-set.ts'
import type { WeightedField } from './weighted-fields.ts'

function phraseDocs(fields: readonly WeightedField[], phrase: readonly string[], size: number): DocSet {
  let docs: DocSet = emptyDocSet(size)
  for (const field of fields) {
    if (phrase.length === 1) {
      const postings = field.index.postings(phrase[0]!)
      if (postings) docs = union(docs, docSetOf(size, postings.docs))
      continue
    }
    docs = union(
      docs,
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
): DocSet {
  let out: DocSet = emptyDocSet(size)
  for (const group of groups) out = union(out, phraseDocs(fields, group, size))
  return out
}

/** Documents containing every quoted phrase in some searched field. */
export function phraseDocuments(
  fields: readonly WeightedField[],
  phrases: readonly string[][],
  size: number,
): DocSet | undefined {
  let out: DocSet | undefined
  for (const phrase of phrases) {
    const docs = phraseDocs(fields, phrase, size)
    out = out ? intersect(out, docs) : docs
  }
  return out
}
