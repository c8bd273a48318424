import { closeSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs'
import { dirname } from 'node:path'

export interface SnapshotCollection {
  schema: unknown
  nextSeq: number
  documents: { seq: number; doc: unknown }[]
}

export interface SnapshotCurationSet {
  name: string
  items: unknown[]
}

export interface Snapshot {
  generation: number
  collections: SnapshotCollection[]
  /** Curation sets (absent in snapshots written before they existed). */
  curationSets?: SnapshotCurationSet[]
}

const CHUNK = 1 << 20

/**
 * Writes the whole state to `path` atomically (temporary file, fsync, rename, fsync of the directory) and
 * returns its size in bytes.
 */
export function writeSnapshot(path: string, snapshot: Snapshot): number {
  const temporary = `${path}.tmp`
  const fd = openSync(temporary, 'w')
  let buffer = ''
  let total = 0
  const flush = () => {
    if (buffer === '') return
    const bytes = Buffer.from(buffer, 'utf8')
    let written = 0
    while (written < bytes.length) written += writeSync(fd, bytes, written)
    total += written
    buffer = ''
  }
  const header = {
    version: 1,
    generation: snapshot.generation,
    collections: snapshot.collections.map((c) => ({ schema: c.schema, nextSeq: c.nextSeq })),
    curationSets: snapshot.curationSets ?? [],
  }
  buffer += `${JSON.stringify(header)}\n`
  snapshot.collections.forEach((collection, index) => {
    for (const { seq, doc } of collection.documents) {
      buffer += `${JSON.stringify({ c: index, s: seq, d: doc })}\n`
      if (buffer.length > CHUNK) flush()
    }
  })
  flush()
  fsyncSync(fd)
  closeSync(fd)
  renameSync(temporary, path)
  syncDirectory(dirname(path))
  return total
}

export function readSnapshot(path: string): Snapshot | undefined {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
  const lines = text.split('\n')
  const header = JSON.parse(lines[0]!) as {
    generation: number
    collections: { schema: unknown; nextSeq: number }[]
    curationSets?: SnapshotCurationSet[]
  }
  const collections: SnapshotCollection[] = header.collections.map((c) => ({ ...c, documents: [] }))
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!
    if (line === '') continue
    const entry = JSON.parse(line) as { c: number; s: number; d: unknown }
    collections[entry.c]!.documents.push({ seq: entry.s, doc: entry.d })
  }
  return { generation: header.generation, collections, curationSets: header.curationSets ?? [] }
}

export function syncDirectory(path: string): void {
  try {
    const fd = openSync(path, 'r')
    fsyncSync(fd)
    closeSync(fd)
  } catch {
    // Some platforms cannot fsync a directory; the rename is still atomic.
  }
}
