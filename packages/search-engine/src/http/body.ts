import type { IncomingMessage } from 'node:http'

type MaybeParsed = IncomingMessage & { body?: unknown }

/**
 * Reads the raw request body. When a framework already consumed it (e.g. `express.json()` or
 * `express.text()` before the mount point), its parsed `req.body` is turned back into text.
 */
export async function readBody(req: IncomingMessage): Promise<string> {
  const parsed = (req as MaybeParsed).body
  if (parsed !== undefined && req.readableEnded) {
    if (typeof parsed === 'string') return parsed
    if (Buffer.isBuffer(parsed)) return parsed.toString('utf8')
    if (parsed !== null && typeof parsed === 'object' && Object.keys(parsed).length > 0)
      return JSON.stringify(parsed)
  }
  const chunks: Buffer[] = []
  for await (const chunk of req)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer))
  return Buffer.concat(chunks).toString('utf8')
}
