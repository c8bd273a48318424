import { parseJsonBody } from './parse-json.ts'
import type { RequestContext } from './request-context.ts'
import { sendJson } from './respond.ts'

export async function createCollection(ctx: RequestContext): Promise<void> {
  const body = parseJsonBody(await ctx.body())
  sendJson(ctx.res, 201, ctx.engine.createCollection(body))
}

export function listCollections(ctx: RequestContext): void {
  sendJson(ctx.res, 200, ctx.engine.listCollections())
}

export function getCollection(ctx: RequestContext, name: string): void {
  sendJson(ctx.res, 200, ctx.engine.getCollection(name))
}

export function dropCollection(ctx: RequestContext, name: string): void {
  sendJson(ctx.res, 200, ctx.engine.dropCollection(name))
}
