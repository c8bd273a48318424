import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { repoRoot } from '@forecourt/config/repo-root'
import { demoDealers } from '@forecourt/demo-data/tenants'
import { positiveInteger } from './bench-args.ts'
import { startMemoryServer } from './memory-server.ts'
import { requestOneAtATime, type SequentialSummary, summarise } from './one-at-a-time.ts'
import { kilobytes } from './page-report.ts'
import { carUrls, type FeedRow, homeUrls, type PageKind, searchUrls } from './page-urls.ts'
import { type LoadResult, runLoad } from './srp-load.ts'
import { builtServer, ingestDemoStock, runNode, startWebServer } from './srp-server.ts'
import { formatTable, integer, milliseconds, ratio } from './table.ts'
import { type CpuPerRequest, threadCpuMeter, threadCpuTable } from './thread-cpu.ts'

/**
 * Uncached server time of the home, search results and vehicle pages (issue 19): the production build with
 * the page cache off, so every request renders. For each page type, over distinct URLs: one request at a
 * time (p50/p95/p99/mean), then 50 connections for some seconds, then the same bytes served from memory by
 * a bare node:http server driven the same way, and the ratio. Figures only: nothing fails on a miss.
 */

const usage = `Usage: npm run bench:pages -- [--dealer southern-cross-motors] [--vehicles 1500]
       [--requests 200] [--connections 50] [--seconds 10] [--warmup 2] [--pages home,search,car] [--json]`

