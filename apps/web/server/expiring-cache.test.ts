import { describe, expect, it } from 'vitest'
import { createExpiringCache } from './expiring-cache.ts'

describe('createExpiringCache', () => {
  it('loads a key once while it is fresh, again after its time or a clear', async () => {
    let clock = 0
    const cache = createExpiringCache({ ttlMs: 1000, now: () => clock })
    let loads = 0
    const load = async () => ++loads
    expect(await cache.get('a', load)).toBe(1)
    expect(await cache.get('a', load)).toBe(1)
    clock = 1000
    expect(await cache.get('a', load)).toBe(2)
    cache.clear()
    expect(await cache.get('a', load)).toBe(3)
  })

  it('shares one load between callers, and keeps no failure', async () => {
    const cache = createExpiringCache({ ttlMs: 1000 })
    let loads = 0
    const failing = async () => {
      loads++
      throw new Error('down')
    }
    const [first, second] = await Promise.allSettled([cache.get('a', failing), cache.get('a', failing)])
    expect(first.status).toBe('rejected')
    expect(second.status).toBe('rejected')
    expect(loads).toBe(1)
    expect(await cache.get('a', async () => 'up')).toBe('up')
  })

  it('drops the oldest key past its size', async () => {
    const cache = createExpiringCache({ ttlMs: 1000, maxEntries: 2 })
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key)
    expect(cache.size).toBe(2)
    expect(await cache.get('a', async () => 'again')).toBe('again')
  })
})
