import { resolve } from 'node:path'
import type { ServerConfig } from '@forecourt/config/server-config'
import { createContentClient } from '@forecourt/content/client'
import { loadDatasetFile } from '@forecourt/content/embedded-dataset'
import { createSiteResolver, type SiteResolver } from '@forecourt/content/site-resolver'
import { type OpenedDatabase, openDatabase } from '@forecourt/db/database'
import type { SanityClient } from '@sanity/client'
import { repoRoot } from './repo-root.ts'

/** Everything a request may use, created once at start-up and handed to loaders through the context. */
export interface AppServices {
  config: ServerConfig
  content: SanityClient
  sites: SiteResolver
  database: OpenedDatabase
}

export async function createServices(config: ServerConfig): Promise<AppServices> {
  const fromRoot = (path: string) => resolve(repoRoot, path)
  const contentSetup =
    config.content.source === 'sanity'
      ? {
          client: createContentClient(config.content),
          revision: undefined,
          ttlMs: config.content.cacheTtlSeconds * 1000,
        }
      : (() => {
          const dataset = loadDatasetFile(
            fromRoot(config.content.datasetPath ?? `${config.dataDir}/demo/content.ndjson`),
            {
              watch: config.content.watch,
            },
          )
          // In-process queries are cheap; the file revision alone decides freshness.
          return {
            client: createContentClient({ source: 'embedded', dataset }),
            revision: dataset.revision,
            ttlMs: Number.POSITIVE_INFINITY,
          }
        })()

  const database = await openDatabase(
    config.database.driver === 'pg'
      ? { url: config.database.url }
      : { dataDir: fromRoot(config.database.dataDir) },
  )

  return {
    config,
    content: contentSetup.client,
    sites: createSiteResolver({
      client: contentSetup.client,
      rules: config.tenancy,
      revision: contentSetup.revision,
      ttlMs: contentSetup.ttlMs,
    }),
    database,
  }
}
