import type { RouterContextProvider } from 'react-router'
import { postRefusal } from '~/post-refusal.server'

/** A body to validate, or why there is none: 400 (unreadable) or 403 (a post the server refused). */
export type RequestBody =
  | { ok: true; body: unknown; kind: 'json' | 'form' }
  | { ok: false; error: string; status: 400 | 403 }

export interface RequestBodyOptions {
  /** Form fields to copy, as text. */
  keys: readonly string[]
  /** What the caller sends, for the error message: 'Send {noun} as JSON…'. */
  noun: string
  /**
   * Also read `text/plain` as JSON: `navigator.sendBeacon` sends that type, since any other needs a CORS
   * preflight a beacon cannot make.
   */
  beacon?: boolean
}

/**
 * A small API's body as an object to validate with Zod: JSON, or a form whose `keys` are copied as text.
 * `kind` tells the caller whether a browser form (no JavaScript) posted it, to answer with a redirect.
 * A post the server refused (post-refusal.server.ts) is not read: its refusal is the error.
 */
export async function readRequestBody(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  options: RequestBodyOptions,
): Promise<RequestBody> {
  const refusal = postRefusal(context)
  if (refusal) return { ok: false, error: refusal, status: 403 }
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (type === 'application/json' || (options.beacon && type === 'text/plain')) {
    try {
      return { ok: true, kind: 'json', body: JSON.parse(await request.text()) }
    } catch {
      return { ok: false, error: 'The body is not valid JSON.', status: 400 }
    }
  }
  if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') {
    try {
      const form = await request.formData()
      const body: Record<string, unknown> = {}
      for (const key of options.keys) {
        const value = form.get(key)
        if (typeof value === 'string') body[key] = value
      }
      return { ok: true, kind: 'form', body }
    } catch {
      return { ok: false, error: 'The form body could not be read.', status: 400 }
    }
  }
  return {
    ok: false,
    error: `Send ${options.noun} as JSON (Content-Type: application/json) or as a form (application/x-www-form-urlencoded).`,
    status: 400,
  }
}

const NO_STORE = { 'Cache-Control': 'no-store' }

/** A JSON answer that no cache keeps. */
export function jsonAnswer(
  body: Record<string, unknown>,
  status = 200,
  headers: Record<string, string> = {},
) {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } })
}
