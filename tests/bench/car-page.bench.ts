import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { repoRoot } from '@forecourt/config/repo-root'
import { positiveInteger } from './bench-args.ts'
import { kilobytes, loadTable, type PageLoadResult, scriptTable, scriptTotals } from './page-report.ts'
import { pageScripts } from './srp-javascript.ts'
import { runLoad } from './srp-load.ts'
import { builtServer, getPage, ingestDemoStock, runNode, startWebServer, webDir } from './srp-server.ts'
import { milliseconds } from './table.ts'

/**
 * Server-rendering the vehicle page under load (issue 7): latency percentiles and throughput of
 * `/cars/{slug}` for a demo dealer at 50 concurrent connections on loopback, with the page cache on and
 * off, and the compressed JavaScript the page loads. Figures only: nothing fails because a run was slow.
 */

const usage = `Usage: npm run bench:car-page -- [--dealer southern-cross-motors] [--connections 50]
       [--seconds 15] [--warmup 3] [--json]`

const { values } = parseArgs({
  options: {
    dealer: { type: 'string', default: 'southern-cross-motors' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
})
if (values.help) {
  console.log(usage)
  process.exit(0)
}
const positive = (text: string, name: string) => positiveInteger(text, `--${name}`, usage)
const connections = positive(values.connections, 'connections')
const seconds = positive(values.seconds, 'seconds')
const warmup = positive(values.warmup, 'warmup')
if (!existsSync(builtServer)) {
  console.error('The web app is not built. Run `npm run build` at the repository root first.')
  process.exit(1)
}

const dataDir = join(repoRoot, '.data/bench-car-page')
const environment = { ...process.env, DATA_DIR: dataDir }
runNode('packages/demo-data/src/cli.ts', ['--out', join(dataDir, 'demo'), '--if-absent'], environment)
ingestDemoStock(dataDir, environment)

// The dealer's in-stock cars with photos, spin or not: the pages shoppers land on most.
const paths = readFileSync(join(dataDir, 'demo/stock.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map(
    (line) =>
      JSON.parse(line) as { dealership_slug: string; status: string; path: string; created_at: string },
  )
  .filter((row) => row.dealership_slug === values.dealer && row.status === 'in_stock')
  .sort((a, b) => a.created_at.localeCompare(b.created_at))
  .slice(0, 20)
  .map((row) => row.path)
const first = paths[0]
if (!first) throw new Error(`No in-stock cars for ${values.dealer}`)
const host = `${values.dealer}.localhost`

async function measure(server: Awaited<ReturnType<typeof startWebServer>>, label: string, urls: string[]) {
  await runLoad({ label: 'warm-up', port: server.port, host, paths: urls, connections, seconds: warmup })
  const rssBefore = server.rssMegabytes()
  const result = await runLoad({ label, port: server.port, host, paths: urls, connections, seconds })
  return { ...result, rssBefore, rssAfter: server.rssMegabytes() }
}

const results: PageLoadResult[] = []
let scripts: ReturnType<typeof pageScripts> = []
let htmlBytes = 0

const cached = await startWebServer(environment)
try {
  const { status, body } = await getPage(cached.port, host, first)
  if (status !== 200) throw new Error(`GET ${first} answered ${status}:\n${body.slice(0, 500)}`)
  htmlBytes = Buffer.byteLength(body)
  scripts = pageScripts(body, join(webDir, 'build/client'))
  results.push(await measure(cached, 'same URL, page cache on', [first]))
  results.push(await measure(cached, `${paths.length} rotating cars, page cache on`, paths))
} finally {
  await cached.stop()
}
const uncached = await startWebServer({ ...environment, PAGE_CACHE_TTL_SECONDS: '0' })
try {
  results.push(await measure(uncached, 'same URL, page cache off', [first]))
  results.push(await measure(uncached, `${paths.length} rotating cars, page cache off`, paths))
} finally {
  await uncached.stop()
}

const totals = scriptTotals(scripts)

if (values.json) {
  console.log(
    JSON.stringify(
      { dealer: values.dealer, connections, seconds, results, scripts, totals, htmlBytes },
      null,
      2,
    ),
  )
} else {
  console.log(`\nServer rendering ${first} and ${paths.length - 1} more cars of ${values.dealer}`)
  console.log(
    `${connections} connections, ${seconds} s each (after ${warmup} s warm-up); HTML ${kilobytes(htmlBytes)} KB\n`,
  )
  console.log(loadTable(results))
  console.log(`\nJavaScript the page loads (${scripts.length} files)\n`)
  console.log(scriptTable(scripts))
  console.log('\nAgainst the targets')
  console.log(
    `- p95 under 50 ms at ${connections} connections (same URL, as served): ${milliseconds(results[0]?.p95)} ms`,
  )
  console.log(`- rotating cars with the page cache off: ${milliseconds(results[3]?.p95)} ms`)
  console.log(
    `- under 150 KB of compressed JavaScript (issue 19; gzip and brotli): ${kilobytes(totals.brotli)} KB brotli (served), ${kilobytes(totals.gzip)} KB gzip`,
  )
}
