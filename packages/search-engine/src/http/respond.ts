import type { ServerResponse } from 'node:http'
import { ApiError } from '../errors.ts'

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type, x-typesense-api-key, x-typesense-user-id',
  'access-control-max-age': '86400',
}

export function send(res: ServerResponse, status: number, body: string, contentType: string): void {
  // Encoded once: its length and the bytes sent come from the same buffer (a results page is ~100 KB).
  const bytes = Buffer.from(body, 'utf8')
  res.writeHead(status, {
    ...CORS_HEADERS,
    'content-type': contentType,
    'content-length': bytes.length,
  })
  res.end(bytes)
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  send(res, status, JSON.stringify(body), 'application/json; charset=utf-8')
}

export function sendText(res: ServerResponse, status: number, body: string): void {
  send(res, status, body, 'text/plain; charset=utf-8')
}

export function sendPreflight(res: ServerResponse): void {
  res.writeHead(204, CORS_HEADERS)
  res.end()
}

export function sendError(res: ServerResponse, error: unknown): void {
  if (error instanceof ApiError) {
    sendJson(res, error.status, { message: error.message })
    return
  }
  sendJson(res, 500, { message: error instanceof Error ? error.message : 'Internal server error.' })
}

export const UNAUTHORIZED_MESSAGE = 'Forbidden - a valid `x-typesense-api-key` header must be sent.'
