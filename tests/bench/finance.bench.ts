import { readFileSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { repoRoot } from '@forecourt/config/repo-root'
import { instantQuote } from '@forecourt/domain/finance/instant-quote'
import { startLeadServer } from '../support/lead-server.ts'
import { positiveInteger } from './bench-args.ts'
import { percentile } from './measure.ts'
import { builtServer, runNode } from './srp-server.ts'
import { formatTable, integer, milliseconds } from './table.ts'

/**
 * The finance quote (issue 15): `POST /api/youx/quote` on the production server with the embedded
 * provider, as the quote box asks it (debounced, one request per change), at several concurrencies; then
 * the embedded rate table's computation alone. Figures only: nothing here fails because a run was slow.
 */

const usage = 'Usage: npm run bench:finance -- [--connections 1,10,50] [--seconds 10]'
const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '1,10,50' },
    seconds: { type: 'string', default: '10' },
    help: { type: 'boolean', default: false },
  },
})
if (values.help) {
  console.log(usage)
  process.exit(0)
}
const connectionCounts = values.connections
  .split(',')
  .map((text) => positiveInteger(text.trim(), '--connections', usage))
const seconds = positiveInteger(values.seconds, '--seconds', usage)
try {
  readFileSync(builtServer)
} catch {
  console.error('The web app is not built. Run `npm run build` at the repository root first.')
  process.exit(1)
}

const dataDir = join(repoRoot, '.data/bench-finance')
runNode('packages/demo-data/src/cli.ts', ['--out', join(dataDir, 'demo'), '--if-absent'], {
  ...process.env,
  DATA_DIR: dataDir,
})

const scores = ['GREAT', 'DECENT', 'POOR'] as const

function quote(agent: Agent, port: number, index: number): Promise<number> {
  const host = `harbourside-volkswagen.localhost:${port}`
  const body = JSON.stringify({
    selfAssessedCreditScore: scores[index % 3],
    purchasePrice: 10_000 + (index % 380) * 500,
    loanTerm: 1 + (index % 7),
    year: 2022,
    vin: null,
    nvic: null,
    whoIsHelping: null,
  })
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/youx/quote',
        method: 'POST',
        agent,
        headers: {
          host,
          origin: `http://${host}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

async function load(port: number, connections: number, runSeconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const times: number[] = []
  let failed = 0
  let index = 0
  const started = performance.now()
  const deadline = started + runSeconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const sent = performance.now()
        const status = await quote(agent, port, index++).catch(() => 0)
        if (status === 200) times.push(performance.now() - sent)
        else failed++
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  times.sort((a, b) => a - b)
  return {
    quotes: times.length,
    perSecond: times.length / elapsed,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    failed,
  }
}

const server = await startLeadServer({
  port: 3901,
  dataDir,
  fresh: true,
  env: { CONTENT_DATASET_PATH: join(dataDir, 'demo/content.ndjson') },
})
console.log(
  `Web server on port ${server.port}; POST /api/youx/quote to Harbourside Volkswagen for ${seconds} s a run`,
)
const rows: string[][] = []
try {
  await load(server.port, 4, 2)
  for (const connections of connectionCounts) {
    const result = await load(server.port, connections, seconds)
    rows.push([
      `HTTP, ${connections} connection${connections === 1 ? '' : 's'}`,
      integer(result.quotes),
      integer(result.perSecond),
      milliseconds(result.p50),
      milliseconds(result.p95),
      milliseconds(result.p99),
      integer(result.failed),
    ])
  }
} finally {
  await server.kill('SIGTERM')
}

// The embedded rate table alone, in-process.
const runs = 200_000
const started = performance.now()
for (let index = 0; index < runs; index++) {
  instantQuote(
    {
      selfAssessedCreditScore: scores[index % 3] ?? 'GREAT',
      purchasePrice: 10_000 + (index % 380) * 500,
      loanTerm: 1 + (index % 7),
    },
    { interestRate: 8.49, establishmentFee: 495 },
  )
}
const perQuote = (performance.now() - started) / runs
rows.push([
  'instantQuote in-process',
  integer(runs),
  integer(1000 / perQuote),
  milliseconds(perQuote),
  '',
  '',
  '0',
])
console.log(formatTable(['scenario', 'quotes', 'quotes/s', 'p50', 'p95', 'p99', 'failed'], rows))
