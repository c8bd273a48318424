import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

/**
 * The baseline the page benchmark compares the app with: a bare `node:http` server that answers each
 * URL with the bytes the app returned for it, from memory. Started by memory-server.ts with the path of
 * a JSON file `{ "{host}{path}": { contentType, body (base64) } }`; prints its port on stdout.
 */

const file = process.argv[2]
if (!file) throw new Error('Usage: memory-server-child.ts PAGES.json')
const pages = new Map(
  Object.entries(
    JSON.parse(readFileSync(file, 'utf8')) as Record<string, { contentType: string; body: string }>,
  ).map(([key, page]) => [key, { contentType: page.contentType, body: Buffer.from(page.body, 'base64') }]),
)

const server = createServer((request, response) => {
  const page = pages.get(`${request.headers.host ?? ''}${request.url ?? ''}`)
  if (!page) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found.')
    return
  }
  response.writeHead(200, { 'content-type': page.contentType, 'content-length': page.body.length })
  response.end(page.body)
})
server.keepAliveTimeout = 60_000
server.listen(Number(process.argv[3] ?? 0), '127.0.0.1', () => {
  const address = server.address()
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' ? address?.port : null })}\n`)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
