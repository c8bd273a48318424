import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SearchEngine } from '../src/engine.ts'
import { type ChildServer, startChildServer } from './helpers/child-server.ts'

const KEY = 'durable-key'
const BATCH = 300
const schema = {
  name: 'stock',
  fields: [
    { name: 'batch', type: 'int32', facet: true },
    { name: 'title', type: 'string' },
  ],
}

const batchLines = (batch: number) =>
  Array.from({ length: BATCH }, (_, i) =>
    JSON.stringify({
      id: `${batch}-${i}`,
      batch,
      title: `Vehicle ${i} of batch ${batch} with a longer description text`,
    }),
  ).join('\n')

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'search-engine-durable-'))
  dirs.push(dir)
  return dir
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

async function request(server: ChildServer, method: string, path: string, body?: string) {
  return fetch(`http://127.0.0.1:${server.port}${path}`, {
    method,
    headers: { 'x-typesense-api-key': KEY, 'content-type': 'text/plain' },
    ...(body === undefined ? {} : { body }),
  })
}

function countBatches(engine: SearchEngine): Map<number, number> {
  const response = engine.search('stock', {
    q: '*',
    facet_by: 'batch',
    max_facet_values: '1000',
    per_page: '0',
  })
  const counts = new Map<number, number>()
  const facet = (response.facet_counts as { counts: { value: string; count: number }[] }[])[0]!
  for (const { value, count } of facet.counts) counts.set(Number(value), count)
  return counts
}

