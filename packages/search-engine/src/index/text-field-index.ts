import { type TokenizerOptions, tokenize } from '../text/tokenizer.ts'
import { addPosting, type TokenPostings } from './token-postings.ts'

export const ELEMENT_BREAK = -1

/** A value's token ids, and the key of its whole element when it has 2..WHOLE_ELEMENT_MAX_TOKENS tokens. */
interface ValueTokens {
  ids: readonly number[]
  wholeKey: string | undefined
}

/** Values remembered per field with their token ids; most field values repeat (makes, colours, places). */
const VALUE_CACHE_LIMIT = 20_000

/**
 * Elements of at most this many tokens are also indexed whole, so `field:=value` (a site's dealer slugs, a
 * car's slug, a make) finds its documents at once instead of checking every document holding the tokens.
 * Longer elements (descriptions) are checked token by token.
 */
export const WHOLE_ELEMENT_MAX_TOKENS = 16

/**
 * Inverted index of one string (or string[]) field: token -> documents, plus each document's token-id
 * sequence per array element (for proximity scoring, exact `:=` matching and prefix-of-value matching).
 */
export class TextFieldIndex {
  readonly tokenizerOptions: TokenizerOptions
  private readonly byToken = new Map<string, TokenPostings>()
  private readonly byId: TokenPostings[] = []
  private sortedCache: TokenPostings[] | undefined
  private seqData = new Int32Array(1024)
  private seqUsed = 0
  private seqStart = new Int32Array(256)
  private seqLength = new Int32Array(256)
  private readonly valueTokens = new Map<string, ValueTokens>()
  /** Documents by whole element: one-token elements (most: makes, colours, statuses) by token id. */
  private readonly byOneTokenElement = new Map<number, number[]>()
  private readonly byWholeElement = new Map<string, number[]>()

  constructor(tokenizerOptions: TokenizerOptions) {
    this.tokenizerOptions = tokenizerOptions
  }

  get tokenCount(): number {
    return this.byId.length
  }

  postings(token: string): TokenPostings | undefined {
    return this.byToken.get(token)
  }

  postingsById(id: number): TokenPostings {
    return this.byId[id]!
  }

  /** All tokens sorted by their text, for prefix ranges and typo scans. */
  sortedTokens(): TokenPostings[] {
    if (!this.sortedCache) {
      this.sortedCache = [...this.byId].sort((a, b) => (a.token < b.token ? -1 : a.token > b.token ? 1 : 0))
    }
    return this.sortedCache
  }

  /**
   * The tokens the given documents hold in this field, sorted by their text as `sortedTokens`: a narrow
   * scope's vocabulary, for typo and prefix scans that would otherwise read every token of the collection.
   */
  tokensOf(ordinals: ArrayLike<number>): TokenPostings[] {
    const ids = new Set<number>()
    for (let i = 0; i < ordinals.length; i++) {
      const { data, start, end } = this.sequence(ordinals[i]!)
      for (let p = start; p < end; p++) if (data[p]! !== ELEMENT_BREAK) ids.add(data[p]!)
    }
    return [...ids]
      .map((id) => this.byId[id]!)
      .sort((a, b) => (a.token < b.token ? -1 : a.token > b.token ? 1 : 0))
  }

