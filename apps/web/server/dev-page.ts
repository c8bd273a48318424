import type { Request } from 'express'

/** What the development pages (`/dev/leads`, `/dev/sms`) share: answered only to this machine. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

export const isLoopback = (request: Request) => LOOPBACK.has(request.socket.remoteAddress ?? '')

export const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
