import type { SearchParams } from './engine-requests.ts'

/** The few Typesense HTTP calls the benchmark makes, with raw `fetch` (keep-alive) like a thin client. */
export class EngineHttpClient {
  private readonly baseUrl: string
  private readonly headers: Record<string, string>

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
    const response = await fetch(
      `${this.baseUrl}/collections/${collection}/documents/import?action=${action}`,
      {
        method: 'POST',
        headers: { ...this.headers, 'content-type': 'text/plain' },
        body: lines.join('\n'),
      },
    )
    const text = await response.text()
    if (!response.ok) throw new Error(`import: ${response.status} ${text}`)
    return text.split('\n').filter((line) => !line.includes('"success":true'))
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
