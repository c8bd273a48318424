import { authorize } from '../auth/authorize.ts'
import { ApiError } from '../errors.ts'
import * as collections from './collection-routes.ts'
import { matchCurationRoute } from './curation-routes.ts'
import * as documents from './document-routes.ts'
import { multiSearch } from './multi-search.ts'
import type { RequestContext } from './request-context.ts'
import { sendJson, UNAUTHORIZED_MESSAGE } from './respond.ts'
import { searchDocuments } from './search-routes.ts'

type Handler = (ctx: RequestContext, embedded: Record<string, unknown>) => void | Promise<void>

interface Route {
  action: string | undefined
  collection: string
  handle: Handler
}

/** Finds the handler, the Typesense action name (for API key checks) and the collection of a request. */
function match(method: string, s: string[]): Route | undefined {
  const [root, name = '', sub, id, extra] = s
  if (root === 'health' && s.length === 1 && method === 'GET') {
    return { action: undefined, collection: '', handle: (ctx) => sendJson(ctx.res, 200, { ok: true }) }
  }
  if (root === 'multi_search' && s.length === 1 && method === 'POST') {
    return { action: undefined, collection: '', handle: (ctx) => multiSearch(ctx) }
  }
  if (root !== 'collections' || extra !== undefined) return undefined
  if (s.length === 1) {
    if (method === 'POST')
      return { action: 'collections:create', collection: '', handle: collections.createCollection }
    if (method === 'GET')
      return { action: 'collections:list', collection: '', handle: collections.listCollections }
    return undefined
  }
  if (s.length === 2) {
    if (method === 'GET')
      return {
        action: 'collections:get',
        collection: name,
        handle: (c) => collections.getCollection(c, name),
      }
    if (method === 'DELETE') {
      return {
        action: 'collections:delete',
        collection: name,
        handle: (c) => collections.dropCollection(c, name),
      }
    }
    return undefined
  }
  if (sub !== 'documents') return undefined
  if (s.length === 3) {
    if (method === 'POST')
      return { action: 'documents:create', collection: name, handle: (c) => documents.addDocument(c, name) }
    if (method === 'DELETE') {
      return {
        action: 'documents:delete',
        collection: name,
        handle: (c) => documents.deleteByFilter(c, name),
      }
    }
    if (method === 'PATCH') {
      return {
        action: 'documents:update',
        collection: name,
        handle: (c) => documents.updateByFilter(c, name),
      }
    }
    return undefined
  }
  const docId = id!
  if (docId === 'search' && method === 'GET') {
    return { action: 'documents:search', collection: name, handle: (c, e) => searchDocuments(c, name, e) }
  }
  if (docId === 'import' && method === 'POST') {
    return { action: 'documents:import', collection: name, handle: (c) => documents.importDocuments(c, name) }
  }
  if (docId === 'export' && method === 'GET') {
    return { action: 'documents:export', collection: name, handle: (c) => documents.exportDocuments(c, name) }
  }
  if (method === 'GET')
    return { action: 'documents:get', collection: name, handle: (c) => documents.getDocument(c, name, docId) }
  if (method === 'PATCH') {
    return {
      action: 'documents:update',
      collection: name,
      handle: (c) => documents.updateDocument(c, name, docId),
    }
  }
  if (method === 'DELETE') {
    return {
      action: 'documents:delete',
      collection: name,
      handle: (c) => documents.deleteDocument(c, name, docId),
    }
  }
  return undefined
}

export async function route(ctx: RequestContext): Promise<void> {
  const found = match(ctx.method, ctx.segments) ?? matchCurationRoute(ctx.method, ctx.segments)
  if (!found) throw new ApiError(404, 'Not Found')
  let embedded: Record<string, unknown> = {}
  if (found.action !== undefined) {
    const grant = authorize(ctx.keys, ctx.apiKey, found.action, found.collection)
    if (!grant.allowed) throw new ApiError(401, UNAUTHORIZED_MESSAGE)
    embedded = grant.embedded
  }
  await found.handle(ctx, embedded)
}
