import type { Client } from 'typesense'
import type { CollectionCreateSchema } from 'typesense/lib/Typesense/Collections'
import type { CollectionSchema } from '../collections/define-collection.ts'

/** Creates each collection that does not exist yet; an existing one is left as it is. */
export async function ensureCollections(client: Client, schemas: readonly CollectionSchema[]): Promise<void> {
  const existing = new Set((await client.collections().retrieve()).map((collection) => collection.name))
  for (const schema of schemas) {
    if (existing.has(schema.name)) continue
    await client.collections().create(structuredClone(schema) as unknown as CollectionCreateSchema)
  }
}
