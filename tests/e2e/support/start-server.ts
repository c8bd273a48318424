import { spawn, spawnSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '@forecourt/config/repo-root'
import { nodeScriptArgs } from '../../support/node-script-args.ts'
import { e2eDataDir, e2ePort } from './server.ts'

// The end-to-end server runs the production build on its own data directory, with a fresh database and
// search index, and the demo data regenerated only when the generator changed: as `npm start` does.
const dataDir = join(repoRoot, e2eDataDir())
const environment = {
  ...process.env,
  // A test server, not production: the specs read sign-in codes and leads from the dev outboxes and pay on
  // the test payment page, neither of which exists with NODE_ENV=production (ADR 044).
  NODE_ENV: 'test',
  PORT: String(e2ePort),
  DATA_DIR: dataDir,
  // Every spec sends its forms from 127.0.0.1; lead-limits.spec.ts checks the real limits on its own server.
  LEADS_PER_IP_PER_HOUR: '100000',
  // Likewise every sign-in code is asked for from 127.0.0.1; the per-phone limit stays as configured.
  SIGN_IN_CODES_PER_IP_PER_HOUR: '100000',
  // And every finance quote (hostile-requests.spec.ts checks that limit on a server of its own).
  FINANCE_QUOTES_PER_IP_PER_HOUR: '100000',
  // Playwright prints the server's stdout: warnings and errors only, not a JSON line per request
  // (LOG_LEVEL=info shows them).
  LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
}
for (const service of ['pglite', 'search']) rmSync(join(dataDir, service), { recursive: true, force: true })

const run = (...args: string[]) => {
  const result = spawnSync(process.execPath, args, {
    stdio: 'inherit',
    env: environment,
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
run(join(repoRoot, 'packages/demo-data/src/cli.ts'), '--out', join(dataDir, 'demo'), '--if-absent')
// The demo's dates move to the present; tests judge listing ages from the same moment (demo-stock.ts).
writeFileSync(join(dataDir, 'ingested-at.json'), JSON.stringify({ ingestedAt: Date.now() }))
// An earlier feed first, then today's: the cars that left in between are departed, as `npm start` has them.
for (const feed of ['stock-earlier.ndjson', 'stock.ndjson'])
  run(...nodeScriptArgs('stock:ingest'), '--file', join(dataDir, 'demo', feed), '--rebase-demo-dates')

const server = spawn(process.execPath, ['server.ts'], {
  cwd: join(repoRoot, 'apps/web'),
  stdio: 'inherit',
  env: environment,
})
const stop = () => server.kill('SIGTERM')
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
server.on('exit', (code) => process.exit(code ?? 0))
