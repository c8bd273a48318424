import { parseArgs } from 'node:util'
import { TRADE_IN_CONDITIONS } from '@forecourt/domain/leads/trade-in-vehicle'
import { comparableSearch } from '@forecourt/domain/trade-in-valuation/comparables'
import { valueTradeIn } from '@forecourt/domain/trade-in-valuation/valuation'
import { vehiclesCollection } from '@forecourt/search/collections/vehicles'
import { findTradeInComparables } from '@forecourt/search/trade-in-comparables'
import { startStandaloneServer } from '@forecourt/search-engine/server'
import { Client } from 'typesense'
import { positiveInteger } from './bench-args.ts'
import { buildVehicleDocuments, jsonLineBatches } from './bench-data.ts'
import { EngineHttpClient } from './engine-http-client.ts'
import { percentile } from './measure.ts'
import { formatTable, integer, milliseconds } from './table.ts'

/**
 * The instant trade-in valuation (issue 33): valuations per second, first the rules alone (comparables
 * already found), then a whole valuation as the trade-in step makes it (the comparables search of every
 * dealer's stock on the standalone engine over loopback HTTP, then the rules), one at a time and several
 * at once. Figures only: nothing here fails because a run was slow.
 */

const usage = 'Usage: npm run bench:valuation -- [--vehicles 10000] [--valuations 2000] [--concurrency 10]'
const { values } = parseArgs({
  options: {
    vehicles: { type: 'string', default: '10000' },
    valuations: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '10' },
    help: { type: 'boolean', default: false },
  },
})
if (values.help) {
  console.log(usage)
  process.exit(0)
}
const vehicles = positiveInteger(values.vehicles, '--vehicles', usage)
const valuations = positiveInteger(values.valuations, '--valuations', usage)
const concurrency = positiveInteger(values.concurrency, '--concurrency', usage)
const API_KEY = 'bench-admin-key'
const settings = { reconditioningDollars: 1500, marginPercent: 10, minimumComparables: 3 }

console.error(`Generating ${vehicles} vehicles`)
const documents = buildVehicleDocuments(vehicles)
const used = documents.filter((document) => document.car_type !== 'new' && document.price > 0)
// The shoppers' cars: used demo cars, each at its own kilometres, the condition answers in turn.
const subjects = Array.from({ length: valuations }, (_, index) => {
  const car = used[(index * 7919) % used.length]!
  return {
    make: car.make,
    model: car.model,
    year: car.year,
    badge: car.badge ?? null,
    odometerKm: car.km,
    condition: TRADE_IN_CONDITIONS[index % TRADE_IN_CONDITIONS.length]!,
  }
})

const server = await startStandaloneServer({ port: 0, apiKey: API_KEY })
try {
  const engine = new EngineHttpClient(`http://${server.host}:${server.port}`, API_KEY)
  await engine.createCollection(vehiclesCollection)
  for (const batch of jsonLineBatches(documents, 1000))
    await engine.importLines(vehiclesCollection.name, batch)
  const client = new Client({
    nodes: [{ host: server.host, port: server.port, protocol: 'http' }],
    apiKey: API_KEY,
    connectionTimeoutSeconds: 10,
  })
  const value = async (subject: (typeof subjects)[number]) =>
    valueTradeIn(subject, await findTradeInComparables(client, comparableSearch(subject)), settings)

  // The rules alone, on comparables found beforehand.
  const found = await Promise.all(
    subjects.slice(0, 200).map((subject) => findTradeInComparables(client, comparableSearch(subject))),
  )
  let ruleRuns = 0
  const ruleStart = performance.now()
  while (performance.now() - ruleStart < 2_000) {
    const index = ruleRuns % found.length
    valueTradeIn(subjects[index]!, found[index]!, settings)
    ruleRuns++
  }
  const rulesPerSecond = ruleRuns / ((performance.now() - ruleStart) / 1000)

  // Whole valuations, one at a time: each one's time.
  for (const subject of subjects.slice(0, 50)) await value(subject) // warm-up
  const times: number[] = []
  let ranges = 0
  const serialStart = performance.now()
  for (const subject of subjects) {
    const start = performance.now()
    if ((await value(subject)).kind === 'range') ranges++
    times.push(performance.now() - start)
  }
  const serialPerSecond = subjects.length / ((performance.now() - serialStart) / 1000)
  times.sort((a, b) => a - b)

  // Several at once, as several shoppers' steps would.
  let next = 0
  const concurrentStart = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < subjects.length) await value(subjects[next++]!)
    }),
  )
  const concurrentPerSecond = subjects.length / ((performance.now() - concurrentStart) / 1000)

  console.log(
    `Trade-in valuations: ${integer(vehicles)} vehicles, ${integer(valuations)} valuations (${integer(ranges)} with a number, the rest the call-back path)\n`,
  )
  console.log(
    formatTable(
      ['Valuation', 'valuations/s', 'p50 ms', 'p95 ms'],
      [
        ['rules only (comparables found)', integer(rulesPerSecond), '', ''],
        [
          'search + rules, one at a time',
          integer(serialPerSecond),
          milliseconds(percentile(times, 0.5)),
          milliseconds(percentile(times, 0.95)),
        ],
        [`search + rules, ${concurrency} at once`, integer(concurrentPerSecond), '', ''],
      ],
    ),
  )
} finally {
  await server.close()
}
