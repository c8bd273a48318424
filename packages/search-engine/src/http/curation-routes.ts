import { parseJsonBody } from './parse-json.ts'
import type { RequestContext } from './request-context.ts'
import { sendJson } from './respond.ts'

type Handler = (ctx: RequestContext) => void | Promise<void>

export interface CurationRoute {
  action: string
  collection: string
  handle: Handler
}

const ok = (ctx: RequestContext, body: unknown) => sendJson(ctx.res, 200, body)

/**
 * Routes of curation sets (`/curation_sets[/:name[/items[/:id]]]`), the per-collection overrides API
 * (`/collections/:name/overrides[/:id]`) and `PATCH /collections/:name`, with the action names Typesense
 * derives from their paths for API key checks.
 */
export function matchCurationRoute(method: string, s: string[]): CurationRoute | undefined {
  if (s[0] === 'curation_sets') return curationSetRoute(method, s)
  if (s[0] !== 'collections' || s[1] === undefined) return undefined
  const collection = s[1]
  if (s.length === 2 && method === 'PATCH') {
    return {
      action: 'collections:update',
      collection,
      handle: async (ctx) =>
        ok(ctx, ctx.engine.curations.updateCollection(collection, parseJsonBody(await ctx.body()))),
    }
  }
  if (s[2] !== 'overrides' || s.length > 4) return undefined
  const admin = (ctx: RequestContext) => ctx.engine.curations
  if (s.length === 3) {
    if (method !== 'GET') return undefined
    return {
      action: 'overrides:get',
      collection,
      handle: (ctx) => ok(ctx, admin(ctx).listOverrides(collection, ctx.query)),
    }
  }
  const id = s[3]!
  if (method === 'GET') {
    return {
      action: 'overrides:get',
      collection,
      handle: (ctx) => ok(ctx, admin(ctx).getOverride(collection, id)),
    }
  }
  if (method === 'PUT') {
    return {
      action: 'overrides:upsert',
      collection,
      handle: async (ctx) => ok(ctx, admin(ctx).putOverride(collection, id, parseJsonBody(await ctx.body()))),
    }
  }
  if (method === 'DELETE') {
    return {
      action: 'overrides:delete',
      collection,
      handle: (ctx) => ok(ctx, admin(ctx).deleteOverride(collection, id)),
    }
  }
  return undefined
}

function curationSetRoute(method: string, s: string[]): CurationRoute | undefined {
  const [, name, items, id] = s
  const route = (operation: string, handle: Handler, resource = 'curation_sets'): CurationRoute => ({
    action: `${resource}:${operation}`,
    collection: '',
    handle,
  })
  if (s.length === 1) {
    return method === 'GET' ? route('list', (ctx) => ok(ctx, ctx.engine.curations.list())) : undefined
  }
  const set = name!
  if (s.length === 2) {
    if (method === 'GET') return route('get', (ctx) => ok(ctx, ctx.engine.curations.get(set)))
    if (method === 'PUT') {
      return route('upsert', async (ctx) =>
        ok(ctx, ctx.engine.curations.put(set, parseJsonBody(await ctx.body()))),
      )
    }
    if (method === 'DELETE') return route('delete', (ctx) => ok(ctx, ctx.engine.curations.delete(set)))
    return undefined
  }
  if (items !== 'items' || s.length > 4) return undefined
  const resource = 'curation_sets/items'
  if (s.length === 3) {
    return method === 'GET'
      ? route('get', (ctx) => ok(ctx, ctx.engine.curations.listItems(set, ctx.query)), resource)
      : undefined
  }
  const item = id!
  if (method === 'GET')
    return route('get', (ctx) => ok(ctx, ctx.engine.curations.getItem(set, item)), resource)
  if (method === 'PUT') {
    return route(
      'upsert',
      async (ctx) => ok(ctx, ctx.engine.curations.putItem(set, item, parseJsonBody(await ctx.body()))),
      resource,
    )
  }
  if (method === 'DELETE')
    return route('delete', (ctx) => ok(ctx, ctx.engine.curations.deleteItem(set, item)), resource)
  return undefined
}
