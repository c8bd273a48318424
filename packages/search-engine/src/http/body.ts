import type { IncomingMessage } from 'node:http'

type MaybeParsed = IncomingMessage & { body?: unknown }

/**
 * Reads the raw request body as bytes. When a framework already consumed it (e.g. `express.json()` or
 * `express.text()` before the mount point), its parsed `req.body` is turned back into bytes.
 */
export async function readBodyBytes(req: IncomingMessage): Promise<Buffer> {
  const parsed = (req as MaybeParsed).body
  if (parsed !== undefined && req.readableEnded) {
    if (typeof parsed === 'string') return Buffer.from(parsed)
    if (Buffer.isBuffer(parsed)) return parsed
    if (parsed !== null && typeof parsed === 'object' && Object.keys(parsed).length > 0)
      return Buffer.from(JSON.stringify(parsed))
  }
  const chunks: Buffer[] = []
  for await (const chunk of req)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer))
  return Buffer.concat(chunks)
}

/** The raw request body as text (see readBodyBytes). */
export async function readBody(req: IncomingMessage): Promise<string> {
  return (await readBodyBytes(req)).toString('utf8')
}

/**
 * The body's non-empty lines (`\n`-separated, as an import's JSON lines), as views of its bytes: nothing is
 * decoded or copied, so a line the engine already knows is answered without ever becoming a string.
 */
export function bodyLines(body: Buffer): Buffer[] {
  const lines: Buffer[] = []
  let start = 0
  while (start < body.length) {
    const newline = body.indexOf(0x0a, start)
    const end = newline === -1 ? body.length : newline
    if (end > start) lines.push(body.subarray(start, end))
    start = end + 1
  }
  return lines
}
