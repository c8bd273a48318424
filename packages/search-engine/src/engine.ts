import { Collection, type StoredDocument } from './collection/collection.ts'
import { prepareWrite, type WriteAction } from './collection/write-document.ts'
import type { CurationItem } from './curation/curation-item.ts'
import { parseDirtyValues } from './documents/dirty-values.ts'
import { applyRecord } from './engine/apply-record.ts'
import { CurationAdmin } from './engine/curation-admin.ts'
import { type FeedLine, type ImportResult, importLines } from './engine/import-documents.ts'
import type { LogRecord } from './engine/log-records.ts'
import { UnchangedLines } from './engine/unchanged-lines.ts'
import { ApiError, badRequest, notFound } from './errors.ts'
import { DurableStore } from './persistence/durable-store.ts'
import type { CollectionSchema } from './schema/collection-schema.ts'
import { collectionExists, collectionSummary, parseCollectionSchema } from './schema/collection-schema.ts'
import { projectDocument } from './search/hit-document.ts'
import { searchCollection } from './search/search.ts'
import { filterDocuments } from './search/search-filter.ts'
import { unionSearch } from './search/union-search.ts'

export type { WriteAction } from './collection/write-document.ts'
export type { ImportResult } from './engine/import-documents.ts'

export interface SearchEngineOptions {
  /** Directory for the write-ahead log and snapshots. Without it, everything lives in memory only. */
  dataDir?: string
  /**
   * Compact the log into a snapshot once it grows past this many bytes (default 64 MiB) and past the
   * last snapshot's size. On opening and closing, a log past half the snapshot's size (at least 1 MiB)
   * is compacted even under this.
   */
  compactAfterBytes?: number
}

export interface WriteOptions {
  action?: string
  dirtyValues?: string
  returnId?: boolean
  returnDoc?: boolean
}

/** Below this a log is replayed at start whatever the snapshot's size: a few leads' and edits' writes. */
const MIN_RESTART_LOG_BYTES = 1024 * 1024

const ACTIONS = new Set(['create', 'upsert', 'update', 'emplace'])

/** An embedded engine with Typesense's collection, document and search semantics. */
export class SearchEngine {
  private readonly collections = new Map<string, Collection>()
  private readonly store: DurableStore | undefined
  private readonly compactAfterBytes: number
  private readonly unchangedLines = new WeakMap<Collection, UnchangedLines>()
  /** Curation sets, collections' `curation_sets` and the per-collection overrides API. */
  readonly curations: CurationAdmin

  constructor(options: SearchEngineOptions = {}) {
    this.compactAfterBytes = options.compactAfterBytes ?? 64 * 1024 * 1024
    this.curations = new CurationAdmin(this.collections, (record) => this.log(record))
    if (options.dataDir === undefined) return
    const { store, recovered } = DurableStore.open(options.dataDir)
    this.store = store
    for (const set of recovered.snapshot?.curationSets ?? []) {
      this.curations.sets.putSet(set.name, set.items as CurationItem[])
    }
    for (const entry of recovered.snapshot?.collections ?? []) {
      const collection = new Collection(entry.schema as CollectionSchema)
      for (const { seq, doc } of entry.documents) collection.put(doc as StoredDocument, seq)
      collection.nextSeq = Math.max(collection.nextSeq, entry.nextSeq)
      this.collections.set(collection.name, collection)
    }
    for (const record of recovered.records) {
      applyRecord(this.collections, record as LogRecord)
      this.curations.replay(record as LogRecord)
    }
    // A long log (a crash in the middle of a big import) is folded into the snapshot once, not on every start.
    this.compactIfLogOver(this.restartLogLimit())
  }

  createCollection(body: unknown): Record<string, unknown> {
    const schema = parseCollectionSchema(body, Date.now(), (name) => this.curations.sets.has(name))
    if (this.collections.has(schema.name)) throw collectionExists(schema.name)
    this.log({ t: 'create', schema })
    this.collections.set(schema.name, new Collection(structuredClone(schema)))
    return collectionSummary(schema, 0)
  }

  listCollections(): Record<string, unknown>[] {
    return [...this.collections.values()].reverse().map((c) => collectionSummary(c.schema, c.size))
  }

  getCollection(name: string): Record<string, unknown> {
    const collection = this.require(name)
    return collectionSummary(collection.schema, collection.size)
  }

