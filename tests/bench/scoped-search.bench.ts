import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { SearchEngine } from '@forecourt/search-engine/engine'
import { positiveInteger } from './bench-args.ts'
import { buildVehicleDocuments, jsonLineBatches } from './bench-data.ts'
import { benchVehiclesCollection, withCoordinates } from './bench-geo.ts'
import { foundOf } from './engine-requests.ts'
import { percentile } from './measure.ts'
import {
  CARS_PER_DEALER,
  type ScopedInput,
  type ScopedKind,
  scopedInputs,
  scopedRequests,
  spreadOverDealers,
} from './scoped-inputs.ts'
import { formatTable, integer, milliseconds, ratio } from './table.ts'

/**
 * A dealer's searches at several platform sizes (issue 36: a dealer's page must not pay for the platform's
 * size), in-process against the engine API: the results page's search, the vehicle page's slug look-up and
 * its three similar-cars searches, every platform made of dealers of about 200 cars. Reports wall-clock
 * p50/p95 per request and the process's CPU time per request (GC included). Figures only.
 */

const usage = 'Usage: npm run bench:scoped-search -- [--sizes 1500,20000,100000] [--runs 500] [--warmup 100]'

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1500,20000,100000' },
    runs: { type: 'string', default: '500' },
    warmup: { type: 'string', default: '100' },
    help: { type: 'boolean', default: false },
  },
})
if (values.help) {
  console.log(usage)
  process.exit(0)
}
const sizes = values.sizes.split(',').map((size) => positiveInteger(size.trim(), '--sizes', usage))
const runs = positiveInteger(values.runs, '--runs', usage)
const warmup = positiveInteger(values.warmup, '--warmup', usage)
const COLLECTION = benchVehiclesCollection.name

interface KindFigures {
  p50: number
  p95: number
  cpuMs: number
  meanFound: number
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

function measureSize(size: number): Record<ScopedKind, KindFigures> {
  console.error(`— ${integer(size)} cars, ${integer(Math.round(size / CARS_PER_DEALER))} dealers: generating`)
  const documents = spreadOverDealers(withCoordinates(buildVehicleDocuments(size)))
  const engine = new SearchEngine()
  engine.createCollection(benchVehiclesCollection)
  for (const batch of jsonLineBatches(documents, 1000)) {
    const failed = engine.importDocuments(COLLECTION, batch, { action: 'create' }).filter((r) => !r.success)
    if (failed.length > 0) throw new Error(`import rejected ${failed.length} documents`)
  }
  const inputs = scopedInputs(warmup + runs, documents)
  console.error(`  imported; timing (load average ${load()})`)
  const figures = {} as Record<ScopedKind, KindFigures>
  for (const kind of Object.keys(scopedRequests) as ScopedKind[]) {
    const request = (input: ScopedInput) =>
      scopedRequests[kind](input).reduce(
        (total, params) => total + foundOf(engine.search(COLLECTION, params), false),
        0,
      )
    for (const input of inputs.slice(0, warmup)) request(input)
    const samples: number[] = []
    let found = 0
    const cpuBefore = process.cpuUsage()
    for (const input of inputs.slice(warmup)) {
      const start = performance.now()
      found += request(input)
      samples.push(performance.now() - start)
    }
    const cpu = process.cpuUsage(cpuBefore)
    samples.sort((a, b) => a - b)
    figures[kind] = {
      p50: percentile(samples, 0.5),
      p95: percentile(samples, 0.95),
      cpuMs: (cpu.user + cpu.system) / 1000 / samples.length,
      meanFound: found / samples.length,
    }
  }
  engine.close()
  return figures
}

const results = sizes.map((size) => ({ size, figures: measureSize(size) }))
const smallest = results[0]!
const largest = results[results.length - 1]!
const rows = (Object.keys(scopedRequests) as ScopedKind[]).flatMap((kind) =>
  results.map(({ size, figures }) => {
    const f = figures[kind]
    const base = smallest.figures[kind]
    return [
      kind,
      integer(size),
      milliseconds(f.p50),
      milliseconds(f.p95),
      milliseconds(f.cpuMs),
      ratio(f.cpuMs, base.cpuMs),
      f.meanFound.toFixed(1),
    ]
  }),
)
console.log(
  `\nA dealer's searches (~${CARS_PER_DEALER} cars each), in-process, ${runs} runs per kind after ${warmup} warm-up; load average ${load()}\n`,
)
console.log(
  formatTable(
    ['request', 'cars', 'p50 ms', 'p95 ms', 'CPU ms/req', 'CPU vs smallest', 'mean found'],
    rows,
    1,
  ),
)
if (results.length > 1) {
  const target = (Object.keys(scopedRequests) as ScopedKind[])
    .map(
      (kind) =>
        `${kind} ${ratio(largest.figures[kind].cpuMs, smallest.figures[kind].cpuMs)} CPU, ` +
        `${ratio(largest.figures[kind].p50, smallest.figures[kind].p50)} p50`,
    )
    .join('; ')
  console.log(
    `\n${integer(largest.size)} / ${integer(smallest.size)} cars (issue 36's target: at most 1.50x): ${target}`,
  )
}
