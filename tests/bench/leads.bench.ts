import { readFileSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { repoRoot } from '@forecourt/config/repo-root'
import { openDatabase } from '@forecourt/db/database'
import { leads } from '@forecourt/db/schema'
import { recordSubmittedLead } from '@forecourt/leads/lead-store'
import { count, like } from 'drizzle-orm'
import { coastlineEnquiry, startLeadServer } from '../support/lead-server.ts'
import { positiveInteger } from './bench-args.ts'
import { builtServer, runNode } from './srp-server.ts'
import { formatTable, integer, milliseconds } from './table.ts'
import { parseThreadStat } from './thread-cpu.ts'

/**
 * Sustained lead capture on the embedded database (issue 6): shoppers posting the contact form to the
 * production server as fast as it answers, at several concurrencies, with every lead stored and queued
 * for delivery (CRM webhook and email). Then the same store call in-process, without HTTP or rendering,
 * to show what limits the server. Figures only: nothing here fails because a run was slow.
 */

const usage = 'Usage: npm run bench:leads -- [--connections 1,10,50] [--seconds 10] [--store-only 2000]'
const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '1,10,50' },
    seconds: { type: 'string', default: '10' },
    'store-only': { type: 'string', default: '2000' },
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
const storeOnly = positiveInteger(values['store-only'], '--store-only', usage)

try {
  readFileSync(builtServer)
} catch {
  console.error('The web app is not built. Run `npm run build` at the repository root first.')
  process.exit(1)
}

const dataDir = join(repoRoot, '.data/bench-leads')
runNode('packages/demo-data/src/cli.ts', ['--out', join(dataDir, 'demo'), '--if-absent'], {
  ...process.env,
  DATA_DIR: dataDir,
})

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN

/** CPU seconds (user + system) the process has used, from /proc (a process's stat reads as a thread's). */
const cpuSeconds = (pid: number) => parseThreadStat(readFileSync(`/proc/${pid}/stat`, 'utf8')).seconds

function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024
}

function post(agent: Agent, port: number, body: string): Promise<number> {
  const host = `coastline-motorcycles.localhost:${port}`
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/contact',
        method: 'POST',
        agent,
        headers: {
          host,
          origin: `http://${host}`,
          'content-type': 'application/x-www-form-urlencoded',
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

interface Row {
  label: string
  leads: number
  leadsPerSecond: number
  p50: number
  p95: number
  p99: number
  failed: number
  cpu: number
  rss: number
}

let shopper = 0
async function load(port: number, pid: number, connections: number, runSeconds: number, marker: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const times: number[] = []
  let failed = 0
  const cpuBefore = cpuSeconds(pid)
  const started = performance.now()
  const deadline = started + runSeconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const body = coastlineEnquiry(shopper++, marker).toString()
        const sent = performance.now()
        const status = await post(agent, port, body).catch(() => 0)
        if (status === 302) times.push(performance.now() - sent)
        else failed++
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  times.sort((a, b) => a - b)
  return {
    leads: times.length,
    leadsPerSecond: times.length / elapsed,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    failed,
    cpu: (cpuSeconds(pid) - cpuBefore) / elapsed,
    rss: rssMegabytes(pid),
  }
}

const rows: Row[] = []
const marker = `bench-${Date.now()}`
const server = await startLeadServer({
  port: 3900,
  dataDir,
  fresh: true,
  env: {
    CONTENT_DATASET_PATH: join(dataDir, 'demo/content.ndjson'),
    LEADS_PER_IP_PER_HOUR: '1000000',
    LEADS_PER_PHONE_PER_HOUR: '1000000',
  },
})
const pid = server.pid
console.log(
  `Web server on port ${server.port}; posting /contact to Coastline Motorcycles for ${seconds} s a run`,
)
let sent = 0
try {
  await load(server.port, pid, 4, 2, `warmup-${marker}`)
  for (const connections of connectionCounts) {
    const result = await load(server.port, pid, connections, seconds, marker)
    sent += result.leads
    rows.push({ label: `HTTP, ${connections} connection${connections === 1 ? '' : 's'}`, ...result })
  }
} finally {
  await server.kill('SIGTERM')
}

// Every lead the server said yes to is in the database.
const opened = await openDatabase({ dataDir: join(dataDir, 'pglite') })
const [stored] = await opened.db
  .select({ value: count() })
  .from(leads)
  .where(like(leads.email, `${marker}-%`))
// The store alone: the same transaction (lead, event, two deliveries), in-process and one at a time.
const storeStarted = performance.now()
const storeTimes: number[] = []
for (let index = 0; index < storeOnly; index++) {
  const started = performance.now()
  await recordSubmittedLead(
    opened.db,
    {
      dealerId: 'dealer-coastline-motorcycles',
      category: 'General Enquiry',
      leadEventId: 22,
      name: 'Bench',
      email: `${marker}-store-${index}@example.com`,
      phone: '0412345678',
      consent: true,
      optIn: true,
    },
    ['crm_webhook', 'email'],
  )
  storeTimes.push(performance.now() - started)
}
const storeElapsed = (performance.now() - storeStarted) / 1000
storeTimes.sort((a, b) => a - b)
await opened.close()
rows.push({
  label: 'store only (in-process PGlite)',
  leads: storeOnly,
  leadsPerSecond: storeOnly / storeElapsed,
  p50: percentile(storeTimes, 50),
  p95: percentile(storeTimes, 95),
  p99: percentile(storeTimes, 99),
  failed: 0,
  cpu: Number.NaN,
  rss: process.memoryUsage().rss / 1024 / 1024,
})

console.log(
  formatTable(
    ['run', 'leads', 'leads/s', 'p50 ms', 'p95 ms', 'p99 ms', 'not stored', 'server CPU', 'RSS MB'],
    rows.map((row) => [
      row.label,
      integer(row.leads),
      row.leadsPerSecond.toFixed(1),
      milliseconds(row.p50),
      milliseconds(row.p95),
      milliseconds(row.p99),
      integer(row.failed),
      Number.isNaN(row.cpu) ? '-' : `${(row.cpu * 100).toFixed(0)}%`,
      integer(row.rss),
    ]),
  ),
)
console.log(`Stored after the HTTP runs: ${integer(stored?.value)} of ${integer(sent)} confirmed leads.`)
