import { applyEmbeddedParams } from '../auth/embedded-params.ts'
import type { RequestContext } from './request-context.ts'
import { sendJson } from './respond.ts'

export function searchDocuments(ctx: RequestContext, name: string, embedded: Record<string, unknown>): void {
  const params = { ...ctx.query }
  const andFilters = applyEmbeddedParams(params, embedded)
  sendJson(ctx.res, 200, ctx.engine.search(name, params, andFilters))
}
