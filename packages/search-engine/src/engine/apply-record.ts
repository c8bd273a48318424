import { Collection } from '../collection/collection.ts'
import { resolveDynamicField } from '../schema/dynamic-fields.ts'
import type { LogRecord } from './log-records.ts'

/** Applies one logged change to the in-memory collections (used when replaying the log at start). */
export function applyRecord(collections: Map<string, Collection>, record: LogRecord): void {
  switch (record.t) {
    case 'create':
      collections.set(record.schema.name, new Collection(structuredClone(record.schema)))
      return
    case 'drop':
      collections.delete(record.name)
      return
    case 'put': {
      const collection = collections.get(record.c)
      if (!collection) return
      for (const [seq, doc] of record.docs) {
        restoreDynamicFields(collection, doc)
        collection.put(doc, seq)
      }
      if (record.next > collection.nextSeq) collection.nextSeq = record.next
      return
    }
    case 'del': {
      const collection = collections.get(record.c)
      for (const id of record.ids) collection?.remove(id)
      return
    }
    default:
      // Curation records are replayed by the engine's curation admin.
      return
  }
}

/** Re-creates fields that dynamic templates produced for a document before it was logged. */
export function restoreDynamicFields(collection: Collection, doc: Record<string, unknown>): void {
  if (!collection.hasDynamicFields) return
  for (const [key, value] of Object.entries(doc)) {
    if (collection.field(key)) continue
    try {
      const resolution = resolveDynamicField(collection.schema.fields, key, value)
      if (resolution.kind === 'field') collection.addField(resolution.field)
    } catch {
      // The value was accepted when first written; an undetectable type just stays unindexed.
    }
  }
}
