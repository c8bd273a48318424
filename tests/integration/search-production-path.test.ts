import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot } from '@forecourt/config/repo-root'
import { loadServerConfig } from '@forecourt/config/server-config'
import { buildContentDataset } from '@forecourt/demo-data/content/build-content-dataset'
import { buildStockFeed } from '@forecourt/demo-data/stock/build-stock-feed'
import { openSearchConnection } from '@forecourt/search/search-connection'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nodeScriptArgs } from '../support/node-script-args'

// The production path for real: the standalone engine stands in for a Typesense cluster, and the
// ingestion CLI and the app's search connection are configured only through TYPESENSE_* variables.

const adminKey = 'production-path-admin-key'
const searchKey = 'production-path-search-key'
const workDir = mkdtempSync(join(tmpdir(), 'forecourt-search-'))
const feed = buildStockFeed({ vehicles: 300 })
const feedPath = join(workDir, 'stock.ndjson')
const contentPath = join(workDir, 'content.ndjson')
writeFileSync(feedPath, feed.map((row) => JSON.stringify(row)).join('\n'))
writeFileSync(
  contentPath,
  buildContentDataset()
    .map((document) => JSON.stringify(document))
    .join('\n'),
)

let engine: { process: ChildProcess; port: number }

async function startEngine(port = 0): Promise<{ process: ChildProcess; port: number }> {
  const child = spawn(
    process.execPath,
    [
      ...nodeScriptArgs('search:serve'),
      ...['--port', String(port), '--api-key', adminKey, '--search-only-api-key', searchKey],
      ...['--data-dir', join(workDir, 'engine')],
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const listening = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`engine exited with ${code}`)))
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = chunk.toString().match(/listening on http:\/\/127\.0\.0\.1:(\d+)/)
      if (match) resolve(Number(match[1]))
    })
  })
  return { process: child, port: listening }
}

const stopEngine = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })

const environment = () => ({
  ...process.env,
  SEARCH_SOURCE: 'typesense',
  TYPESENSE_URL: `http://127.0.0.1:${engine.port}`,
  TYPESENSE_ADMIN_API_KEY: adminKey,
  TYPESENSE_SEARCH_API_KEY: searchKey,
  CONTENT_DATASET_PATH: contentPath,
  // The CLI also opens the database (price alerts): keep it in this test's directory.
  DATA_DIR: workDir,
})

function runIngest(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...nodeScriptArgs('stock:ingest'), '--file', feedPath], {
      env: environment(),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

beforeAll(async () => {
  engine = await startEngine()
})
afterAll(async () => {
  await stopEngine(engine.process)
})

describe('search through TYPESENSE_* configuration', () => {
  it('ingests the feed with the CLI and exits 0', async () => {
    const result = await runIngest()
    expect(result.output).toContain(`${feed.length} taken, 0 rejected, 0 removed.`)
    expect(result.code).toBe(0)
  })

  it('serves the app’s search connection from the cluster, not an embedded engine', async () => {
    const connection = await openSearchConnection(loadServerConfig(environment()), repoRoot)
    try {
      expect(connection.embedded).toBe(false)
      const result = await connection.client
        .collections('vehicles')
        .documents()
        .search({ q: 'toyota', query_by: 'make' })
      expect(result.found).toBe(feed.filter((row) => row.make === 'Toyota').length)
    } finally {
      await connection.close()
    }
  })

  it('keeps the index across a restart of the engine', async () => {
    const port = engine.port
    await stopEngine(engine.process)
    engine = await startEngine(port)
    const connection = await openSearchConnection(loadServerConfig(environment()), repoRoot)
    try {
      const result = await connection.client
        .collections('vehicles')
        .documents()
        .search({ q: '*', per_page: 0 })
      expect(result.found).toBe(feed.length)
    } finally {
      await connection.close()
    }
  })
})
