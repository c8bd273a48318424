import type { DirtyValues } from '../documents/dirty-values.ts'
import { validateDocument } from '../documents/validate-document.ts'
import { ApiError, badRequest } from '../errors.ts'
import { resolveDynamicField } from '../schema/dynamic-fields.ts'
import type { FlatDocument } from '../schema/nested-fields.ts'
import type { Collection, StoredDocument } from './collection.ts'
import { deepMerge, flattenForWrite } from './nested-values.ts'

export type WriteAction = 'create' | 'upsert' | 'update' | 'emplace'

export interface PreparedWrite {
  doc: StoredDocument
  seq: number
  /** Nested values, flattened and checked (collections with nested fields only). */
  flat?: FlatDocument
}

/**
 * Resolves the id, validates and merges one document for a write action with Typesense's rules. Nothing is
 * stored: the caller puts `doc` into the collection under `seq` (and logs it first when durable). An
 * `owned` input (just parsed from a JSON line, referenced by nobody else) becomes the document itself;
 * any other input is copied first, so the caller's later changes never reach the stored document.
 */
export function prepareWrite(
  collection: Collection,
  input: unknown,
  action: WriteAction,
  dirty: DirtyValues,
  pathId?: string,
  owned = false,
): PreparedWrite {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw badRequest('Bad JSON: not a properly formed document.')
  }
  const doc = (owned ? input : structuredClone(input)) as StoredDocument
  if (pathId !== undefined) {
    if ('id' in doc && doc.id !== pathId) {
      throw badRequest('The `id` of the resource does not match the `id` in the JSON body.')
    }
    doc.id = pathId
  }
  if (doc.id === '') throw badRequest('The `id` should not be empty.')
  let existing: StoredDocument | undefined
  let seq: number
  if (!('id' in doc)) {
    if (action === 'update') throw badRequest('For update, the `id` key must be provided.')
    seq = collection.nextSeq++
    doc.id = String(seq)
  } else {
    if (typeof doc.id !== 'string') throw badRequest("Document's `id` field should be a string.")
    existing = collection.getById(doc.id)
    if (existing) {
      if (action === 'create') throw new ApiError(409, `A document with id ${doc.id} already exists.`)
      seq = collection.seqOfId(doc.id)!
    } else {
      if (action === 'update') throw new ApiError(404, `Could not find a document with id: ${doc.id}`)
      seq = collection.nextSeq++
    }
  }
  if (collection.hasDynamicFields) addDynamicFields(collection, doc)
  const partial = existing !== undefined && (action === 'update' || action === 'emplace')
  validateDocument(doc, {
    fields: collection.topLevelFields(),
    defaultSortingField: collection.schema.default_sorting_field,
    dirty,
    mode: partial ? 'partial' : 'full',
    requireDefaultSortingField: !partial && (action === 'create' || action === 'upsert'),
  })
  const roots = collection.nestedRoots
  const withNested = (result: StoredDocument): PreparedWrite =>
    roots.length === 0
      ? { doc: result, seq }
      : { doc: result, seq, flat: flattenForWrite(collection.schema, roots, result, dirty) }
  if (!partial) return withNested(doc)
  const merged: StoredDocument = roots.length > 0 ? deepMerge(existing!, doc) : { ...existing, ...doc }
  for (const [key, value] of Object.entries(doc)) if (value === null) delete merged[key]
  return withNested(merged)
}

function addDynamicFields(collection: Collection, doc: StoredDocument): void {
  for (const [key, value] of Object.entries(doc)) {
    if (collection.field(key)) continue
    const resolution = resolveDynamicField(collection.schema.fields, key, value)
    if (resolution.kind === 'field') collection.addField(resolution.field)
    else if (resolution.kind === 'drop-value') delete doc[key]
  }
}
