/**
 * A map that keeps at most `maxEntries` entries, dropping the one least recently read or written when a
 * new key would exceed it. The bound of every per-site cache in the server (ADR 061): memory then grows
 * with the sites in use, not with the sites on the platform.
 */
export class LruMap<K, V> {
  readonly #entries = new Map<K, V>()
  readonly maxEntries: number

  constructor(maxEntries: number) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1)
      throw new RangeError(`An LRU map holds at least one entry, not ${maxEntries}`)
    this.maxEntries = maxEntries
  }

  get size(): number {
    return this.#entries.size
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined
    const value = this.#entries.get(key) as V
    this.#entries.delete(key)
    this.#entries.set(key, value)
    return value
  }

  has(key: K): boolean {
    return this.#entries.has(key)
  }

  set(key: K, value: V): this {
    this.#entries.delete(key)
    this.#entries.set(key, value)
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as K)
    return this
  }

  delete(key: K): boolean {
    return this.#entries.delete(key)
  }

  clear(): void {
    this.#entries.clear()
  }

  /** Least recently used first. */
  keys(): IterableIterator<K> {
    return this.#entries.keys()
  }
}
