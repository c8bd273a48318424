import type { StoredDocument } from '../collection/collection.ts'
import type { CurationItem } from '../curation/curation-item.ts'
import type { CollectionSchema } from '../schema/collection-schema.ts'

/** Changes written to the write-ahead log: each describes the resulting state, so replay is exact. */
export type LogRecord =
  | { t: 'create'; schema: CollectionSchema }
  | { t: 'drop'; name: string }
  | { t: 'put'; c: string; docs: [seq: number, doc: StoredDocument][]; next: number }
  | { t: 'del'; c: string; ids: string[] }
  | { t: 'cset'; name: string; items: CurationItem[] }
  | { t: 'cdrop'; name: string }
  | { t: 'citem'; name: string; item: CurationItem }
  | { t: 'cidel'; name: string; id: string }
  | { t: 'csets'; c: string; sets: string[] }
