import { Agent, request } from 'node:http'
import type { SearchParams } from './engine-requests.ts'

/**
 * The few Typesense HTTP calls the benchmark makes, like a thin client over keep-alive connections. Searches
 * use `fetch`; imports use `node:http`, as Typesense's own JavaScript client does (through axios): `fetch`
 * copies a request body into a web stream piece by piece, about 50 ms of the client's CPU for each 4.9 MB
 * batch of 1,000 cars, which the benchmark would otherwise count as the engine's import time.
 */
export class EngineHttpClient {
  private readonly baseUrl: string
  private readonly headers: Record<string, string>
  private readonly agent = new Agent({ keepAlive: true })

  constructor(baseUrl: string, apiKey: string) {
    this.baseUrl = baseUrl
    this.headers = { 'x-typesense-api-key': apiKey }
  }

  async createCollection(schema: object): Promise<void> {
    const response = await fetch(`${this.baseUrl}/collections`, {
      method: 'POST',
      headers: { ...this.headers, 'content-type': 'application/json' },
      body: JSON.stringify(schema),
    })
    if (!response.ok) throw new Error(`create collection: ${response.status} ${await response.text()}`)
  }

  /** Imports JSON lines; returns the result lines that were not `success: true`. */
  async importLines(collection: string, lines: readonly string[], action = 'create'): Promise<string[]> {
    const path = `/collections/${collection}/documents/import?action=${action}`
    const { status, text } = await this.post(path, Buffer.from(lines.join('\n')))
    if (status !== 200) throw new Error(`import: ${status} ${text}`)
    return text.split('\n').filter((line) => !line.includes('"success":true'))
  }

  private post(path: string, body: Buffer): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const headers = { ...this.headers, 'content-type': 'text/plain', 'content-length': body.length }
      const req = request(`${this.baseUrl}${path}`, { method: 'POST', agent: this.agent, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        )
        res.on('error', reject)
      })
      req.on('error', reject)
      req.end(body)
    })
  }

  async multiSearch(
    collection: string,
    searches: readonly SearchParams[],
  ): Promise<Record<string, unknown>[]> {
    const response = await fetch(`${this.baseUrl}/multi_search`, {
      method: 'POST',
      headers: { ...this.headers, 'content-type': 'text/plain' },
      body: JSON.stringify({ searches: searches.map((search) => ({ collection, ...search })) }),
    })
    const body = (await response.json()) as { results?: Record<string, unknown>[] }
    if (!response.ok || !body.results)
      throw new Error(`multi_search: ${response.status} ${JSON.stringify(body)}`)
    return body.results
  }
}
