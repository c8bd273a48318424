import { describe, expect, it } from 'vitest'
import { LruMap } from './lru-map.ts'

describe('LruMap', () => {
  it('drops the least recently used entry past its bound', () => {
    const map = new LruMap<string, number>(2)
    map.set('a', 1).set('b', 2)
    expect(map.get('a')).toBe(1) // a read keeps `a`: `b` is now the oldest
    map.set('c', 3)
    expect([...map.keys()]).toEqual(['a', 'c'])
    expect(map.get('b')).toBeUndefined()
    expect(map.size).toBe(2)
  })

  it('counts a rewrite as a use, and never holds more than its bound', () => {
    const map = new LruMap<string, number>(3)
    for (const [index, key] of ['a', 'b', 'c', 'a', 'd', 'e'].entries()) map.set(key, index)
    expect([...map.keys()]).toEqual(['a', 'd', 'e'])
    expect(map.get('a')).toBe(3)
  })

  it('keeps an undefined value as a value', () => {
    const map = new LruMap<string, undefined>(1)
    map.set('a', undefined)
    expect(map.has('a')).toBe(true)
  })

  it('forgets one key or all', () => {
    const map = new LruMap<string, number>(5)
    map.set('a', 1).set('b', 2)
    expect(map.delete('a')).toBe(true)
    expect([...map.keys()]).toEqual(['b'])
    map.clear()
    expect(map.size).toBe(0)
  })

  it('refuses a bound below one entry', () => {
    expect(() => new LruMap(0)).toThrow(RangeError)
    expect(() => new LruMap(1.5)).toThrow(RangeError)
  })
})
