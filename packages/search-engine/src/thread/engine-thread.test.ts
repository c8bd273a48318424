import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PlainRequest } from '../http/plain-exchange.ts'
import { ENGINE_THREAD_NAME, type EngineThread, startEngineThread } from './engine-thread.ts'

const ADMIN = 'thread-admin-key'
const apiKeys = [{ value: ADMIN, actions: ['*'], collections: ['*'] }]
const admin = { 'x-typesense-api-key': ADMIN, 'content-type': 'application/json' }
const cars = [
  { id: '1', make: 'Toyota', price: 45000 },
  { id: '2', make: 'Ford', price: 52000 },
  { id: '3', make: 'Toyota', price: 38000 },
]
const toyotas: PlainRequest = {
  method: 'POST',
  url: '/multi_search',
  headers: admin,
  body: JSON.stringify({
    searches: [{ collection: 'cars', q: '*', filter_by: 'make:=Toyota', sort_by: 'price:asc' }],
  }),
}
const idsOf = (body: string) =>
  (JSON.parse(body) as { results: { hits: { document: { id: string } }[] }[] }).results[0]?.hits.map(
    (hit) => hit.document.id,
  )

describe('the engine on its own thread', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'engine-thread-'))
  let thread: EngineThread

  beforeAll(async () => {
    thread = await startEngineThread({ apiKeys, dataDir })
    const created = await thread.request({
      method: 'POST',
      url: '/collections',
      headers: admin,
      body: JSON.stringify({
        name: 'cars',
        fields: [
          { name: 'make', type: 'string', facet: true },
          { name: 'price', type: 'int32', sort: true },
        ],
      }),
    })
    expect(created.status).toBe(201)
    const imported = await thread.request({
      method: 'POST',
      url: '/collections/cars/documents/import?action=upsert',
      headers: { ...admin, 'content-type': 'text/plain' },
      body: cars.map((car) => JSON.stringify(car)).join('\n'),
    })
    expect(imported.body.split('\n').every((line) => JSON.parse(line).success === true)).toBe(true)
  })
  afterAll(async () => {
    await thread.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it.runIf(existsSync('/proc/self/task'))('is named in the list of threads, for profilers and top -H', () => {
    const names = readdirSync('/proc/self/task').map((tid) =>
      readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim(),
    )
    expect(names).toContain(ENGINE_THREAD_NAME)
  })

  it('answers a request as its HTTP port does', async () => {
    const answer = await thread.request(toyotas)
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
    expect(idsOf(answer.body)).toEqual(['3', '1'])
    const overHttp = await fetch(`http://127.0.0.1:${thread.port}${toyotas.url}`, {
      method: 'POST',
      headers: admin,
      body: toyotas.body,
    })
    expect(overHttp.status).toBe(200)
    expect(idsOf(await overHttp.text())).toEqual(['3', '1'])
  })

  it("refuses a request without a key, with Typesense's message", async () => {
    const answer = await thread.request({ ...toyotas, headers: { 'content-type': 'application/json' } })
    expect(answer.status).toBe(401)
    expect(JSON.parse(answer.body).message).toMatch(/x-typesense-api-key/)
  })

  it('passes requests on from a node:http server, as the web server mounts it for browsers', async () => {
    const server = createServer(thread.handler)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const response = await fetch(`http://127.0.0.1:${port}${toyotas.url}`, {
        method: 'POST',
        headers: admin,
        body: toyotas.body,
      })
      expect(response.status).toBe(200)
      expect(idsOf(await response.text())).toEqual(['3', '1'])
    } finally {
      server.close()
    }
  })

  it('keeps what it was sent in its data directory, for the next thread', async () => {
    await thread.close()
    await expect(thread.request(toyotas)).rejects.toThrow('The search engine is closed.')
    thread = await startEngineThread({ apiKeys, dataDir })
    expect(idsOf((await thread.request(toyotas)).body)).toEqual(['3', '1'])
  })
})
