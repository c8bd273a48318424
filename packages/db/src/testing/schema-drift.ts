import { is, sql } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../database.ts'
import * as schema from '../schema.ts'

/** Table name -> sorted column names, as the TypeScript schema declares them. */
export function declaredColumns(): Record<string, string[]> {
  const tables: Record<string, string[]> = {}
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue
    const config = getTableConfig(value)
    tables[config.name] = config.columns.map((column) => column.name).sort()
  }
  return tables
}

/** Table name -> sorted column names, as the migrated database actually has them. */
export async function migratedColumns(db: Database): Promise<Record<string, string[]>> {
  const result = await db.execute<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public'
  `)
  const tables: Record<string, string[]> = {}
  for (const row of result.rows) {
    tables[row.table_name] ??= []
    tables[row.table_name]?.push(row.column_name)
  }
  for (const columns of Object.values(tables)) columns.sort()
  return tables
}
