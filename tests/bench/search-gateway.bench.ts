import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { repoRoot } from '@forecourt/config/repo-root'
import { facetFields } from '@forecourt/search/collections/define-collection'
import { vehiclesCollection } from '@forecourt/search/collections/vehicles'
import { positiveInteger } from './bench-args.ts'
import { requestOneAtATime, summarise } from './one-at-a-time.ts'
import { builtServer, getPage, ingestDemoStock, runNode, startWebServer } from './srp-server.ts'
import { formatTable, integer, milliseconds, ratio } from './table.ts'

/**
 * What the heaviest search a browser key allows costs everyone else (issue 31): vehicle pages requested
 * one at a time, idle and while `--heavy` clients each send the largest request the gateway forwards
 * (20 searches of 30 hits, 32 facets of 50 values, grouped by model, typed words) back to back.
 * Figures only: nothing fails because a run was slow.
 */

const usage = `Usage: npm run bench:search-gateway -- [--dealer southern-cross-motors] [--pages 200] [--heavy 3]`
const { values } = parseArgs({
  options: {
    dealer: { type: 'string', default: 'southern-cross-motors' },
    pages: { type: 'string', default: '200' },
    heavy: { type: 'string', default: '3' },
    help: { type: 'boolean', default: false },
  },
})
if (values.help) {
  console.log(usage)
  process.exit(0)
}
const pageCount = positiveInteger(values.pages, '--pages', usage)
const heavyClients = positiveInteger(values.heavy, '--heavy', usage)
try {
  readFileSync(builtServer)
} catch {
  console.error('The web app is not built. Run `npm run build` at the repository root first.')
  process.exit(1)
}

const dataDir = join(repoRoot, '.data/bench-search-gateway')
const environment = { ...process.env, DATA_DIR: dataDir, PAGE_CACHE_TTL_SECONDS: '0', LOG_LEVEL: 'warn' }
runNode('packages/demo-data/src/cli.ts', ['--out', join(dataDir, 'demo'), '--if-absent'], environment)
ingestDemoStock(dataDir, environment)
const host = `${values.dealer}.localhost`
const carPaths = readFileSync(join(dataDir, 'demo/stock.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { dealership_slug: string; status: string; path: string })
  .filter((row) => row.dealership_slug === values.dealer && row.status === 'in_stock')
  .map((row) => row.path)
const paths = Array.from({ length: pageCount }, (_, i) => carPaths[i % carPaths.length]!)

// Every facet of the stock index (32): more than the results page asks for (26).
const facets = facetFields(vehiclesCollection).slice(0, 32)
const heavySearch = (i: number) => ({
  collection: 'vehicles',
  q: i % 2 === 0 ? '*' : 'toyta hilux sr5 diesel automatic',
  facet_by: facets.join(','),
  max_facet_values: 50,
  per_page: 30,
  page: 1 + (i % 3),
  group_by: 'make_model',
  group_limit: 3,
  sort_by: 'price:desc',
})

const server = await startWebServer(environment)
try {
  const searchPage = await getPage(server.port, host, '/search')
  const key = /"apiKey\\?"\s*[:,]\s*\\?"([A-Za-z0-9+/=]{40,})\\?"/.exec(searchPage.body)?.[1]
  if (!key) throw new Error('The results page carries no browser key.')
  const url = `http://127.0.0.1:${server.port}/typesense/multi_search?x-typesense-api-key=${encodeURIComponent(key)}`
  const body = JSON.stringify({ searches: Array.from({ length: 20 }, (_, i) => heavySearch(i)) })
  const heavyOnce = async () => {
    const started = performance.now()
    const response = await fetch(url, {
      method: 'POST',
      headers: { host, 'content-type': 'text/plain' },
      body,
    })
    const bytes = (await response.arrayBuffer()).byteLength
    return { status: response.status, bytes, milliseconds: performance.now() - started }
  }

  await requestOneAtATime({ port: server.port, host, paths: paths.slice(0, 20) })
  const idle = summarise(await requestOneAtATime({ port: server.port, host, paths }))
  const probe = await heavyOnce()

  let running = true
  const heavyRuns: { status: number; milliseconds: number }[] = []
  const loops = Array.from({ length: heavyClients }, async () => {
    while (running) heavyRuns.push(await heavyOnce())
  })
  await new Promise((resolve) => setTimeout(resolve, 500))
  const rss = server.rssMegabytes()
  const loaded = summarise(await requestOneAtATime({ port: server.port, host, paths }))
  running = false
  await Promise.all(loops)

  const heavyTimes = heavyRuns.map((run) => run.milliseconds).sort((a, b) => a - b)
  console.log(
    `\nVehicle pages of ${values.dealer}, one at a time (page cache off), ${pageCount} requests each\n`,
  )
  console.log(
    formatTable(
      ['condition', 'p50 ms', 'p95 ms', 'p99 ms', 'p50 vs idle'],
      [
        ['idle', milliseconds(idle.p50), milliseconds(idle.p95), milliseconds(idle.p99), '1.00x'],
        [
          `${heavyClients} heaviest-allowed search clients`,
          milliseconds(loaded.p50),
          milliseconds(loaded.p95),
          milliseconds(loaded.p99),
          ratio(loaded.p50, idle.p50),
        ],
      ],
    ),
  )
  console.log(
    `\nThe heaviest request: 20 searches; answered ${probe.status} with ${integer(probe.bytes)} bytes in ` +
      `${milliseconds(probe.milliseconds)} ms alone; ${heavyRuns.length} sent under load ` +
      `(statuses ${[...new Set(heavyRuns.map((run) => run.status))].join(', ')}), p50 ` +
      `${milliseconds(heavyTimes[Math.floor(heavyTimes.length / 2)])} ms; server RSS ${integer(rss)} MB`,
  )
  console.log(`Target: under load, a vehicle page's p50 under 2x idle: ${ratio(loaded.p50, idle.p50)}`)
} finally {
  await server.stop()
}
