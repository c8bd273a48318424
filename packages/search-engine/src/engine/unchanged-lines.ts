import type { Collection, StoredDocument } from '../collection/collection.ts'
import type { DirtyValues } from '../documents/dirty-values.ts'

interface Remembered {
  id: string
  /** The stored document the line became: still stored (same object) means nothing changed it since. */
  doc: StoredDocument
  length: number
  dirty: DirtyValues
}

/** Lines remembered per collection; a whole feed is about 100,000 lines, a few MB of entries. */
const MAX_REMEMBERED = 1_000_000

/**
 * The JSON lines that produced a collection's stored documents, by a hash of their text. A feed sends every
 * car again on each update, nearly all unchanged: a line identical to the one that produced the document
 * still stored under its id (the very same object, so no write has touched it since) and imported with the
 * same `dirty_values` would change nothing, and is answered without being parsed. Only whole documents of a
 * `create` or `upsert` are remembered; lines of a `create` never take this path (an existing id is an error
 * there).
 */
export class UnchangedLines {
  private readonly byHash = new Map<number, Remembered>()

  /** The stored document this line would leave as it is, if it is known to be unchanged. */
  find(collection: Collection, line: string, dirty: DirtyValues): StoredDocument | undefined {
    const entry = this.byHash.get(lineHash(line))
    if (!entry || entry.length !== line.length || entry.dirty !== dirty) return undefined
    return collection.getById(entry.id) === entry.doc ? entry.doc : undefined
  }

  remember(line: string, doc: StoredDocument, dirty: DirtyValues): void {
    if (this.byHash.size >= MAX_REMEMBERED) this.byHash.clear()
    this.byHash.set(lineHash(line), { id: doc.id as string, doc, length: line.length, dirty })
  }
}

/** Two 32-bit FNV-1a style hashes over the UTF-16 text, combined into 53 bits. */
export function lineHash(text: string): number {
  let a = 0x811c9dc5
  let b = 0x01000193
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193)
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15)
  }
  return (a >>> 0) * 0x200000 + ((b >>> 0) & 0x1fffff)
}
