import { hasControlCharacter } from '@forecourt/domain/leads/control-characters'
import type { Request, Response } from 'express'

/** What the development pages (`/dev/leads`, `/dev/sms`) share: answered only to this machine. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

export const isLoopback = (request: Request) => LOOPBACK.has(request.socket.remoteAddress ?? '')

/**
 * The query parameter a page narrows its list by (`?email=`), or null. A value with a control character is
 * answered 400 here (PostgreSQL cannot compare a NUL with text) and comes back `false`: the caller stops.
 */
export function listFilter(request: Request, response: Response, name: string): string | null | false {
  const value = request.query[name]
  if (typeof value !== 'string') return null
  if (!hasControlCharacter(value)) return value
  response.status(400).type('text/plain').send(`Bad request: ?${name}= holds a control character.`)
  return false
}

export const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
