import type { TokenPositions } from './match-window.ts'
import { matchWindow } from './match-window.ts'
import type { WeightedField } from './weighted-fields.ts'

const P40 = 2 ** 40
const P32 = 2 ** 32
const P24 = 2 ** 24
const P16 = 2 ** 16
const P12 = 2 ** 12
const P48 = 2 ** 48

export interface ScoreContext {
  fields: readonly WeightedField[]
  /** Token strings of the query suggestion, then tokens dropped from the query. */
  tokens: readonly string[]
  totalCost: number
  singleExactQueryToken: boolean
  prioritizeExactMatch: boolean
  prioritizeNumMatchingFields: boolean
}

/** A text match score split in two exact doubles: [tokens matched | best field score] and [weight | fields]. */
export interface TextScore {
  hi: number
  lo: number
}

/** Typesense's `max_score` text match score of one document for one query suggestion. */
export function scoreDocument(ordinal: number, ctx: ScoreContext): TextScore {
  const found = new Uint8Array(ctx.tokens.length)
  let best = 0
  let bestWeight = 0
  let matchingFields = 0
  for (const field of ctx.fields) {
    const fieldScore = scoreField(ordinal, field, ctx, found)
    if (fieldScore === 0) continue
    matchingFields++
    if (fieldScore > best) {
      best = fieldScore
      bestWeight = field.weight
    }
  }
  let queryLen = 0
  for (let i = 0; i < found.length; i++) queryLen += found[i]!
  queryLen = best === 0 ? 0 : Math.min(15, queryLen)
  const fields = ctx.prioritizeNumMatchingFields ? Math.min(7, matchingFields) : 0
  return { hi: queryLen * P48 + best, lo: Math.min(15, bestWeight) * 8 + fields }
}

function scoreField(ordinal: number, field: WeightedField, ctx: ScoreContext, found: Uint8Array): number {
  const ids: number[] = []
  const slots: number[] = []
  for (let t = 0; t < ctx.tokens.length; t++) {
    const postings = field.index.postings(ctx.tokens[t]!)
    if (postings) {
      ids.push(postings.id)
      slots.push(t)
    }
  }
  if (ids.length === 0) return 0
  const { data, start, end } = field.index.sequence(ordinal)
  const present = new Uint8Array(ids.length)
  let inField = 0
  for (let p = start; p < end; p++) {
    const value = data[p]!
    if (value < 0) continue
    for (let k = 0; k < ids.length; k++) {
      if (value === ids[k] && present[k] === 0) {
        present[k] = 1
        inField++
      }
    }
  }
  if (inField === 0) return 0
  for (let k = 0; k < ids.length; k++) if (present[k] === 1) found[slots[k]!] = 1
  const typo = 255 - ctx.totalCost
  if (inField === 1) {
    const id = ids[present.indexOf(1)]!
    const verbatim =
      ctx.prioritizeExactMatch &&
      ctx.singleExactQueryToken &&
      field.index.hasElementStartingWith(ordinal, [id], true)
    return P40 + P32 + typo * P24 + 100 * P16 + (verbatim ? P12 : 0) + 1
  }
  let best = 0
  for (const element of field.index.elements(ordinal)) {
    const tokens: TokenPositions[] = []
    for (let k = 0; k < ids.length; k++) {
      if (present[k] === 0) continue
      const positions: number[] = []
      for (let p = 0; p < element.length; p++) if (element[p] === ids[k]) positions.push(p)
      if (positions.length > 0) {
        tokens.push({ positions, lastToken: positions[positions.length - 1] === element.length - 1 })
      }
    }
    if (tokens.length === 0) continue
    const match = matchWindow(tokens, ctx.prioritizeExactMatch)
    const unique = field.isArray ? match.wordsPresent : inField
    const score =
      match.wordsPresent * P40 +
      unique * P32 +
      typo * P24 +
      (100 - match.distance) * P16 +
      (match.exact ? P12 : 0) +
      1
    if (score > best) best = score
  }
  return best
}
