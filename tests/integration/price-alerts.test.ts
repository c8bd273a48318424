import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { saveCar } from '@forecourt/accounts/watchlist'
import { openDatabase } from '@forecourt/db/database'
import { shopperMessages, users } from '@forecourt/db/schema'
import { buildContentDataset } from '@forecourt/demo-data/content/build-content-dataset'
import { buildStockFeed } from '@forecourt/demo-data/stock/build-stock-feed'
import { describe, expect, it } from 'vitest'
import { nodeScriptArgs } from '../support/node-script-args'

// Issue 14: "A test lowers a saved car's price through the ingestion CLI and sees exactly one alert in the
// outbox." The CLI runs as `npm run stock:ingest` does, on an embedded database and index of its own.

const workDir = mkdtempSync(join(tmpdir(), 'forecourt-alerts-'))
const feedPath = join(workDir, 'stock.ndjson')
const contentPath = join(workDir, 'content.ndjson')
const feed = buildStockFeed({ vehicles: 120 })
writeFileSync(
  contentPath,
  buildContentDataset()
    .map((document) => JSON.stringify(document))
    .join('\n'),
)
const writeFeed = (rows: typeof feed) =>
  writeFileSync(feedPath, rows.map((row) => JSON.stringify(row)).join('\n'))

function ingest(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...nodeScriptArgs('stock:ingest'), '--file', feedPath], {
      env: { ...process.env, DATA_DIR: workDir, CONTENT_DATASET_PATH: contentPath, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

/** Opens the CLI's embedded database between runs (one process at a time may hold a PGlite directory). */
async function withDatabase<T>(
  use: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ dataDir: join(workDir, 'pglite') })
  try {
    return await use(database.db)
  } finally {
    await database.close()
  }
}

describe('price-drop alerts from stock ingestion', () => {
  it('queues exactly one alert when the ingestion CLI lowers a saved car price, and none on a rerun', async () => {
    writeFeed(feed)
    expect((await ingest()).output).toContain('Price alerts queued: 0.')

    const car = feed.find((row) => row.status === 'in_stock' && row.price > 5000)!
    await withDatabase(async (db) => {
      const [user] = await db
        .insert(users)
        .values({ accountScope: 'group', phoneNumber: '0412000111', name: 'Sam S', email: 'sam@example.com' })
        .returning()
      await saveCar(db, {
        userId: user!.id,
        websiteSlug: car.dealership_slug,
        car: { id: car.id, dealerId: car.dealership_id, price: car.price, status: car.status },
      })
    })

    const cheaper = feed.map((row) => (row.id === car.id ? { ...row, price: row.price - 1000 } : row))
    writeFeed(cheaper)
    const first = await ingest()
    expect(first.output).toContain('Price alerts queued: 2.')
    const second = await ingest()
    expect(second.output).toContain('Price alerts queued: 0.')

    const alerts = await withDatabase((db) => db.select().from(shopperMessages))
    const sms = alerts.filter((message) => message.channel === 'sms' && message.purpose === 'price_alert')
    expect(sms).toHaveLength(1)
    expect(sms[0]?.recipient).toBe('0412000111')
    expect(sms[0]?.body).toContain(`is now $${(car.price - 1000).toLocaleString('en-AU')}`)
    expect(sms[0]?.body).toMatch(
      new RegExp(`http://${car.dealership_slug}\\.localhost:\\d+/watchlist/unsubscribe\\?token=[\\w-]{32}`),
    )
    expect(alerts.filter((message) => message.channel === 'email')).toHaveLength(1)
  })
})
