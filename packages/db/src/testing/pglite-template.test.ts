import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { leads } from '../schema.ts'
import { openTestPglite } from './pglite-template.ts'

describe('a test database cloned from the migrated template', () => {
  it('has every table and no rows, and what one clone writes the next never sees', async () => {
    const first = await openTestPglite()
    const second = await openTestPglite()
    try {
      const tables = await first.db.execute<{ count: number }>(
        sql`select count(*)::int as count from information_schema.tables where table_name = 'leads'`,
      )
      expect(tables.rows[0]?.count).toBe(1)
      expect(await first.db.select().from(leads)).toEqual([])
      await first.db.execute(sql`create table only_in_first (id int)`)
      const inSecond = await second.db.execute<{ count: number }>(
        sql`select count(*)::int as count from information_schema.tables where table_name = 'only_in_first'`,
      )
      expect(inSecond.rows[0]?.count).toBe(0)
    } finally {
      await first.close()
      await second.close()
    }
  })
})
