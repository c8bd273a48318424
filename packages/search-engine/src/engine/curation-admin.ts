import type { Collection } from '../collection/collection.ts'
import { type CurationItem, parseCurationItem } from '../curation/curation-item.ts'
import { CurationSets } from '../curation/curation-sets.ts'
import { badRequest, notFound } from '../errors.ts'
import { isUint32Text } from '../util/number-text.ts'
import type { LogRecord } from './log-records.ts'

type Json = Record<string, unknown>

const collectionNotFound = () => notFound('Collection not found')

/** The set holding a collection's rules written through the older overrides API (as Typesense 30 migrates them). */
export const overridesSetName = (collection: string) => `${collection}_curations_index`

function pagingParam(value: string | undefined, name: 'Offset' | 'Limit'): number {
  if (value === undefined) return 0
  if (!isUint32Text(value)) throw badRequest(`${name} param should be unsigned integer.`)
  return Number(value)
}

/**
 * Curation sets (`/curation_sets`), a collection's `curation_sets` (`PATCH /collections/:name`) and the
 * per-collection overrides API of Typesense 29 and earlier. Every change is logged before it is applied.
 */
export class CurationAdmin {
  readonly sets = new CurationSets()
  private readonly collections: ReadonlyMap<string, Collection>
  private readonly log: (record: LogRecord) => void

  constructor(collections: ReadonlyMap<string, Collection>, log: (record: LogRecord) => void) {
    this.collections = collections
    this.log = log
  }

  /** The items a search of the collection applies: its sets in order, each in id order. */
  itemsFor(collection: Collection): CurationItem[] {
    return (collection.schema.curation_sets ?? []).flatMap((name) => this.sets.items(name))
  }

  list() {
    return this.sets.list()
  }

  get(name: string) {
    return this.sets.view(name)
  }

  put(name: string, body: unknown) {
    const items = CurationSets.parseSet(body)
    this.log({ t: 'cset', name, items })
    this.sets.putSet(name, items)
    return this.sets.view(name)
  }

  delete(name: string): { name: string } {
    this.sets.view(name)
    this.log({ t: 'cdrop', name })
    this.sets.deleteSet(name)
    return { name }
  }

  listItems(name: string, query: Record<string, string>): CurationItem[] {
    const offset = pagingParam(query.offset, 'Offset')
    const limit = pagingParam(query.limit, 'Limit')
    return this.sets.listItems(name, limit, offset)
  }

  getItem(name: string, id: string): CurationItem {
    return this.sets.getItem(name, id)
  }

  putItem(name: string, id: string, body: unknown): Json {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Bad JSON.')
    this.sets.view(name)
    const json = { ...(body as Json), id }
    const item = parseCurationItem(json, id)
    this.log({ t: 'citem', name, item })
    this.sets.putItem(name, item)
    return json
  }

  deleteItem(name: string, id: string): { id: string } {
    this.sets.view(name)
    if (!this.sets.hasItem(name, id)) throw notFound('Could not find that `id`.')
    this.log({ t: 'cidel', name, id })
    this.sets.deleteItem(name, id)
    return { id }
  }

  /** `PATCH /collections/:name`: only `curation_sets` can change in this engine. */
  updateCollection(name: string, body: unknown): Json {
    const collection = this.collections.get(name)
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Bad JSON.')
    const json = body as Json
    if (Object.keys(json).length === 0) throw badRequest('Alter payload is empty.')
    const allowed = ['metadata', 'fields', 'synonym_sets', 'curation_sets']
    if (Object.keys(json).some((key) => !allowed.includes(key))) {
      throw badRequest('Only `fields`, `metadata` and `synonym_sets` can be updated at the moment.')
    }
    if (!collection) throw collectionNotFound()
    for (const key of ['metadata', 'synonym_sets', 'fields']) {
      if (json[key] !== undefined) {
        throw badRequest(`Updating \`${key}\` is not supported by the embedded search engine.`)
      }
    }
    const sets = json.curation_sets
    if (!Array.isArray(sets)) throw badRequest('The `curation_sets` value should be an array.')
    if (sets.some((s) => typeof s !== 'string')) throw badRequest('Bad JSON.')
    for (const set of sets as string[]) {
      if (!this.sets.has(set)) throw notFound(`Curation set \`${set}\` not found.`)
    }
    this.log({ t: 'csets', c: name, sets: sets as string[] })
    collection.schema.curation_sets = [...(sets as string[])]
    return json
  }

  listOverrides(collection: string, query: Record<string, string>): { overrides: CurationItem[] } {
    this.requireCollection(collection)
    const offset = pagingParam(query.offset, 'Offset')
    const limit = pagingParam(query.limit, 'Limit')
    const set = overridesSetName(collection)
    if (!this.sets.has(set)) {
      if (offset > 0) throw badRequest('Invalid offset param.')
      return { overrides: [] }
    }
    return { overrides: this.sets.listItems(set, limit, offset) }
  }

  getOverride(collection: string, id: string): CurationItem {
    this.requireCollection(collection)
    const set = overridesSetName(collection)
    const missing = () => notFound(`override ${id} not found.`)
    if (!this.sets.has(set)) throw missing()
    try {
      return this.sets.getItem(set, id)
    } catch {
      throw missing()
    }
  }

  /** Writes a rule into the collection's own set, creating it and adding it to `curation_sets` if needed. */
  putOverride(collection: string, id: string, body: unknown): Json {
    const target = this.requireCollection(collection)
    const item = parseCurationItem(body, id)
    const set = overridesSetName(collection)
    if (!this.sets.has(set)) {
      this.log({ t: 'cset', name: set, items: [] })
      this.sets.putSet(set, [])
    }
    const sets = target.schema.curation_sets ?? []
    if (!sets.includes(set)) {
      this.log({ t: 'csets', c: collection, sets: [...sets, set] })
      target.schema.curation_sets = [...sets, set]
    }
    this.log({ t: 'citem', name: set, item })
    this.sets.putItem(set, item)
    return { ...(body as Json), id: item.id }
  }

  deleteOverride(collection: string, id: string): { id: string } {
    this.requireCollection(collection)
    const set = overridesSetName(collection)
    if (!this.sets.hasItem(set, id)) throw notFound('Could not find that `id`.')
    this.log({ t: 'cidel', name: set, id })
    this.sets.deleteItem(set, id)
    return { id }
  }

  /** Applies a logged curation change when the log is replayed. */
  replay(record: LogRecord): void {
    switch (record.t) {
      case 'cset':
        this.sets.putSet(record.name, record.items)
        return
      case 'cdrop':
        if (this.sets.has(record.name)) this.sets.deleteSet(record.name)
        return
      case 'citem':
        if (this.sets.has(record.name)) this.sets.putItem(record.name, record.item)
        return
      case 'cidel':
        if (this.sets.hasItem(record.name, record.id)) this.sets.deleteItem(record.name, record.id)
        return
      case 'csets': {
        const collection = this.collections.get(record.c)
        if (collection) collection.schema.curation_sets = [...record.sets]
        return
      }
    }
  }

  private requireCollection(name: string): Collection {
    const collection = this.collections.get(name)
    if (!collection) throw collectionNotFound()
    return collection
  }
}
