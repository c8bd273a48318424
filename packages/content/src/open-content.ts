import { resolve } from 'node:path'
import type { ServerConfig } from '@forecourt/config/server-config'
import type { SanityClient } from '@sanity/client'
import { createContentClient } from './client.ts'
import { loadDatasetFile } from './embedded-dataset.ts'

export interface OpenedContent {
  client: SanityClient
  /** Changes when embedded content changes; absent for hosted content (the TTL and webhooks decide). */
  revision?: () => string
  /** How long resolved sites may be cached. */
  ttlMs: number
  /** Picks up changed content now (embedded: re-reads the dataset file); hosted content needs nothing. */
  reload: () => void
}

/** The content client a configuration asks for; relative dataset paths resolve against `root`. */
export function openContent(config: Pick<ServerConfig, 'content' | 'dataDir'>, root: string): OpenedContent {
  const content = config.content
  if (content.source === 'sanity') {
    return { client: createContentClient(content), ttlMs: content.cacheTtlSeconds * 1000, reload: () => {} }
  }
  const path = resolve(root, content.datasetPath ?? `${config.dataDir}/demo/content.ndjson`)
  const dataset = loadDatasetFile(path, { watch: content.watch })
  return {
    client: createContentClient({ source: 'embedded', dataset }),
    revision: dataset.revision,
    // In-process queries are cheap; the file revision alone decides freshness.
    ttlMs: Number.POSITIVE_INFINITY,
    reload: dataset.reload,
  }
}