  dropCollection(name: string): Record<string, unknown> {
    const collection = this.collections.get(name)
    if (!collection) throw notFound(`No collection with name \`${name}\` found.`)
    const summary = collectionSummary(collection.schema, collection.size)
    this.log({ t: 'drop', name })
    this.collections.delete(name)
    return summary
  }

  /** Imports JSON lines (or documents); one result per line. Durable as one batch when it returns. */
  importDocuments(
    name: string,
    input: readonly string[] | readonly Buffer[] | readonly unknown[],
    options: WriteOptions = {},
  ): ImportResult[] {
    const collection = this.require(name)
    const lines: FeedLine[] = input.map((item) =>
      typeof item === 'string' || Buffer.isBuffer(item) ? item : JSON.stringify(item),
    )
    let unchanged = this.unchangedLines.get(collection)
    if (!unchanged) {
      unchanged = new UnchangedLines()
      this.unchangedLines.set(collection, unchanged)
    }
    const { results, puts } = importLines(collection, lines, {
      action: this.action(options.action),
      dirty: parseDirtyValues(options.dirtyValues, collection.hasDynamicFields),
      returnId: options.returnId ?? false,
      returnDoc: options.returnDoc ?? false,
      unchanged,
    })
    if (puts.length > 0) this.log({ t: 'put', c: name, docs: puts, next: collection.nextSeq })
    return results
  }

  /** Writes one document (`POST /documents`, `PATCH /documents/:id`) and returns the stored document. */
  writeDocument(name: string, body: unknown, options: WriteOptions = {}, pathId?: string): StoredDocument {
    const collection = this.require(name)
    const action = this.action(options.action)
    const dirty = parseDirtyValues(options.dirtyValues, collection.hasDynamicFields)
    const { doc, seq, flat } = prepareWrite(collection, body, action, dirty, pathId)
    collection.put(doc, seq, flat)
    this.log({ t: 'put', c: name, docs: [[seq, doc]], next: collection.nextSeq })
    return doc
  }

  getDocument(name: string, id: string, include: string[] = [], exclude: string[] = []): StoredDocument {
    const doc = this.require(name).getById(id)
    if (!doc) throw notFound(`Could not find a document with id: ${id}`)
    return projectDocument(doc, include, exclude)
  }

  deleteDocument(name: string, id: string): StoredDocument {
    const collection = this.require(name)
    const doc = collection.getById(id)
    if (!doc) throw notFound(`Could not find a document with id: ${id}`)
    collection.remove(id)
    this.log({ t: 'del', c: name, ids: [id] })
    return doc
  }

  /** Deletes the documents matching `filterBy` (none for an empty filter; see `truncate`). */
  deleteByFilter(name: string, filterBy: string): { num_deleted: number } {
    const collection = this.require(name)
    if (filterBy.trim() === '') return { num_deleted: 0 }
    return this.deleteOrdinals(collection, filterDocuments(collection, filterBy).toArray())
  }

  /** Deletes every document of a collection. */
  truncate(name: string): { num_deleted: number } {
    const collection = this.require(name)
    return this.deleteOrdinals(collection, collection.alive().toArray())
  }

  private deleteOrdinals(collection: Collection, ordinals: Uint32Array): { num_deleted: number } {
    const name = collection.name
    const ids = [...ordinals].map((o) => collection.document(o).id as string)
    for (const id of ids) collection.remove(id)
    if (ids.length > 0) this.log({ t: 'del', c: name, ids })
    return { num_deleted: ids.length }
  }

  updateByFilter(
    name: string,
    filterBy: string,
    body: unknown,
    options: WriteOptions = {},
  ): { num_updated: number } {
    const collection = this.require(name)
    const dirty = parseDirtyValues(options.dirtyValues, collection.hasDynamicFields)
    const ids = [...filterDocuments(collection, filterBy).toArray()].map(
      (o) => collection.document(o).id as string,
    )
    const puts: [number, StoredDocument][] = []
    for (const id of ids) {
      const { doc, seq, flat } = prepareWrite(collection, { ...(body as object), id }, 'update', dirty)
      collection.put(doc, seq, flat)
      puts.push([seq, doc])
    }
    if (puts.length > 0) this.log({ t: 'put', c: name, docs: puts, next: collection.nextSeq })
    return { num_updated: puts.length }
  }

