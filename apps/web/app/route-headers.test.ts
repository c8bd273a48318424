import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { answerHeaders } from './route-headers'

const args = (headers: {
  action?: HeadersInit
  loader?: HeadersInit
  error?: HeadersInit
  parent?: HeadersInit
}) => ({
  actionHeaders: new Headers(headers.action),
  loaderHeaders: new Headers(headers.loader),
  errorHeaders: headers.error ? new Headers(headers.error) : undefined,
  parentHeaders: new Headers(headers.parent),
})

describe("a page's answer headers", () => {
  it("keep the Retry-After of the action's refusal (the issue: every 429 carries one, and they were dropped)", () => {
    expect(answerHeaders(args({ action: { 'Retry-After': '1800' } })).get('retry-after')).toBe('1800')
    expect(answerHeaders(args({ error: { 'Retry-After': '60' } })).get('retry-after')).toBe('60')
    expect(answerHeaders(args({ loader: { 'Retry-After': '30' } })).get('retry-after')).toBe('30')
  })

  it("keep the parent's headers, or the route's own, and nothing else of the data", () => {
    const parent = answerHeaders(args({ parent: { Vary: 'Cookie' }, action: { 'X-Other': 'no' } }))
    expect([...parent]).toEqual([['vary', 'Cookie']])
    const own = answerHeaders(
      args({ parent: { Vary: 'Cookie' } }),
      new Headers({ 'Cache-Control': 'no-store' }),
    )
    expect([...own]).toEqual([['cache-control', 'no-store']])
  })

  it('are what every page with an action answers with', () => {
    const routes = join(import.meta.dirname, 'routes')
    const pagesWithActions = readdirSync(routes)
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => ({ file, source: readFileSync(join(routes, file), 'utf8') }))
      .filter(({ source }) => /export (async )?function action\b/.test(source))
    expect(pagesWithActions.length).toBeGreaterThan(10)
    for (const { file, source } of pagesWithActions) expect(source, file).toContain('answerHeaders(args')
  })
})
