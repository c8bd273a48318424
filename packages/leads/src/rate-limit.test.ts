import type { OpenedDatabase } from '@forecourt/db/database'
import { rateLimitCounters } from '@forecourt/db/schema'
import { testDatabaseKinds } from '@forecourt/db/testing/test-databases'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { consumeRateLimit, peekRateLimit, purgeRateLimitWindows, type RateLimit } from './rate-limit.ts'

// Every test below runs on both database paths: the embedded PGlite and a real PostgreSQL server.
describe.each(testDatabaseKinds)('rate limits on $name', (kind) => {
  const perMinute: RateLimit = { limit: 5, windowMs: 60_000 }
  const start = new Date('2026-11-22T10:00:00Z')
  const at = (seconds: number) => new Date(start.getTime() + seconds * 1000)

  let opened: OpenedDatabase
  beforeAll(async () => {
    opened = await kind.open()
  })
  afterAll(() => opened?.close())
  beforeEach(async () => {
    await opened.db.delete(rateLimitCounters)
  })

  describe('database rate limits', () => {
    it('allows the limit within a window, then refuses until the next window', async () => {
      const verdicts = []
      for (let attempt = 0; attempt < 7; attempt++)
        verdicts.push(await consumeRateLimit(opened.db, 'lead:ip:203.0.113.9', perMinute, at(10)))
      expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, true, true, false, false])
      expect(verdicts.map((verdict) => verdict.remaining)).toEqual([4, 3, 2, 1, 0, 0, 0])
      expect(verdicts[5]?.retryAfterSeconds).toBe(50)
      expect((await consumeRateLimit(opened.db, 'lead:ip:203.0.113.9', perMinute, at(60))).allowed).toBe(true)
    })

    it('tells whether the next attempt would be allowed without counting one', async () => {
      const key = 'sign-in:phone:0412000111'
      for (let attempt = 0; attempt < 4; attempt++) await consumeRateLimit(opened.db, key, perMinute, at(5))
      expect(await peekRateLimit(opened.db, key, perMinute, at(6))).toMatchObject({
        allowed: true,
        remaining: 0,
      })
      expect(await peekRateLimit(opened.db, key, perMinute, at(6))).toMatchObject({ allowed: true })
      expect((await consumeRateLimit(opened.db, key, perMinute, at(7))).allowed).toBe(true)
      expect(await peekRateLimit(opened.db, key, perMinute, at(8))).toMatchObject({
        allowed: false,
        retryAfterSeconds: 52,
      })
      expect((await peekRateLimit(opened.db, key, perMinute, at(60))).allowed).toBe(true)
    })

    it('counts each key on its own', async () => {
      for (let attempt = 0; attempt < 5; attempt++)
        await consumeRateLimit(opened.db, 'sms:phone:0412345678', perMinute, at(1))
      expect((await consumeRateLimit(opened.db, 'sms:phone:0412345678', perMinute, at(2))).allowed).toBe(
        false,
      )
      expect((await consumeRateLimit(opened.db, 'sms:phone:0498765432', perMinute, at(2))).allowed).toBe(true)
    })

    it('lets exactly the limit through when 100 attempts arrive at once', async () => {
      const verdicts = await Promise.all(
        Array.from({ length: 100 }, () =>
          consumeRateLimit(opened.db, 'lead:ip:198.51.100.7', perMinute, at(5)),
        ),
      )
      expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5)
    })

    it('purges the counters of windows that have ended', async () => {
      await consumeRateLimit(opened.db, 'a', perMinute, at(0))
      await consumeRateLimit(opened.db, 'b', perMinute, at(120))
      expect(await purgeRateLimitWindows(opened.db, at(60))).toBe(1)
      expect((await opened.db.select().from(rateLimitCounters)).map((row) => row.key)).toEqual(['b'])
    })
  })
})