const { values } = parseArgs({
  options: {
    dealer: { type: 'string', default: 'southern-cross-motors' },
    vehicles: { type: 'string', default: '1500' },
    requests: { type: 'string', default: '200' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    pages: { type: 'string', default: 'home,search,car' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
})
if (values.help) {
  console.log(usage)
  process.exit(0)
}
const positive = (text: string, name: string) => positiveInteger(text, `--${name}`, usage)
const vehicles = positive(values.vehicles, 'vehicles')
const requests = positive(values.requests, 'requests')
const connections = positive(values.connections, 'connections')
const seconds = positive(values.seconds, 'seconds')
const warmup = positive(values.warmup, 'warmup')
const kinds = values.pages.split(',').map((kind) => kind.trim()) as PageKind[]
for (const kind of kinds)
  if (!['home', 'search', 'car'].includes(kind)) throw new Error(`Unknown page type ${kind}\n${usage}`)
const dealer = demoDealers.find((candidate) => candidate.slug === values.dealer)
if (!dealer)
  throw new Error(`No demo dealer ${values.dealer}; known: ${demoDealers.map((d) => d.slug).join(', ')}`)
if (!existsSync(builtServer)) {
  console.error('The web app is not built. Run `npm run build` at the repository root first.')
  process.exit(1)
}

/** The targets for one request at a time (ms, p50), and today's throughput at 50 connections. */
const targets: Record<PageKind, { milliseconds: number; label: string }> = {
  home: { milliseconds: 6, label: 'home' },
  search: { milliseconds: 10, label: 'search results' },
  car: { milliseconds: 6, label: 'vehicle page' },
}
/**
 * Requests per second at 50 connections before issue 19's work (commit ae108e8): the median of four 10 s
 * runs of this benchmark on the 2-core machine, 2026-11-25, at load averages of 3 to 8.
 */
const beforeThroughput: Record<PageKind, number | null> = { home: 54, search: 23, car: 73 }
const THROUGHPUT_FACTOR = 4
const percentOf = (part: number, whole: number | undefined) =>
  whole ? `${((100 * part) / whole).toPrecision(2)}%` : 'n/a'

const dataDir = join(repoRoot, '.data/bench-pages')
const environment = { ...process.env, DATA_DIR: dataDir }
runNode(
  'packages/demo-data/src/cli.ts',
  ['--out', join(dataDir, 'demo'), '--vehicles', String(vehicles), '--if-absent'],
  environment,
)
ingestDemoStock(dataDir, environment)
const rows = readFileSync(join(dataDir, 'demo/stock.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as FeedRow)
  .filter((row) => row.dealership_slug === dealer.slug)

const host = `${dealer.slug}.localhost`
// A tenth of the requests (at least 20) warm the server up first, on URLs the timed run does not use.
const warmRequests = Math.max(20, Math.ceil(requests / 10))
const wanted = warmRequests + requests
const urlsOf: Record<PageKind, string[]> = {
  home: homeUrls(wanted),
  search: searchUrls(rows, wanted),
  car: carUrls(rows, wanted),
}

interface PageFigures {
  kind: PageKind
  distinctUrls: number
  oneAtATime: SequentialSummary
  app: LoadResult & { rssBefore: number; rssAfter: number }
  /** The server's CPU milliseconds a request at `connections`, by kind of thread (Linux only). */
  cpu?: CpuPerRequest
  memory?: LoadResult
}

const figures: PageFigures[] = []
const served = new Map<string, { contentType: string; body: Buffer }>()
const timedPaths = new Map<PageKind, string[]>()
// Cycles through the list when the dealer's stock has fewer distinct URLs than requests asked for.
const take = (list: readonly string[], from: number, count: number) =>
  Array.from({ length: count }, (_, index) => list[(from + index) % list.length] as string)

const app = await startWebServer({ ...environment, PAGE_CACHE_TTL_SECONDS: '0' })
try {
  for (const kind of kinds) {
    const urls = urlsOf[kind]
    if (urls.length === 0) throw new Error(`No ${kind} URLs for ${dealer.slug}`)
    const warmPaths = take(urls, urls.length > requests ? requests : 0, warmRequests)
    await requestOneAtATime({ port: app.port, host, paths: warmPaths })
    const pages = await requestOneAtATime({ port: app.port, host, paths: take(urls, 0, requests) })
    for (const page of pages)
      if (page.status === 200)
        served.set(`${host}${page.path}`, { contentType: page.contentType, body: page.body })
    const oneAtATime = summarise(pages)
    const paths = [...new Set(pages.filter((page) => page.status === 200).map((page) => page.path))]
    timedPaths.set(kind, paths)
    if (paths.length === 0)
      throw new Error(`No ${kind} URL answered 200: ${JSON.stringify(oneAtATime.rejected)}`)
    await runLoad({ label: 'warm-up', port: app.port, host, paths, connections, seconds: warmup })
    const rssBefore = app.rssMegabytes()
    const meter = threadCpuMeter(app.pid)
    const load = await runLoad({ label: kind, port: app.port, host, paths, connections, seconds })
    figures.push({
      kind,
      distinctUrls: Math.min(urls.length, requests),
      oneAtATime,
      app: { ...load, rssBefore, rssAfter: app.rssMegabytes() },
      ...(meter && { cpu: meter.perRequest(load.requests) }),
    })
  }
} finally {
  await app.stop()
}

// The same bytes from memory, driven the same way, with the app stopped so both had the machine alike.
const memory = await startMemoryServer(served)
try {
  for (const entry of figures) {
    const paths = timedPaths.get(entry.kind) ?? []
    await runLoad({ label: 'warm-up', port: memory.port, host, paths, connections, seconds: warmup })
    entry.memory = await runLoad({ label: entry.kind, port: memory.port, host, paths, connections, seconds })
  }
} finally {
  await memory.stop()
}

if (values.json) {
  console.log(
    JSON.stringify(
      { dealer: dealer.slug, vehicles, requests, connections, seconds, targets, beforeThroughput, figures },
      null,
      2,
    ),
  )
} else {
  console.log(
    `\nUncached pages of ${dealer.name} (page cache off, ${integer(vehicles)} vehicles in the feed)\n`,
  )
  console.log(`One request at a time over keep-alive on loopback (after ${warmRequests} warm-up requests)\n`)
  console.log(
    formatTable(
      ['page', 'URLs', 'p50 ms', 'p95 ms', 'p99 ms', 'mean ms', 'HTML KB', 'target p50', 'non-200'],
      figures.map(({ kind, distinctUrls, oneAtATime: one }) => [
        targets[kind].label,
        integer(distinctUrls),
        milliseconds(one.p50),
        milliseconds(one.p95),
        milliseconds(one.p99),
        milliseconds(one.mean),
        kilobytes(one.meanBytes),
        `≤ ${targets[kind].milliseconds} ms ${one.p50 <= targets[kind].milliseconds ? 'met' : 'missed'}`,
        integer(one.rejected.length),
      ]),
    ),
  )
  for (const { kind, oneAtATime } of figures)
    if (oneAtATime.rejected.length > 0)
      console.log(`  ${kind} answered other than 200: ${JSON.stringify(oneAtATime.rejected.slice(0, 5))}`)
  console.log(
    `\n${connections} connections over the same URLs, ${seconds} s each (after ${warmup} s warm-up)\n`,
  )
  console.log(
    formatTable(
      [
        'page',
        'app req/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'non-2xx',
        'memory req/s',
        'p50 ms',
        'p95 ms',
        'app/memory',
        'RSS MB',
        `target ≥ ${THROUGHPUT_FACTOR}x before`,
      ],
      figures.map(({ kind, app: load, memory: bare }) => {
        const before = beforeThroughput[kind]
        return [
          targets[kind].label,
          integer(load.requestsPerSecond),
          milliseconds(load.p50),
          milliseconds(load.p95),
          milliseconds(load.p99),
          integer(load.non2xx + load.errors + load.timeouts),
          integer(bare?.requestsPerSecond),
          milliseconds(bare?.p50),
          milliseconds(bare?.p95),
          percentOf(load.requestsPerSecond, bare?.requestsPerSecond),
          `${integer(load.rssBefore)} → ${integer(load.rssAfter)}`,
          before === null
            ? 'no figure before'
            : `${integer(before * THROUGHPUT_FACTOR)} (${ratio(load.requestsPerSecond, before)} now)`,
        ]
      }),
    ),
  )
  if (figures.some(({ cpu }) => cpu)) {
    console.log(`\nThe server's CPU a request at ${connections} connections, by thread\n`)
    console.log(
      threadCpuTable(
        figures.map(({ kind, app: load, cpu }) => ({
          label: targets[kind].label,
          load,
          cpu,
        })),
      ),
    )
  }
}
