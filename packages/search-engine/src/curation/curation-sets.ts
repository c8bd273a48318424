import { type ApiError, badRequest, notFound } from '../errors.ts'
import { type CurationItem, parseCurationItem } from './curation-item.ts'

const indexNotFound = () => notFound('Curation index not found')

/**
 * Named sets of curation items, shared by collections (Typesense 30's `/curation_sets`). Items of a set are
 * kept in id order, the order Typesense applies them in.
 */
export class CurationSets {
  private readonly sets = new Map<string, Map<string, CurationItem>>()

  has(name: string): boolean {
    return this.sets.has(name)
  }

  hasItem(name: string, id: string): boolean {
    return this.sets.get(name)?.has(id) ?? false
  }

  names(): string[] {
    return [...this.sets.keys()]
  }

  /** Items of a set in id order (none for an unknown set). */
  items(name: string): CurationItem[] {
    const set = this.sets.get(name)
    if (!set) return []
    return [...set.keys()].sort(byId).map((id) => set.get(id)!)
  }

  view(name: string): { items: CurationItem[]; name: string } {
    if (!this.sets.has(name)) throw indexNotFound()
    return { items: this.items(name), name }
  }

  list(): { items: CurationItem[]; name: string }[] {
    return this.names().map((name) => this.view(name))
  }

  /** Parses a whole set (`PUT /curation_sets/:name`) without storing it. */
  static parseSet(body: unknown): CurationItem[] {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Bad JSON.')
    const items = (body as { items?: unknown }).items
    if (!Array.isArray(items)) throw badRequest("Missing or invalid 'items' field")
    return items.map((item) => parseCurationItem(item, itemId(item)))
  }

  /** Replaces (or creates) a set with the given items. */
  putSet(name: string, items: readonly CurationItem[]): void {
    const set = new Map<string, CurationItem>()
    for (const item of items) set.set(item.id, item)
    this.sets.set(name, set)
  }

  deleteSet(name: string): void {
    if (!this.sets.delete(name)) throw indexNotFound()
  }

  listItems(name: string, limit: number, offset: number): CurationItem[] {
    if (!this.sets.has(name)) throw indexNotFound()
    const items = this.items(name)
    if (offset > 0 && offset >= items.length) throw badRequest('Invalid offset param.')
    const end = limit > 0 && offset + limit < items.length ? offset + limit : items.length
    return items.slice(offset, end)
  }

  getItem(name: string, id: string): CurationItem {
    if (!this.sets.has(name)) throw indexNotFound()
    const item = this.sets.get(name)!.get(id)
    if (!item) throw notFound('Not Found')
    return item
  }

  putItem(name: string, item: CurationItem): void {
    const set = this.sets.get(name)
    if (!set) throw indexNotFound()
    set.set(item.id, item)
  }

  deleteItem(
    name: string,
    id: string,
    missing: () => ApiError = () => notFound('Could not find that `id`.'),
  ): void {
    const set = this.sets.get(name)
    if (!set) throw indexNotFound()
    if (!set.delete(id)) throw missing()
  }
}

/** `std::map<std::string, ...>` order: byte order of the ids. */
function byId(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function itemId(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined
  const id = (item as { id?: unknown }).id
  if (id !== undefined && typeof id !== 'string') throw badRequest('Bad JSON.')
  return id
}
