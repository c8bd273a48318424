import { badRequest } from '../errors.ts'
import { isUint32Text } from '../util/number-text.ts'
import { bodyLines } from './body.ts'
import { parseJsonBody } from './parse-json.ts'
import type { RequestContext } from './request-context.ts'
import { sendJson, sendText } from './respond.ts'

function fieldList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '')
}

export async function importDocuments(ctx: RequestContext, name: string): Promise<void> {
  const { query } = ctx
  const batchSize = query.batch_size ?? '40'
  if (!isUint32Text(batchSize) || Number(batchSize) === 0) {
    throw badRequest('Parameter `batch_size` must be a positive integer.')
  }
  const action = query.action ?? 'create'
  if (!['create', 'update', 'upsert', 'emplace'].includes(action)) {
    throw badRequest('Parameter `action` must be a create|update|upsert.')
  }
  for (const flag of ['return_doc', 'return_id']) {
    const value = query[flag] ?? 'false'
    if (value !== 'true' && value !== 'false') throw badRequest(`Parameter \`${flag}\` must be a true|false.`)
  }
  if (!ctx.engine.hasCollection(name)) ctx.engine.getCollection(name)
  const lines = bodyLines(await ctx.bodyBytes())
  const results = ctx.engine.importDocuments(name, lines, {
    action,
    dirtyValues: query.dirty_values,
    returnId: query.return_id === 'true',
    returnDoc: query.return_doc === 'true',
  })
  sendText(ctx.res, 200, results.map((r) => JSON.stringify(r)).join('\n'))
}

export async function addDocument(ctx: RequestContext, name: string): Promise<void> {
  const action = ctx.query.action ?? 'create'
  if (!['create', 'update', 'upsert', 'emplace'].includes(action)) {
    throw badRequest('Parameter `action` must be a create|update|upsert.')
  }
  if (!ctx.engine.hasCollection(name)) ctx.engine.getCollection(name)
  const body = parseJsonBody(await ctx.body())
  const doc = ctx.engine.writeDocument(name, body, { action, dirtyValues: ctx.query.dirty_values })
  sendJson(ctx.res, 201, doc)
}

export async function updateDocument(ctx: RequestContext, name: string, id: string): Promise<void> {
  if (!ctx.engine.hasCollection(name)) ctx.engine.getCollection(name)
  const body = parseJsonBody(await ctx.body())
  const doc = ctx.engine.writeDocument(
    name,
    body,
    { action: 'update', dirtyValues: ctx.query.dirty_values },
    id,
  )
  sendJson(ctx.res, 200, doc)
}

export function getDocument(ctx: RequestContext, name: string, id: string): void {
  const doc = ctx.engine.getDocument(
    name,
    id,
    fieldList(ctx.query.include_fields),
    fieldList(ctx.query.exclude_fields),
  )
  sendJson(ctx.res, 200, doc)
}

export function deleteDocument(ctx: RequestContext, name: string, id: string): void {
  if (ctx.query.ignore_not_found === 'true' && ctx.engine.hasCollection(name)) {
    try {
      sendJson(ctx.res, 200, ctx.engine.deleteDocument(name, id))
    } catch {
      sendJson(ctx.res, 200, { id })
    }
    return
  }
  sendJson(ctx.res, 200, ctx.engine.deleteDocument(name, id))
}

export function deleteByFilter(ctx: RequestContext, name: string): void {
  if (!ctx.engine.hasCollection(name)) ctx.engine.getCollection(name)
  if (ctx.query.truncate === 'true') {
    sendJson(ctx.res, 200, ctx.engine.truncate(name))
    return
  }
  const filter = ctx.query.filter_by
  if (filter === undefined) throw badRequest('Parameter `filter_by` must be provided.')
  sendJson(ctx.res, 200, ctx.engine.deleteByFilter(name, filter))
}

export async function updateByFilter(ctx: RequestContext, name: string): Promise<void> {
  const filter = ctx.query.filter_by
  if (filter === undefined) throw badRequest('Parameter `filter_by` must be provided.')
  if (!ctx.engine.hasCollection(name)) ctx.engine.getCollection(name)
  const body = parseJsonBody(await ctx.body())
  sendJson(
    ctx.res,
    200,
    ctx.engine.updateByFilter(name, filter, body, { dirtyValues: ctx.query.dirty_values }),
  )
}

export function exportDocuments(ctx: RequestContext, name: string): void {
  const docs = ctx.engine.exportDocuments(
    name,
    ctx.query.filter_by ?? '',
    fieldList(ctx.query.include_fields),
    fieldList(ctx.query.exclude_fields),
  )
  sendText(ctx.res, 200, docs.map((d) => JSON.stringify(d)).join('\n'))
}