  exportDocuments(
    name: string,
    filterBy = '',
    include: string[] = [],
    exclude: string[] = [],
  ): StoredDocument[] {
    const collection = this.require(name)
    const ordinals = filterDocuments(collection, filterBy).toArray()
    return [...ordinals]
      .sort((a, b) => collection.seqOf(a) - collection.seqOf(b))
      .map((o) => projectDocument(collection.document(o), include, exclude))
  }

  /** One search; `andFilters` (a scoped key's filter…) are AND-ed with its own filter as parsed trees. */
  search(
    name: string,
    params: Record<string, string>,
    andFilters: readonly string[] = [],
  ): Record<string, unknown> {
    const collection = this.collections.get(name)
    if (!collection) throw notFound('Collection not found')
    return searchCollection(collection, params, this.curations.itemsFor(collection), andFilters)
  }

  /** `multi_search` with `union: true`; each search names its collection in `collection`. */
  unionSearch(
    searches: readonly { params: Record<string, string>; andFilters?: readonly string[] }[],
    common: Record<string, string>,
    removeDuplicates: boolean,
  ): Record<string, unknown> {
    return unionSearch(
      searches.map(({ params: { collection: name = '', ...params }, andFilters = [] }) => {
        const collection = this.collections.get(name)
        return {
          collection,
          collectionName: name,
          params,
          andFilters,
          curationItems: collection ? this.curations.itemsFor(collection) : [],
        }
      }),
      common,
      removeDuplicates,
    )
  }

  hasCollection(name: string): boolean {
    return this.collections.has(name)
  }

  /** Writes a snapshot of everything and starts a new, empty log. */
  compact(): void {
    if (!this.store) return
    this.store.compact({
      collections: [...this.collections.values()].map((collection) => ({
        schema: collection.schema,
        nextSeq: collection.nextSeq,
        documents: collection.entries(),
      })),
      curationSets: this.curations.sets
        .names()
        .map((name) => ({ name, items: this.curations.sets.items(name) })),
    })
  }

  /**
   * Closes the store. A long log (a whole feed imported) is first folded into a snapshot: one rewrite of
   * the state per import, and the next start reads a snapshot, not a long log.
   */
  close(): void {
    this.compactIfLogOver(this.restartLogLimit())
    this.store?.close()
  }

  private require(name: string): Collection {
    const collection = this.collections.get(name)
    if (!collection) throw notFound('Collection not found')
    return collection
  }

  private action(raw: string | undefined): WriteAction {
    const action = raw ?? 'create'
    if (!ACTIONS.has(action)) throw badRequest('Parameter `action` must be a create|update|upsert.')
    return action as WriteAction
  }

  private log(record: LogRecord): void {
    if (!this.store) return
    try {
      this.store.append(record)
    } catch (error) {
      throw new ApiError(500, `Could not write to on-disk storage: ${(error as Error).message}`)
    }
    this.compactIfLarge()
  }

  /**
   * Compacts once the log outgrows both the threshold and the last snapshot: each rewrite of the whole
   * state is paid for by as many bytes of changes, so importing N documents rewrites O(N) bytes in all (a
   * fixed threshold rewrote the growing state every 64 MiB: quadratic). Replay on start reads at most
   * about one snapshot's worth of log.
   */
  private compactIfLarge(): void {
    this.compactIfLogOver(Math.max(this.compactAfterBytes, this.store?.snapshotSize ?? 0))
  }

  /**
   * The longest log a start should replay: half the snapshot's size (1 MiB at least), or
   * `compactAfterBytes` when that is less. Replayed, every change of a log leaves the replaced document's
   * ordinal in the indexes until they are rebuilt, so a small platform whose feed is imported whole a few
   * times a day would otherwise start with several copies of its stock: 28 MB of log over a 7 MB snapshot
   * held 150 MB more RSS at 1,500 cars, and `npm start`'s second import of the day's feed leaves a log just
   * under the snapshot's size (ADR 071).
   */
  private restartLogLimit(): number {
    const halfSnapshot = Math.max(MIN_RESTART_LOG_BYTES, (this.store?.snapshotSize ?? 0) / 2)
    return Math.min(this.compactAfterBytes, halfSnapshot)
  }

  private compactIfLogOver(bytes: number): void {
    if (this.store && this.store.logSize > bytes) this.compact()
  }
}
