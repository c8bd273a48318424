import { Bitset } from '../index/bitset.ts'
import type { FacetFieldIndex } from '../index/facet-field-index.ts'
import { FacetRows } from '../index/facet-rows.ts'
import type { GeoFieldIndex } from '../index/geo-field-index.ts'
import type { NumericFieldIndex } from '../index/numeric-field-index.ts'
import type { TextFieldIndex } from '../index/text-field-index.ts'
import type { CollectionSchema } from '../schema/collection-schema.ts'
import type { ConcreteFieldSchema, FieldSchema } from '../schema/field-schema.ts'
import { isDynamicField } from '../schema/field-schema.ts'
import { isConcreteType } from '../schema/field-types.ts'
import {
  discoveredField,
  type FlatDocument,
  flattenDocument,
  isNestedField,
} from '../schema/nested-fields.ts'
import type { TokenizerOptions } from '../text/tokenizer.ts'
import { FieldIndexes } from './field-indexes.ts'
import { nestedRoots } from './nested-values.ts'

export type StoredDocument = Record<string, unknown>

interface DerivedFields {
  hasDynamicFields: boolean
  topLevel: ConcreteFieldSchema[]
  indexes: [string, FieldIndexes][]
}

/**
 * The documents of one collection and their indexes. Documents get increasing ordinals; a replaced
 * document gets a new ordinal but keeps its sequence number (Typesense's `seq_id`, which breaks ties in
 * sort order). Deleted ordinals stay as holes until the collection is rebuilt.
 */
export class Collection {
  readonly schema: CollectionSchema
  readonly tokenizer: TokenizerOptions
  readonly maxFilterCandidates = 4
  private fieldIndexes = new Map<string, FieldIndexes>()
  private facetRows = new FacetRows()
  private docs: (StoredDocument | undefined)[] = []
  private seqs: number[] = []
  private readonly idToOrdinal = new Map<string, number>()
  private aliveWords = new Uint32Array(64)
  private deleted = 0
  private aliveCache: Bitset | undefined
  private roots: FieldSchema[] | undefined
  /** Derived from the schema's fields once, and again when a field is added: writes read them per document. */
  private derived: DerivedFields | undefined
  nextSeq = 0

  constructor(schema: CollectionSchema) {
    this.schema = schema
    this.tokenizer = { symbolsToIndex: schema.symbols_to_index, tokenSeparators: schema.token_separators }
    for (const field of this.concreteFields())
      this.fieldIndexes.set(field.name, new FieldIndexes(field, this.tokenizer, this.facetRows))
  }

  get name(): string {
    return this.schema.name
  }

  get size(): number {
    return this.idToOrdinal.size
  }

  get ordinalCount(): number {
    return this.docs.length
  }

  get rankByFrequency(): boolean {
    return this.schema.default_sorting_field === ''
  }

  get hasDynamicFields(): boolean {
    return this.derivedFields().hasDynamicFields
  }

  concreteFields(): ConcreteFieldSchema[] {
    return this.schema.fields.filter(
      (f): f is ConcreteFieldSchema => f.name !== '.*' && !isDynamicField(f) && isConcreteType(f.type),
    )
  }

  /** Schema fields walked to flatten nested values (empty unless `enable_nested_fields`). */
  get nestedRoots(): FieldSchema[] {
    this.roots ??= nestedRoots(this.schema)
    return this.roots
  }

  /** A field's value in a document: its key, or for a nested field the flattened value at its path. */
  valueOf(doc: StoredDocument, name: string): unknown {
    if (Object.hasOwn(doc, name) || this.nestedRoots.length === 0) return doc[name]
    return flattenDocument(doc, this.nestedRoots).values.get(name)
  }

  /** Top-level fields: those validated as keys of the document itself. Treat as read-only. */
  topLevelFields(): readonly ConcreteFieldSchema[] {
    return this.derivedFields().topLevel
  }

  private derivedFields(): DerivedFields {
    if (!this.derived) {
      const nested = this.schema.enable_nested_fields
      this.derived = {
        hasDynamicFields: this.schema.fields.some((f) => f.name === '.*' || isDynamicField(f)),
        topLevel: this.concreteFields().filter((f) => !isNestedField(f, nested)),
        indexes: [...this.fieldIndexes].filter(([, indexes]) => indexes.indexesValues),
      }
    }
    return this.derived
  }

  /** Adds a field discovered through a dynamic field template. */
  addField(field: ConcreteFieldSchema): void {
    if (this.fieldIndexes.has(field.name)) return
    this.schema.fields.push(field)
    this.fieldIndexes.set(field.name, new FieldIndexes(field, this.tokenizer, this.facetRows))
    this.derived = undefined
  }

  field(name: string): FieldIndexes | undefined {
    return this.fieldIndexes.get(name)
  }

  textIndex(name: string): TextFieldIndex | undefined {
    return this.fieldIndexes.get(name)?.text
  }

