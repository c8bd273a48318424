import { createClient, type SanityClient } from '@sanity/client'
import type { EmbeddedDataset } from './embedded-dataset.ts'
import { createGroqRequestHandler } from './groq-request-handler.ts'

export type ContentSource =
  | { source: 'embedded'; dataset: EmbeddedDataset }
  | { source: 'sanity'; projectId: string; dataset: string; apiVersion: string; token: string | null }

/** The API version the queries and generated types are written against. */
export const contentApiVersion = '2025-02-19'

/**
 * The one content client the app uses. Hosted: Sanity's CDN, published perspective. Embedded: the same
 * client with a request handler that answers from the local dataset, so every query runs the same code.
 */
export function createContentClient(source: ContentSource): SanityClient {
  if (source.source === 'sanity') {
    return createClient({
      projectId: source.projectId,
      dataset: source.dataset,
      apiVersion: source.apiVersion,
      token: source.token ?? undefined,
      useCdn: !source.token,
      perspective: 'published',
    })
  }
  return createClient({
    projectId: 'embedded',
    dataset: 'embedded',
    apiVersion: contentApiVersion,
    useCdn: false,
    perspective: 'published',
    requestHandler: createGroqRequestHandler(source.dataset),
  })
}
