import { spawnSync } from 'node:child_process'
import { createReadStream, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { repoRoot } from '@forecourt/config/repo-root'
import { feedDateOffset, shiftFeedDates } from '@forecourt/search/ingest/shift-feed-dates'
import { nodeScriptArgs } from '../support/node-script-args.ts'
import { positiveInteger } from './bench-args.ts'
import { startMemoryServer } from './memory-server.ts'
import { requestOneAtATime, type SequentialSummary, summarise, type TimedPage } from './one-at-a-time.ts'
import {
  dealerUrls,
  type PlatformFeedRow,
  type PlatformPageKind,
  platformPageKinds,
  platformPageLabels,
  sampleDealers,
  type Target,
  zipfMix,
} from './platform-urls.ts'
import { type LoadResult, runLoad } from './srp-load.ts'
import { builtServer, type RunningServer, runNode, startWebServer } from './srp-server.ts'
import { formatTable, integer, milliseconds, ratio } from './table.ts'
import { type CpuPerRequest, threadCpuMeter, threadCpuTable } from './thread-cpu.ts'

/**
 * The platform at scale (issue 36): the production build on 500 dealers and 100,000 cars, and in the same
 * run on the demo's own 4 dealers and 1,500 cars, each in its own data directory (never the tests' .data).
 * For a random sample of dealers: home, results (plain and refined), vehicle page and a plain-words search,
 * uncached, one request at a time and at 50 connections, and the same bytes from memory; ingestion of the
 * whole feed and of a feed with 1 % of its cars changed; RSS idle and under load; the page cache's hit rate
 * under a Zipf mix of dealers and pages. Figures only: nothing fails on a miss.
 */

const usage = `Usage: npm run bench:platform -- [--dealers 500] [--vehicles 100000] [--sample 10]
       [--requests 100] [--connections 50] [--seconds 5] [--warmup 1] [--zipf-requests 3000] [--no-baseline] [--skip-ingest] [--json]

--skip-ingest  serve what the data directories already hold (no ingestion figures): for a second run`

const { values } = parseArgs({
  options: {
    dealers: { type: 'string', default: '500' },
    vehicles: { type: 'string', default: '100000' },
    sample: { type: 'string', default: '10' },
    requests: { type: 'string', default: '100' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    'zipf-requests': { type: 'string', default: '3000' },
    'no-baseline': { type: 'boolean', default: false },
    'skip-ingest': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
})
if (values.help) {
  console.log(usage)
  process.exit(0)
}
const positive = (name: keyof typeof values) => positiveInteger(String(values[name]), `--${name}`, usage)
const options = {
  sample: positive('sample'),
  requests: positive('requests'),
  connections: positive('connections'),
  seconds: positive('seconds'),
  warmup: positive('warmup'),
  zipfRequests: positive('zipf-requests'),
}
if (!existsSync(builtServer)) {
  console.error('The web app is not built. Run `npm run build` at the repository root first.')
  process.exit(1)
}

const SEED = 36
/** The ratio: an uncached page at 100k cars / 500 dealers costs at most 1.5x one at 1.5k / 5. */
const RATIO_TARGET = 1.5
const ZIPF_WORKERS = 8
const START_TIMEOUT_MS = 15 * 60_000

interface KindFigures {
  kind: PlatformPageKind
  oneAtATime: SequentialSummary
  load: LoadResult
  /** The server's CPU milliseconds a request under load, by kind of thread (Linux only). */
  cpu?: CpuPerRequest
  memory?: LoadResult
}

interface SizeFigures {
  dealers: number
  vehicles: number
  generateSeconds: number
  /** From starting the server to its first healthy /healthz. */
  startSeconds: number
  ingest: { seconds: number; documents: number }
  update: { seconds: number; documents: number; changed: number }
  rss: { idle: number; afterSampling: number; peakUnderLoad: number }
  kinds: KindFigures[]
  cache: { requests: number; hits: number; misses: number; uncacheable: number; rssAfter: number }
}

const sizes = [
  ...(values['no-baseline'] ? [] : [{ dealers: 4, vehicles: 1500 }]),
  { dealers: positive('dealers'), vehicles: positive('vehicles') },
]
const results: SizeFigures[] = []
for (const size of sizes) {
  results.push(await measureSize(size.dealers, size.vehicles))
  // Each size as soon as it is measured: a later failure keeps the figures of the earlier ones.
  if (!values.json) reportSize(results.at(-1) as SizeFigures)
}

if (values.json) console.log(JSON.stringify({ options, results }, null, 2))
else reportRatio(results)

async function measureSize(dealers: number, vehicles: number): Promise<SizeFigures> {
  const dataDir = join(repoRoot, `.data/bench-platform-${dealers}-${vehicles}`)
  const environment = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
  const demoDir = join(dataDir, 'demo')
  console.error(`\n— ${integer(dealers)} dealers, ${integer(vehicles)} vehicles (data in ${dataDir})`)
  let started = performance.now()
  runNode(
    'packages/demo-data/src/cli.ts',
    ['--out', demoDir, '--dealers', String(dealers), '--vehicles', String(vehicles), '--if-absent'],
    environment,
  )
  const generateSeconds = (performance.now() - started) / 1000
  const rows = await readFeed(join(demoDir, 'stock.ndjson'))
  // Both feeds dated once, as `--rebase-demo-dates` would (now): rebased by each run of stock:ingest, the
  // update's every car would differ from the day's by the seconds between the runs, not 1 % of them.
  const manifest = JSON.parse(readFileSync(join(demoDir, 'manifest.json'), 'utf8')) as {
    datesRelativeTo: string
  }
  const offset = feedDateOffset(manifest.datesRelativeTo, new Date())
  const dated = rows.map((row) => shiftFeedDates(row, offset))
  const todayFile = join(demoDir, 'stock-dated.ndjson')
  writeFileSync(todayFile, `${dated.map((row) => JSON.stringify(row)).join('\n')}\n`)
  const skipped = { seconds: Number.NaN, documents: rows.length }
  const ingest = values['skip-ingest'] ? skipped : ingestFeed(todayFile, environment)
  ingest.documents = rows.length
  const updateFile = join(demoDir, 'stock-update.ndjson')
  const changed = writeUpdatedFeed(dated, updateFile)
  const update = {
    ...(values['skip-ingest'] ? skipped : ingestFeed(updateFile, environment)),
    documents: rows.length,
    changed,
  }

  const rowsByDealer = new Map<string, PlatformFeedRow[]>()
  for (const row of rows) {
    const list = rowsByDealer.get(row.dealership_slug) ?? []
    list.push(row)
    rowsByDealer.set(row.dealership_slug, list)
  }
  const sample = sampleDealers([...rowsByDealer.keys()], options.sample, SEED)

  // Uncached: the page cache off, so every request renders.
  const kinds: KindFigures[] = []
  const served = new Map<string, { contentType: string; body: Buffer }>()
  const timedTargets = new Map<PlatformPageKind, Target[]>()
  let rss = { idle: 0, afterSampling: 0, peakUnderLoad: 0 }
  started = performance.now()
  let app = await startWebServer(
    { ...environment, PAGE_CACHE_TTL_SECONDS: '0' },
    'production',
    START_TIMEOUT_MS,
  )
  const startSeconds = (performance.now() - started) / 1000
  try {
    await new Promise((resolve) => setTimeout(resolve, 2000))
    rss.idle = app.rssMegabytes()
    for (const kind of platformPageKinds) {
      const perDealer = Math.max(2, Math.ceil(options.requests / sample.length))
      const warm: TimedPage[] = []
      const pages: (TimedPage & { host: string })[] = []
      for (const slug of sample) {
        const host = `${slug}.localhost`
        const urls = dealerUrls(kind, rowsByDealer.get(slug) ?? [], perDealer + 2)
        if (urls.length === 0) continue
        // The last two (or the first again) warm the dealer up; the rest are timed.
        warm.push(...(await requestOneAtATime({ port: app.port, host, paths: urls.slice(-2) })))
        const timed = await requestOneAtATime({ port: app.port, host, paths: urls.slice(0, perDealer) })
        pages.push(...timed.map((page) => ({ ...page, host })))
      }
      for (const page of pages)
        if (page.status === 200)
          served.set(`${page.host}${page.path}`, { contentType: page.contentType, body: page.body })
      const targets = pages.filter((page) => page.status === 200).map(({ host, path }) => ({ host, path }))
      timedTargets.set(kind, targets)
      const oneAtATime = summarise(pages)
      if (targets.length === 0)
        throw new Error(`No ${kind} URL answered 200: ${JSON.stringify(oneAtATime.rejected)}`)
      await runLoad({ ...loadOptions(app, targets), label: 'warm-up', seconds: options.warmup })
      const sampler = sampleRss(app)
      const meter = threadCpuMeter(app.pid)
      const load = await runLoad({ ...loadOptions(app, targets), label: kind })
      rss.peakUnderLoad = Math.max(rss.peakUnderLoad, sampler.stop())
      kinds.push({
        kind,
        oneAtATime,
        load,
        ...(meter && { cpu: meter.perRequest(load.requests) }),
      })
    }
    rss.afterSampling = app.rssMegabytes()
  } finally {
    await app.stop()
  }

  const memory = await startMemoryServer(served)
  try {
    for (const entry of kinds) {
      const targets = timedTargets.get(entry.kind) ?? []
      await runLoad({ ...loadOptions(memory, targets), label: 'warm-up', seconds: options.warmup })
      entry.memory = await runLoad({ ...loadOptions(memory, targets), label: entry.kind })
    }
  } finally {
    await memory.stop()
  }

  // Cached: the page cache as configured by default, under a Zipf mix of dealers and pages.
  app = await startWebServer(environment, 'production', START_TIMEOUT_MS)
  let cache: SizeFigures['cache']
  try {
    const mix = zipfMix(rowsByDealer, options.zipfRequests, SEED)
    const counts = { hits: 0, misses: 0, uncacheable: 0 }
    let next = 0
    await Promise.all(
      Array.from({ length: ZIPF_WORKERS }, async () => {
        while (next < mix.length) {
          const target = mix[next++] as Target
          const [page] = await requestOneAtATime({ port: app.port, host: target.host, paths: [target.path] })
          const state = page?.cache
          if (state === 'HIT') counts.hits++
          else if (state === 'MISS') counts.misses++
          else counts.uncacheable++
        }
      }),
    )
    cache = { requests: mix.length, ...counts, rssAfter: app.rssMegabytes() }
  } finally {
    await app.stop()
  }
  rss = { ...rss }
  return { dealers, vehicles, generateSeconds, startSeconds, ingest, update, rss, kinds, cache }
}

function loadOptions(server: RunningServer, targets: readonly Target[]) {
  return {
    label: '',
    port: server.port,
    host: targets[0]?.host ?? 'localhost',
    paths: [],
    targets,
    connections: options.connections,
    seconds: options.seconds,
  }
}

/** The highest RSS seen every 250 ms until stopped. */
function sampleRss(server: RunningServer) {
  let peak = server.rssMegabytes()
  const timer = setInterval(() => {
    peak = Math.max(peak, server.rssMegabytes())
  }, 250)
  return {
    stop() {
      clearInterval(timer)
      return Math.max(peak, server.rssMegabytes())
    },
  }
}

async function readFeed(file: string): Promise<PlatformFeedRow[]> {
  const rows: PlatformFeedRow[] = []
  const lines = createInterface({
    input: createReadStream(file, 'utf8'),
    crlfDelay: Number.POSITIVE_INFINITY,
  })
  for await (const line of lines) if (line) rows.push(JSON.parse(line) as PlatformFeedRow)
  return rows
}

/**
 * Runs `stock:ingest` on a feed already dated (no `--rebase-demo-dates`); the time is its own figure
 * (validation and indexing, not start-up).
 */
function ingestFeed(file: string, env: NodeJS.ProcessEnv): { seconds: number; documents: number } {
  const result = spawnSync(process.execPath, [...nodeScriptArgs('stock:ingest'), '--file', file], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  })
  process.stderr.write(result.stdout)
  if (result.status !== 0) throw new Error(`stock:ingest exited with ${result.status}`)
  const seconds = Number(/Stock ingested in ([\d.]+)s/.exec(result.stdout)?.[1] ?? Number.NaN)
  return { seconds, documents: 0 }
}

/** Today's feed with every hundredth car's price cut by $500: a dealer's routine update of 1 % of cars. */
function writeUpdatedFeed(rows: readonly PlatformFeedRow[], file: string): number {
  let changed = 0
  const lines = rows.map((row, index) => {
    if (index % 100 !== 0 || !row.price) return JSON.stringify(row)
    changed++
    return JSON.stringify({ ...row, price: Math.max(1000, row.price - 500) })
  })
  writeFileSync(file, `${lines.join('\n')}\n`)
  return changed
}

function reportSize(size: SizeFigures) {
  {
    console.log(
      `\n${integer(size.dealers)} dealers, ${integer(size.vehicles)} vehicles: ${options.sample} sampled dealers, page cache off\n`,
    )
    console.log(
      formatTable(
        [
          'page',
          'URLs',
          'p50 ms',
          'p95 ms',
          'p99 ms',
          'non-200',
          `${options.connections} conn req/s`,
          'p95 ms',
          'memory req/s',
          'app/memory',
        ],
        size.kinds.map(({ kind, oneAtATime: one, load, memory }) => [
          platformPageLabels[kind],
          integer(one.requests),
          milliseconds(one.p50),
          milliseconds(one.p95),
          milliseconds(one.p99),
          integer(one.rejected.length + load.non2xx + load.errors),
          integer(load.requestsPerSecond),
          milliseconds(load.p95),
          integer(memory?.requestsPerSecond),
          ratio(load.requestsPerSecond, memory?.requestsPerSecond),
        ]),
      ),
    )
    for (const { kind, oneAtATime } of size.kinds)
      if (oneAtATime.rejected.length > 0)
        console.log(`  ${kind} answered other than 200: ${JSON.stringify(oneAtATime.rejected.slice(0, 3))}`)
    if (size.kinds.some(({ cpu }) => cpu)) {
      console.log(`\n  The server's CPU a request at ${options.connections} connections, by thread\n`)
      console.log(
        threadCpuTable(
          size.kinds.map(({ kind, load, cpu }) => ({
            label: platformPageLabels[kind],
            load,
            cpu,
          })),
        ),
      )
    }
    const perSecond = (run: { seconds: number; documents: number }) => integer(run.documents / run.seconds)
    console.log(
      `\n  generate ${size.generateSeconds.toFixed(1)} s (0 when already there) · ingest ${integer(size.ingest.documents)} docs in ${size.ingest.seconds} s (${perSecond(size.ingest)} docs/s) · update of ${integer(size.update.changed)} cars (whole feed sent) ${size.update.seconds} s (${perSecond(size.update)} docs/s)`,
    )
    console.log(`  server start to first healthy answer ${size.startSeconds.toFixed(1)} s`)
    console.log(
      `  RSS MB: idle ${integer(size.rss.idle)}, after the sampled pages ${integer(size.rss.afterSampling)}, peak under load ${integer(size.rss.peakUnderLoad)}, after the Zipf mix (cache on) ${integer(size.cache.rssAfter)}`,
    )
    const cacheable = size.cache.hits + size.cache.misses
    console.log(
      `  page cache under a Zipf mix (s=1.1) of ${integer(size.cache.requests)} requests: ${integer(size.cache.hits)} hits, ${integer(size.cache.misses)} misses (${cacheable ? ((100 * size.cache.hits) / cacheable).toFixed(1) : 'n/a'} % hit rate), ${integer(size.cache.uncacheable)} not cacheable`,
    )
  }
}

function reportRatio(figures: readonly SizeFigures[]) {
  const [small, large] = figures
  if (!small || !large || figures.length < 2) return
  console.log(
    `\nUncached cost at ${integer(large.vehicles)}/${integer(large.dealers)} against ${integer(small.vehicles)}/${integer(small.dealers)} (target ≤ ${RATIO_TARGET}x)\n`,
  )
  console.log(
    formatTable(
      ['page', 'p50 small', 'p50 large', 'ratio p50', 'req/s small', 'req/s large', 'ratio req/s', 'target'],
      large.kinds.map((entry) => {
        const base = small.kinds.find((candidate) => candidate.kind === entry.kind)
        const costRatio = base ? entry.oneAtATime.p50 / base.oneAtATime.p50 : Number.NaN
        // Cost per request at 50 connections: the inverse of throughput (0 req/s in a run gives no figure).
        const throughputRatio =
          base && entry.load.requestsPerSecond > 0 && base.load.requestsPerSecond > 0
            ? base.load.requestsPerSecond / entry.load.requestsPerSecond
            : Number.NaN
        const shown = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : 'n/a')
        const worst = Math.max(...[costRatio, throughputRatio].filter(Number.isFinite))
        return [
          platformPageLabels[entry.kind],
          milliseconds(base?.oneAtATime.p50),
          milliseconds(entry.oneAtATime.p50),
          shown(costRatio),
          integer(base?.load.requestsPerSecond),
          integer(entry.load.requestsPerSecond),
          shown(throughputRatio),
          Number.isFinite(worst) ? (worst <= RATIO_TARGET ? 'met' : 'missed') : 'n/a',
        ]
      }),
    ),
  )
}