  numericIndex(name: string): NumericFieldIndex | undefined {
    return this.fieldIndexes.get(name)?.numeric
  }

  facetIndex(name: string): FacetFieldIndex | undefined {
    return this.fieldIndexes.get(name)?.facet
  }

  geoIndex(name: string): GeoFieldIndex | undefined {
    return this.fieldIndexes.get(name)?.geo
  }

  ordinalOfId(id: string): number | undefined {
    return this.idToOrdinal.get(id)
  }

  getById(id: string): StoredDocument | undefined {
    const ordinal = this.idToOrdinal.get(id)
    return ordinal === undefined ? undefined : this.docs[ordinal]
  }

  document(ordinal: number): StoredDocument {
    return this.docs[ordinal]!
  }

  seqOf(ordinal: number): number {
    return this.seqs[ordinal]!
  }

  seqOfId(id: string): number | undefined {
    const ordinal = this.idToOrdinal.get(id)
    return ordinal === undefined ? undefined : this.seqs[ordinal]
  }

  /** Live ordinals. Treat the result as read-only: it is shared until the next write. */
  alive(): Bitset {
    if (!this.aliveCache) {
      const size = this.docs.length
      this.aliveCache = new Bitset(size, this.aliveWords.slice(0, (size + 31) >>> 5))
    }
    return this.aliveCache
  }

  /**
   * Stores a validated document (replacing any document with the same id) under sequence number `seq`.
   * Nested values come from `flat` when the write already flattened them, else the document is flattened.
   */
  put(doc: StoredDocument, seq: number, flat?: FlatDocument): void {
    const id = doc.id as string
    if (this.idToOrdinal.has(id)) this.remove(id)
    const ordinal = this.docs.length
    this.docs.push(doc)
    this.seqs.push(seq)
    this.idToOrdinal.set(id, ordinal)
    this.markAlive(ordinal)
    if (seq >= this.nextSeq) this.nextSeq = seq + 1
    const score = this.scoreOf(doc)
    const nested = flat ?? (this.nestedRoots.length > 0 ? flattenDocument(doc, this.nestedRoots) : undefined)
    if (nested) {
      for (const [name, field] of nested.fields) {
        if (!this.fieldIndexes.has(name)) this.addField(discoveredField(name, field))
      }
    }
    for (const [name, indexes] of this.derivedFields().indexes) {
      const value = nested?.values.has(name) ? nested.values.get(name) : doc[name]
      indexes.add(ordinal, value, score)
    }
  }

  remove(id: string): StoredDocument | undefined {
    const ordinal = this.idToOrdinal.get(id)
    if (ordinal === undefined) return undefined
    const doc = this.docs[ordinal]
    this.idToOrdinal.delete(id)
    this.docs[ordinal] = undefined
    this.aliveWords[ordinal >>> 5]! &= ~(1 << (ordinal & 31))
    this.aliveCache = undefined
    this.deleted++
    this.rebuildIfSparse()
    return doc
  }

  removeAll(): void {
    for (const id of [...this.idToOrdinal.keys()]) this.remove(id)
  }

  /** Live documents with their sequence numbers, in sequence order. */
  entries(): { doc: StoredDocument; seq: number }[] {
    const out: { doc: StoredDocument; seq: number }[] = []
    for (const ordinal of this.idToOrdinal.values())
      out.push({ doc: this.docs[ordinal]!, seq: this.seqs[ordinal]! })
    return out.sort((a, b) => a.seq - b.seq)
  }

  private scoreOf(doc: StoredDocument): number {
    const value = doc[this.schema.default_sorting_field]
    if (typeof value === 'number') return value
    if (typeof value === 'boolean') return value ? 1 : 0
    return 0
  }

  private markAlive(ordinal: number): void {
    this.aliveCache = undefined
    const word = ordinal >>> 5
    if (word >= this.aliveWords.length) {
      const grown = new Uint32Array(Math.max(this.aliveWords.length * 2, word + 1))
      grown.set(this.aliveWords)
      this.aliveWords = grown
    }
    this.aliveWords[word]! |= 1 << (ordinal & 31)
  }

  /** Rebuilds every index from the live documents once deleted holes outnumber them. */
  private rebuildIfSparse(): void {
    if (this.deleted < 1024 || this.deleted < this.idToOrdinal.size) return
    const live = this.entries()
    this.fieldIndexes = new Map()
    this.facetRows = new FacetRows()
    this.derived = undefined
    for (const field of this.concreteFields())
      this.fieldIndexes.set(field.name, new FieldIndexes(field, this.tokenizer, this.facetRows))
    this.docs = []
    this.seqs = []
    this.idToOrdinal.clear()
    this.aliveWords = new Uint32Array(64)
    this.aliveCache = undefined
    this.deleted = 0
    for (const { doc, seq } of live) this.put(doc, seq)
  }
}