describe('durability', () => {
  it('keeps every acknowledged import batch after kill -9 during an import', async () => {
    const dataDir = tempDir()
    const server = await startChildServer(dataDir, KEY)
    expect((await request(server, 'POST', '/collections', JSON.stringify(schema))).status).toBe(201)
    const acknowledged: number[] = []
    for (let batch = 0; batch < 8; batch++) {
      const response = await request(server, 'POST', '/collections/stock/documents/import', batchLines(batch))
      await response.text()
      expect(response.status).toBe(200)
      acknowledged.push(batch)
    }
    // Start several more imports and kill the server while they are in flight.
    const inFlight = [8, 9, 10, 11].map((batch) =>
      request(server, 'POST', '/collections/stock/documents/import', batchLines(batch)).then(
        async (r) => ({ batch, ok: r.status === 200 && (await r.text()).length > 0 }),
        () => ({ batch, ok: false }),
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 5))
    server.child.kill('SIGKILL')
    await server.exited
    for (const { batch, ok } of await Promise.all(inFlight)) if (ok) acknowledged.push(batch)

    const engine = new SearchEngine({ dataDir })
    const counts = countBatches(engine)
    for (const batch of acknowledged) expect(counts.get(batch)).toBe(BATCH)
    // Batches are written as one log record each: present entirely or not at all.
    for (const count of counts.values()) expect(count).toBe(BATCH)
    engine.close()
  }, 30000)

  it('ignores a torn last record and keeps accepting writes', () => {
    const dataDir = tempDir()
    const first = new SearchEngine({ dataDir })
    first.createCollection(schema)
    first.importDocuments('stock', batchLines(1).split('\n'))
    first.importDocuments('stock', batchLines(2).split('\n'))
    first.close()
    const log = readdirSync(dataDir).find((name) => name.startsWith('wal-'))!
    // A header that promises more bytes than follow, as a crash in the middle of a write would leave.
    const torn = Buffer.alloc(8 + 20)
    torn.writeUInt32LE(5000, 0)
    torn.writeUInt32LE(12345, 4)
    appendFileSync(join(dataDir, log), torn)

    const second = new SearchEngine({ dataDir })
    expect(Object.fromEntries(countBatches(second))).toEqual({ 1: BATCH, 2: BATCH })
    second.importDocuments('stock', batchLines(3).split('\n'))
    second.close()

    const third = new SearchEngine({ dataDir })
    expect(Object.fromEntries(countBatches(third))).toEqual({ 1: BATCH, 2: BATCH, 3: BATCH })
    third.close()
  })

  it('survives compaction into a snapshot and replays changes made after it', () => {
    const dataDir = tempDir()
    const engine = new SearchEngine({ dataDir, compactAfterBytes: 50_000 })
    engine.createCollection(schema)
    for (let batch = 0; batch < 5; batch++) engine.importDocuments('stock', batchLines(batch).split('\n'))
    engine.deleteByFilter('stock', 'batch:=0')
    engine.writeDocument('stock', { id: '1-0', title: 'Updated title' }, { action: 'update' })
    engine.close()
    expect(readdirSync(dataDir)).toContain('snapshot.ndjson')

    const reopened = new SearchEngine({ dataDir })
    expect(Object.fromEntries(countBatches(reopened))).toEqual({ 1: BATCH, 2: BATCH, 3: BATCH, 4: BATCH })
    expect(reopened.getDocument('stock', '1-0')).toEqual({ id: '1-0', batch: 1, title: 'Updated title' })
    const auto = reopened.writeDocument('stock', { batch: 9, title: 'new' })
    expect(reopened.getDocument('stock', auto.id as string)).toMatchObject({ batch: 9 })
    reopened.close()
  })

  it('leaves a re-sent unchanged document in place, writing nothing, and keeps a changed one', () => {
    const dataDir = tempDir()
    const engine = new SearchEngine({ dataDir })
    engine.createCollection(schema)
    const lines = batchLines(1).split('\n')
    engine.importDocuments('stock', lines, { action: 'upsert' })
    const walSize = () =>
      statSync(join(dataDir, readdirSync(dataDir).find((name) => name.startsWith('wal-'))!)).size
    const before = walSize()
    const results = engine.importDocuments('stock', lines, { action: 'upsert' })
    expect(results.every((result) => result.success)).toBe(true)
    expect(walSize()).toBe(before)
    const changed = JSON.stringify({ id: '1-7', batch: 2, title: 'Repriced' })
    engine.importDocuments('stock', [...lines.slice(0, 7), changed, ...lines.slice(8)], { action: 'upsert' })
    expect(walSize()).toBeGreaterThan(before)
    engine.close()

    const reopened = new SearchEngine({ dataDir })
    expect(Object.fromEntries(countBatches(reopened))).toEqual({ 1: BATCH - 1, 2: 1 })
    expect(reopened.getDocument('stock', '1-7')).toEqual({ id: '1-7', batch: 2, title: 'Repriced' })
    reopened.close()
  })

  it('rewrites the whole state only as often as the changes since add up to it', () => {
    const dataDir = tempDir()
    const engine = new SearchEngine({ dataDir, compactAfterBytes: 50_000 })
    engine.createCollection(schema)
    // About 1.5 MB of log in 40 batches: a fixed 50 kB threshold would rewrite the snapshot some 30 times.
    for (let batch = 0; batch < 40; batch++) engine.importDocuments('stock', batchLines(batch).split('\n'))
    engine.close()
    const header = readFileSync(join(dataDir, 'snapshot.ndjson'), 'utf8').split('\n')[0]!
    expect((JSON.parse(header) as { generation: number }).generation).toBeLessThanOrEqual(6)

    const reopened = new SearchEngine({ dataDir })
    expect(countBatches(reopened).size).toBe(40)
    reopened.close()
  })

  it('folds a long log into the snapshot when it closes, so the next start reads no long log', () => {
    const dataDir = tempDir()
    const engine = new SearchEngine({ dataDir, compactAfterBytes: 50_000 })
    engine.createCollection(schema)
    const walSize = () =>
      statSync(join(dataDir, readdirSync(dataDir).find((name) => name.startsWith('wal-'))!)).size
    // Imported until the log is past the threshold but still under the snapshot (no compaction yet).
    let batches = 0
    while (batches < 3 || walSize() <= 50_000)
      engine.importDocuments('stock', batchLines(batches++).split('\n'))
    engine.close()
    expect(walSize()).toBe(0)
    const reopened = new SearchEngine({ dataDir })
    expect(countBatches(reopened).size).toBe(batches)
    reopened.close()
  })

  it('folds a log past half the snapshot when it closes, however far below compactAfterBytes', () => {
    const dataDir = tempDir()
    const engine = new SearchEngine({ dataDir })
    engine.createCollection(schema)
    for (let batch = 0; batch < 40; batch++) engine.importDocuments('stock', batchLines(batch).split('\n'))
    engine.close()
    const files = readdirSync(dataDir)
    expect(files).toContain('snapshot.ndjson')
    const log = files.find((name) => name.startsWith('wal-'))!
    expect(statSync(join(dataDir, log)).size).toBe(0)

    // The whole stock changed once more (a feed imported whole again): a log about the snapshot's size,
    // folded at close rather than replayed with every replaced document at the next start.
    const second = new SearchEngine({ dataDir })
    for (let batch = 0; batch < 40; batch++)
      second.importDocuments('stock', batchLines(batch).replaceAll('with a', 'again, with a').split('\n'), {
        action: 'upsert',
      })
    second.close()
    const after = readdirSync(dataDir).find((name) => name.startsWith('wal-'))!
    expect(after).not.toBe(log)
    expect(statSync(join(dataDir, after)).size).toBe(0)
    const reopened = new SearchEngine({ dataDir })
    expect(countBatches(reopened).size).toBe(40)
    reopened.close()
  })
})
