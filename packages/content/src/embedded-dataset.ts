import { readFileSync, statSync } from 'node:fs'

export interface DatasetDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

/**
 * A content dataset read from an NDJSON file in Sanity's export format, as the published perspective sees
 * it: drafts and version documents are left out. With `watch`, the file is re-read when it changes, so an
 * edit shows on the next request.
 */
export interface EmbeddedDataset {
  /** Published documents, in file order. */
  documents(): readonly DatasetDocument[]
  get(id: string): DatasetDocument | undefined
  /** Changes whenever the loaded content changes; use it as a cache key. */
  revision(): string
  /** Reads the file again if it changed (a content webhook's signal when the file is not watched). */
  reload(): void
}

export class DatasetFileError extends Error {
  override name = 'DatasetFileError'
}

interface Snapshot {
  documents: DatasetDocument[]
  byId: Map<string, DatasetDocument>
  revision: string
}

export function parseDataset(ndjson: string, source = 'dataset'): DatasetDocument[] {
  const documents: DatasetDocument[] = []
  ndjson.split('\n').forEach((line, index) => {
    if (!line.trim()) return
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch {
      throw new DatasetFileError(`${source}:${index + 1}: not valid JSON`)
    }
    if (!isDocument(value))
      throw new DatasetFileError(`${source}:${index + 1}: a document needs string _id and _type`)
    if (isPublished(value._id)) documents.push(value)
  })
  return documents
}

function isDocument(value: unknown): value is DatasetDocument {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as DatasetDocument)._id === 'string' &&
    typeof (value as DatasetDocument)._type === 'string'
  )
}

/** Drafts (`drafts.x`) and release versions (`versions.r.x`) are not part of the published perspective. */
function isPublished(id: string): boolean {
  return !id.startsWith('drafts.') && !id.startsWith('versions.')
}

function snapshotOf(documents: DatasetDocument[], revision: string): Snapshot {
  return { documents, byId: new Map(documents.map((document) => [document._id, document])), revision }
}

export function createDatasetFromDocuments(documents: readonly DatasetDocument[]): EmbeddedDataset {
  const snapshot = snapshotOf(
    documents.filter((document) => isPublished(document._id)),
    'static',
  )
  return {
    documents: () => snapshot.documents,
    get: (id) => snapshot.byId.get(id),
    revision: () => snapshot.revision,
    reload: () => {},
  }
}

export function loadDatasetFile(path: string, options: { watch: boolean }): EmbeddedDataset {
  const read = (): Snapshot => {
    let stat: ReturnType<typeof statSync>
    try {
      stat = statSync(path)
    } catch {
      throw new DatasetFileError(
        `Content dataset not found at ${path}. Run \`npm run demo:data\` to generate it.`,
      )
    }
    return snapshotOf(parseDataset(readFileSync(path, 'utf8'), path), `${stat.mtimeMs}:${stat.size}`)
  }
  let snapshot = read()
  const reload = () => {
    const stat = statSync(path, { throwIfNoEntry: false })
    if (stat && `${stat.mtimeMs}:${stat.size}` !== snapshot.revision) snapshot = read()
  }
  const current = (): Snapshot => {
    if (options.watch) reload()
    return snapshot
  }
  return {
    documents: () => current().documents,
    get: (id) => current().byId.get(id),
    revision: () => current().revision,
    reload,
  }
}
