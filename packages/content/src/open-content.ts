import { dirname, join, resolve } from 'node:path'
import type { ServerConfig } from '@forecourt/config/server-config'
import type { SanityClient } from '@sanity/client'
import { createContentClient } from './client.ts'
import { loadDatasetFile } from './embedded-dataset.ts'
import { withQueryCache } from './query-cache.ts'

export interface OpenedContent {
  /** Query results cached until content changes (`reload`) or, hosted, for the content TTL. */
  client: SanityClient
  /** The same client without the query cache, for callers that keep their own (the site resolver). */
  uncachedClient: SanityClient
  /** Changes when embedded content changes; absent for hosted content (the TTL and webhooks decide). */
  revision?: () => string
  /** How long resolved sites may be cached. */
  ttlMs: number
  /** Picks up changed content now (embedded: re-reads the dataset file) and drops cached query results. */
  reload: () => void
}

/** The embedded dataset's file; a relative path resolves against `root`. */
export function embeddedDatasetPath(config: Pick<ServerConfig, 'content' | 'dataDir'>, root: string) {
  const datasetPath = config.content.source === 'embedded' ? config.content.datasetPath : null
  return resolve(root, datasetPath ?? `${config.dataDir}/demo/content.ndjson`)
}

/** The embedded dataset's images (served at `/demo-media`), kept beside the dataset that names them. */
export const embeddedMediaDir = (config: Pick<ServerConfig, 'content' | 'dataDir'>, root: string) =>
  join(dirname(embeddedDatasetPath(config, root)), 'media')

/** The content client a configuration asks for; relative dataset paths resolve against `root`. */
export function openContent(config: Pick<ServerConfig, 'content' | 'dataDir'>, root: string): OpenedContent {
  const content = config.content
  if (content.source === 'sanity') {
    const client = createContentClient(content)
    const ttlMs = content.cacheTtlSeconds * 1000
    const cache = withQueryCache(client, { ttlMs })
    return { client: cache.client, uncachedClient: client, ttlMs, reload: cache.clear }
  }
  const path = embeddedDatasetPath(config, root)
  const dataset = loadDatasetFile(path, { watch: content.watch })
  const client = createContentClient({ source: 'embedded', dataset })
  // In-process queries need no TTL; the file revision alone decides freshness.
  const cache = withQueryCache(client, { revision: dataset.revision, ttlMs: Number.POSITIVE_INFINITY })
  return {
    client: cache.client,
    uncachedClient: client,
    revision: dataset.revision,
    ttlMs: Number.POSITIVE_INFINITY,
    reload: () => {
      dataset.reload()
      cache.clear()
    },
  }
}
