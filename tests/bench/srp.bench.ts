import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { repoRoot } from '@forecourt/config/repo-root'
import { demoDealers } from '@forecourt/demo-data/tenants'
import { landingPath } from '@forecourt/domain/search/landing-paths'
import { positiveInteger } from './bench-args.ts'
import { kilobytes, loadTable, type PageLoadResult, scriptTable, scriptTotals } from './page-report.ts'
import { pageScripts } from './srp-javascript.ts'
import { runLoad } from './srp-load.ts'
import { builtServer, getPage, ingestDemoStock, runNode, startWebServer, webDir } from './srp-server.ts'
import { integer, milliseconds } from './table.ts'

/**
 * Server-rendering the stock results page under load (issue 4): requests per second and latency of
 * `/search/used-cars` for a demo dealer with 10,000 vehicles, at 50 concurrent connections on loopback,
 * and the compressed JavaScript the page loads. Figures only: nothing here fails because a run was slow.
 */

const usage = `Usage: npm run bench:srp -- [--dealer-vehicles 10000] [--dealer southern-cross-motors]
       [--connections 50] [--seconds 15] [--warmup 3] [--json]`

const { values } = parseArgs({
  options: {
    'dealer-vehicles': { type: 'string', default: '10000' },
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
const dealerVehicles = positive(values['dealer-vehicles'], 'dealer-vehicles')
const connections = positive(values.connections, 'connections')
const seconds = positive(values.seconds, 'seconds')
const warmup = positive(values.warmup, 'warmup')
const dealer = demoDealers.find((candidate) => candidate.slug === values.dealer)
if (!dealer)
  throw new Error(`No demo dealer ${values.dealer}; known: ${demoDealers.map((d) => d.slug).join(', ')}`)

if (!existsSync(builtServer)) {
  console.error('The web app is not built. Run `npm run build` at the repository root first.')
  process.exit(1)
}

// The feed spreads vehicles over the demo dealers by their stock share: size it so this dealer gets enough.
const totalShare = demoDealers.reduce((sum, candidate) => sum + candidate.stockShare, 0)
const feedVehicles = Math.ceil((dealerVehicles * totalShare) / dealer.stockShare)
const dataDir = join(repoRoot, '.data/bench-srp')
const environment = { ...process.env, DATA_DIR: dataDir }
console.log(
  `Demo feed of ${integer(feedVehicles)} vehicles (about ${integer(dealerVehicles)} for ${dealer.name})`,
)
runNode(
  'packages/demo-data/src/cli.ts',
  ['--out', join(dataDir, 'demo'), '--vehicles', String(feedVehicles), '--if-absent'],
  environment,
)
ingestDemoStock(dataDir, environment)
const feed = readFileSync(join(dataDir, 'demo/stock.ndjson'), 'utf8').split('\n').filter(Boolean)
const dealerRows = feed
  .map((line) => JSON.parse(line) as { dealership_slug: string; car_type: string; make: string })
  .filter((row) => row.dealership_slug === dealer.slug)
const usedMakes = [
  ...new Set(dealerRows.filter((row) => row.car_type === 'used').map((row) => row.make)),
].slice(0, 4)

const host = `${dealer.slug}.localhost`
const path = '/search/used-cars'
const rotatingPaths = [
  path,
  ...Array.from({ length: 19 }, (_, index) => `${path}?page=${index + 2}`),
  ...['price-asc', 'km-asc', 'year-desc'].map((sort) => `${path}?sort=${sort}`),
  ...usedMakes.map((make) => `${landingPath({ kind: 'make', make })}`),
  ...usedMakes.map((make) => `${path}?make=${encodeURIComponent(make)}`),
]

async function measure(
  server: Awaited<ReturnType<typeof startWebServer>>,
  label: string,
  paths: readonly string[],
) {
  await runLoad({ label: 'warm-up', port: server.port, host, paths, connections, seconds: warmup })
  return runLoad({ label, port: server.port, host, paths, connections, seconds })
}

const results: PageLoadResult[] = []
let scripts: ReturnType<typeof pageScripts> = []
let cardsOnPage = 0

const cached = await startWebServer(environment)
try {
  const { status, body: html } = await getPage(cached.port, host, path)
  if (status !== 200) throw new Error(`GET ${path} answered ${status}:\n${html.slice(0, 500)}`)
  cardsOnPage = new Set([...html.matchAll(/href="(\/cars\/[^"#/]+)"/g)].map((match) => match[1])).size
  const count = /([\d,]+)(?:<!-- -->|\s)*vehicles</.exec(html)?.[1]
  console.log(
    `${path} for ${dealer.name}: ${count ?? '?'} vehicles found, ${cardsOnPage} cards on the first page`,
  )
  scripts = pageScripts(html, join(webDir, 'build/client'))
  for (const [label, paths] of [
    ['same URL, page cache on', [path]],
    [`${rotatingPaths.length} rotating URLs, page cache on`, rotatingPaths],
  ] as const) {
    const rssBefore = cached.rssMegabytes()
    const result = await measure(cached, label, paths)
    results.push({ ...result, rssBefore, rssAfter: cached.rssMegabytes() })
  }
} finally {
  await cached.stop()
}

const uncached = await startWebServer({ ...environment, PAGE_CACHE_TTL_SECONDS: '0' })
try {
  const rssBefore = uncached.rssMegabytes()
  const result = await measure(uncached, 'same URL, page cache off', [path])
  results.push({ ...result, rssBefore, rssAfter: uncached.rssMegabytes() })
} finally {
  await uncached.stop()
}

const totals = scriptTotals(scripts)

if (values.json) {
  console.log(
    JSON.stringify({ dealer: dealer.slug, connections, seconds, results, scripts, totals }, null, 2),
  )
} else {
  console.log(
    `\nServer rendering ${path}, ${connections} connections, ${seconds} s each (after ${warmup} s warm-up)\n`,
  )
  console.log(loadTable(results))
  console.log(`\nJavaScript the page loads (${scripts.length} files)\n`)
  console.log(scriptTable(scripts))
  const sameUrl = results[0]
  console.log('\nAgainst the targets')
  console.log(
    `- p95 under 50 ms at ${connections} connections (same URL, as served): ${milliseconds(sameUrl?.p95)} ms`,
  )
  console.log(`- the same with the page cache off: ${milliseconds(results[2]?.p95)} ms`)
  console.log(
    `- under 150 KB of compressed JavaScript: ${kilobytes(totals.brotli)} KB brotli (served), ${kilobytes(totals.gzip)} KB gzip`,
  )
}
