import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database, OpenedDatabase } from './database.ts'

/**
 * Cache invalidation across app instances, over PostgreSQL's LISTEN/NOTIFY on the database they already
 * share (ADR 024). Each instance keeps in-process caches (content, site resolution, rendered pages); a
 * change seen by one instance, or made by another process such as stock ingestion, is announced here and
 * every instance drops what it cached.
 */
export const INVALIDATIONS_CHANNEL = 'forecourt_invalidations'

export const invalidationSchema = z.discriminatedUnion('kind', [
  // Published content changed: these websites' content (or every website's).
  z.object({ kind: z.literal('content'), sites: z.union([z.literal('all'), z.array(z.string().max(200))]) }),
  // Cars changed: stock ingested (sold, repriced, added, removed) or a reservation took or freed a car.
  z.object({ kind: z.literal('stock') }),
])
export type Invalidation = z.infer<typeof invalidationSchema>

const envelopeSchema = z.object({ origin: z.string().max(100), invalidation: invalidationSchema })

// NOTIFY payloads stop at 8,000 bytes; a longer list of websites becomes 'all'.
const maxPayloadBytes = 7_900

/** Announces a change to every instance listening on the database, `origin` naming the sender. */
export async function publishInvalidation(db: Database, invalidation: Invalidation, origin: string) {
  let payload = JSON.stringify({ origin, invalidation })
  if (Buffer.byteLength(payload) > maxPayloadBytes) {
    payload = JSON.stringify({ origin, invalidation: { kind: 'content', sites: 'all' } })
  }
  await db.execute(sql`select pg_notify(${INVALIDATIONS_CHANNEL}, ${payload})`)
}

/**
 * Hands each change announced by another sender to `apply`. A payload that is not a change is ignored.
 * After a dropped connection, when changes may have been missed, `apply` gets 'everything changed'.
 */
export function listenForInvalidations(
  database: Pick<OpenedDatabase, 'listen'>,
  origin: string,
  apply: (invalidation: Invalidation) => void,
): Promise<() => Promise<void>> {
  return database.listen(INVALIDATIONS_CHANNEL, {
    onPayload: (payload) => {
      const parsed = envelopeSchema.safeParse(safeJson(payload))
      if (parsed.success && parsed.data.origin !== origin) apply(parsed.data.invalidation)
    },
    onReconnect: () => {
      apply({ kind: 'content', sites: 'all' })
      apply({ kind: 'stock' })
    },
  })
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
