import type { Client } from 'typesense'
import type { CollectionCreateSchema } from 'typesense/lib/Typesense/Collections'
import type { CollectionSchema } from '../collections/define-collection.ts'

/**
 * Creates each collection that does not exist yet. One whose fields no longer match the definition (a
 * field added or retyped in code) is dropped and created again, so the ingestion that follows refills it
 * with documents of the new shape.
 */
export async function ensureCollections(client: Client, schemas: readonly CollectionSchema[]): Promise<void> {
  const existing = new Map(
    (await client.collections().retrieve()).map((collection) => [collection.name, collection]),
  )
  for (const schema of schemas) {
    const current = existing.get(schema.name)
    if (current && fieldSignature(current.fields ?? []) === fieldSignature(schema.fields)) continue
    if (current) {
      console.warn(`The ${schema.name} collection's fields changed; recreating it.`)
      await client.collections(schema.name).delete()
    }
    await client.collections().create(structuredClone(schema) as unknown as CollectionCreateSchema)
  }
}

function fieldSignature(
  fields: readonly { name: string; type: string; facet?: boolean; optional?: boolean; index?: boolean }[],
) {
  const flags = (field: (typeof fields)[number]) =>
    `${field.facet ? 'f' : ''}${field.optional ? 'o' : ''}${field.index === false ? 'n' : ''}`
  return fields
    .map((field) => `${field.name}:${field.type}:${flags(field)}`)
    .sort()
    .join('|')
}
