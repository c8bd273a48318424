import type { Collection, StoredDocument } from '../collection/collection.ts'
import { prepareWrite, type WriteAction } from '../collection/write-document.ts'
import type { DirtyValues } from '../documents/dirty-values.ts'
import { ApiError } from '../errors.ts'
import type { UnchangedLines } from './unchanged-lines.ts'

export type ImportResult =
  | { success: true; id?: string; document?: StoredDocument }
  | { success: false; error: string; code: number; document: string }

/** A JSON line as text, or as the bytes of a request body (decoded only if it must be parsed). */
export type FeedLine = string | Buffer

export interface ImportOutcome {
  results: ImportResult[]
  /** Documents stored, with their sequence numbers, for the write-ahead log. */
  puts: [number, StoredDocument][]
}

export interface ImportOptions {
  action: WriteAction
  dirty: DirtyValues
  returnId: boolean
  returnDoc: boolean
  /** Lines known to have produced the stored documents, answered without parsing (not for `create`). */
  unchanged?: UnchangedLines
}

/** Writes JSON lines one by one; a bad line fails alone and never stops the others. */
export function importLines(
  collection: Collection,
  lines: readonly FeedLine[],
  options: ImportOptions,
): ImportOutcome {
  const results: ImportResult[] = []
  const puts: [number, StoredDocument][] = []
  const unchanged = options.action === 'create' ? undefined : options.unchanged
  for (const line of lines) {
    const same = unchanged?.find(collection, line, options.dirty)
    if (same) {
      results.push(success(same, options))
      continue
    }
    const text = typeof line === 'string' ? line : line.toString('utf8')
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch (error) {
      results.push({
        success: false,
        error: `Bad JSON: ${(error as Error).message}`,
        code: 400,
        document: text,
      })
      continue
    }
    // Only a whole document with its own id is remembered (a line without an id makes a new document each
    // time; an update's partial line is no whole document for a later upsert).
    const remember =
      (options.action === 'create' || options.action === 'upsert') &&
      typeof parsed === 'object' &&
      parsed !== null &&
      'id' in parsed
    try {
      const { doc, seq, flat } = prepareWrite(
        collection,
        parsed,
        options.action,
        options.dirty,
        undefined,
        true,
      )
      // A feed sends every car again each time, most unchanged: an identical document is left in place
      // (same sequence number, nothing to index or log) rather than removed and indexed again.
      let stored = doc
      if (sameAsStored(collection, doc)) stored = collection.getById(doc.id as string)!
      else {
        collection.put(doc, seq, flat)
        puts.push([seq, doc])
      }
      if (remember) options.unchanged?.remember(line, stored, options.dirty)
      results.push(success(doc, options))
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      results.push({ success: false, error: error.message, code: error.status, document: text })
    }
  }
  return { results, puts }
}

function success(doc: StoredDocument, options: ImportOptions): ImportResult {
  const result: ImportResult = { success: true }
  if (options.returnId) result.id = doc.id as string
  if (options.returnDoc) result.document = doc
  return result
}

function sameAsStored(collection: Collection, doc: StoredDocument): boolean {
  const stored = collection.getById(doc.id as string)
  return stored !== undefined && sameJson(stored, doc)
}

/** Whether two parsed JSON values are equal, keys in the same order (as their JSON text would be). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false
    return true
  }
  if (Array.isArray(b)) return false
  const keys = Object.keys(a)
  const otherKeys = Object.keys(b)
  if (keys.length !== otherKeys.length) return false
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!
    if (key !== otherKeys[i]) return false
    if (!sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false
  }
  return true
}