  /** Indexes the value of this field for a new document ordinal (ordinals only ever grow). */
  add(ordinal: number, value: string | readonly string[], score: number): void {
    const elements = typeof value === 'string' ? [value] : value
    this.ensureDocCapacity(ordinal)
    const start = this.seqUsed
    for (let e = 0; e < elements.length; e++) {
      if (e > 0) this.pushSeq(ELEMENT_BREAK)
      const tokens = this.tokenIds(elements[e]!)
      const ids = tokens.ids
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i]!
        addPosting(this.byId[id]!, ordinal, score)
        this.pushSeq(id)
      }
      if (ids.length === 1) addOrdinal(this.byOneTokenElement, ids[0]!, ordinal)
      else if (tokens.wholeKey !== undefined) addOrdinal(this.byWholeElement, tokens.wholeKey, ordinal)
    }
    this.seqStart[ordinal] = start
    this.seqLength[ordinal] = this.seqUsed - start
  }

  /**
   * The document's token ids in one flat run, array elements separated by `ELEMENT_BREAK` (-1). Read it in
   * place: `data[start..end)`.
   */
  sequence(ordinal: number): { data: Int32Array; start: number; end: number } {
    if (ordinal >= this.seqStart.length) return { data: this.seqData, start: 0, end: 0 }
    const start = this.seqStart[ordinal]!
    return { data: this.seqData, start, end: start + this.seqLength[ordinal]! }
  }

  /** Whether some array element (or the value) starts with `ids`, and with `exact` has nothing more. */
  hasElementStartingWith(ordinal: number, ids: readonly number[], exact: boolean): boolean {
    const { data, start, end } = this.sequence(ordinal)
    let elementStart = start
    for (let i = start; i <= end; i++) {
      if (i < end && data[i] !== ELEMENT_BREAK) continue
      const length = i - elementStart
      if (exact ? length === ids.length : length >= ids.length) {
        let same = true
        for (let k = 0; k < ids.length; k++) {
          if (data[elementStart + k] !== ids[k]) {
            same = false
            break
          }
        }
        if (same) return true
      }
      elementStart = i + 1
    }
    return false
  }

  /**
   * Ordinals (ascending) of the documents with an element of exactly these tokens, for elements of at most
   * `WHOLE_ELEMENT_MAX_TOKENS` tokens; deleted documents included, as in the postings.
   */
  documentsWithElement(ids: readonly number[]): readonly number[] {
    const documents =
      ids.length === 1 ? this.byOneTokenElement.get(ids[0]!) : this.byWholeElement.get(ids.join(','))
    return documents ?? []
  }

  /** Token ids of each array element of a document (one element for a plain string field). */
  elements(ordinal: number): number[][] {
    const out: number[][] = [[]]
    if (ordinal >= this.seqStart.length) return out
    const start = this.seqStart[ordinal]!
    const end = start + this.seqLength[ordinal]!
    for (let i = start; i < end; i++) {
      const id = this.seqData[i]!
      if (id === ELEMENT_BREAK) out.push([])
      else out[out.length - 1]!.push(id)
    }
    return out
  }

  /** Token ids of a value, tokenised once per distinct value while the cache has room. */
  private tokenIds(value: string): ValueTokens {
    const cached = this.valueTokens.get(value)
    if (cached) return cached
    const ids: number[] = []
    for (const token of tokenize(value, this.tokenizerOptions)) ids.push(this.intern(token).id)
    const whole = ids.length > 1 && ids.length <= WHOLE_ELEMENT_MAX_TOKENS
    const tokens: ValueTokens = { ids, wholeKey: whole ? ids.join(',') : undefined }
    if (this.valueTokens.size < VALUE_CACHE_LIMIT) this.valueTokens.set(value, tokens)
    return tokens
  }

  private intern(token: string): TokenPostings {
    let postings = this.byToken.get(token)
    if (!postings) {
      postings = { token, id: this.byId.length, docs: [], maxScore: Number.NEGATIVE_INFINITY }
      this.byToken.set(token, postings)
      this.byId.push(postings)
      this.sortedCache = undefined
    }
    return postings
  }

  private pushSeq(value: number): void {
    if (this.seqUsed === this.seqData.length) {
      const grown = new Int32Array(this.seqData.length * 2)
      grown.set(this.seqData)
      this.seqData = grown
    }
    this.seqData[this.seqUsed++] = value
  }

  private ensureDocCapacity(ordinal: number): void {
    if (ordinal < this.seqStart.length) return
    let size = this.seqStart.length
    while (size <= ordinal) size *= 2
    const start = new Int32Array(size)
    start.set(this.seqStart)
    const length = new Int32Array(size)
    length.set(this.seqLength)
    this.seqStart = start
    this.seqLength = length
  }
}

/** Adds a document to a key's ascending list, once however often the element repeats in it. */
function addOrdinal<K>(lists: Map<K, number[]>, key: K, ordinal: number): void {
  const documents = lists.get(key)
  if (!documents) lists.set(key, [ordinal])
  else if (documents[documents.length - 1] !== ordinal) documents.push(ordinal)
}
