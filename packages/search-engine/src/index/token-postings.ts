/** Documents containing one token in one field. Ordinals are appended in ascending order. */
export interface TokenPostings {
  token: string
  id: number
  docs: number[]
  /** Largest default-sorting-field value seen for a document containing the token (Typesense's leaf score). */
  maxScore: number
}

export function addPosting(postings: TokenPostings, ordinal: number, score: number): void {
  const docs = postings.docs
  if (docs.length === 0 || docs[docs.length - 1] !== ordinal) docs.push(ordinal)
  if (score > postings.maxScore) postings.maxScore = score
}
