#!/usr/bin/env node
// Where `npm test`'s time goes: runs each part of the suite on its own, timed, and writes the table into
// tests/README.md (between the timings markers). Run it in a clean clone for figures a CI run would see:
//   git clone . /tmp/timings && cd /tmp/timings && npm run test:timings
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join, relative } from 'node:path'

const root = join(import.meta.dirname, '..')
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' }
const rows = []

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
const minutes = (ms) =>
  ms >= 60_000 ? `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s` : seconds(ms)

function timed(label, command, args, options = {}) {
  const started = Date.now()
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit', ...options })
  const ms = Date.now() - started
  if (result.status !== 0) throw new Error(`${label} exited ${result.status}`)
  rows.push({ part: label, ms })
  return ms
}

const npx = (...args) => ['npx', ['--no-install', ...args]]

// 1. What a clean clone installs.
timed('install (ensure-deps)', 'node', ['scripts/ensure-deps.mjs'])
timed('Chromium (ensure-chromium)', 'node', ['scripts/ensure-chromium.mjs'])

// 2. Turbo: typecheck, lint, unit and integration tests, build; forced, so nothing comes from its cache.
const turboStarted = Date.now()
timed(
  'turbo: typecheck, lint, test, build (wall)',
  ...npx(
    'turbo',
    'run',
    'typecheck',
    'lint',
    'test',
    'build',
    '--concurrency=2',
    '--force',
    '--summarize',
    '--output-logs=errors-only',
  ),
)
const runsDir = join(root, '.turbo/runs')
const summary = readdirSync(runsDir)
  .map((name) => join(runsDir, name))
  .map((path) => ({ path, data: JSON.parse(readFileSync(path, 'utf8')) }))
  .filter(({ data }) => (data.execution?.startTime ?? 0) >= turboStarted - 5_000)
  .sort((a, b) => b.data.execution.startTime - a.data.execution.startTime)[0]
const tasks = (summary?.data.tasks ?? [])
  .map((task) => ({ id: task.taskId, ms: task.execution.endTime - task.execution.startTime }))
  .filter((task) => task.ms >= 1_000)
  .sort((a, b) => b.ms - a.ms)

// 3. The end-to-end server's start-up (demo data, stock ingestion, listening), on its own.
const startUp = await new Promise((resolve, reject) => {
  const started = Date.now()
  const server = spawn('node', ['e2e/support/start-server.ts'], {
    cwd: join(root, 'tests'),
    env,
    stdio: 'ignore',
    detached: true,
  })
  const port = Number(process.env.E2E_PORT ?? 3100)
  const poll = setInterval(async () => {
    const ok = await fetch(`http://localhost:${port}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    )
    if (!ok) return
    clearInterval(poll)
    const ms = Date.now() - started
    process.kill(-server.pid, 'SIGTERM')
    server.once('exit', () => resolve(ms))
  }, 250)
  server.once('error', reject)
})
rows.push({ part: 'end-to-end server start-up (demo data, ingestion, listen)', ms: startUp })

// 4. Playwright, with its JSON report.
const reportDir = mkdtempSync(join(tmpdir(), 'forecourt-timings-'))
const report = join(reportDir, 'report.json')
timed('Playwright: every project (wall)', ...npx('playwright', 'test', '--reporter=json'), {
  cwd: join(root, 'tests'),
  env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const results = JSON.parse(readFileSync(report, 'utf8'))
rmSync(reportDir, { recursive: true, force: true })
const byProject = new Map()
const bySpec = new Map()
let testCount = 0
const walk = (suite) => {
  for (const child of suite.suites ?? []) walk(child)
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0)
      if (test.status !== 'skipped') testCount++
      byProject.set(test.projectName, (byProject.get(test.projectName) ?? 0) + ms)
      const key = `${relative(join(root, 'tests'), join(root, 'tests/e2e', spec.file))} [${test.projectName}]`
      bySpec.set(key, (bySpec.get(key) ?? 0) + ms)
    }
  }
}
for (const suite of results.suites ?? []) walk(suite)

const total = rows.reduce((sum, row) => sum + (row.part.startsWith('end-to-end server') ? 0 : row.ms), 0)
const date = new Date().toISOString().slice(0, 10)
const table = [
  `Measured ${date} by \`npm run test:timings\` (Playwright with its configured workers and without \`CI\` set, so it keeps traces of failures and retries nothing, unlike CI; the machine's cores: ${availableParallelism()}). Sum of the parts as \`npm test\` runs them: **${minutes(total)}**.`,
  '',
  '| part | time |',
  '| --- | ---: |',
  ...rows.map((row) => `| ${row.part} | ${minutes(row.ms)} |`),
  '',
  'Turbo tasks over a second (each task on its own; two run at once):',
  '',
  '| task | time |',
  '| --- | ---: |',
  ...tasks.map((task) => `| ${task.id} | ${minutes(task.ms)} |`),
  '',
  `Playwright: ${testCount} tests run; time spent in tests per project (its workers run at once, so the sum exceeds the wall time):`,
  '',
  '| project | time in tests |',
  '| --- | ---: |',
  ...[...byProject].map(([project, ms]) => `| ${project} | ${minutes(ms)} |`),
  '',
  'The 20 slowest spec files (per project):',
  '',
  '| spec | time in tests |',
  '| --- | ---: |',
  ...[...bySpec]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 20)
    .map(([spec, ms]) => `| ${spec} | ${minutes(ms)} |`),
].join('\n')

const readmePath = join(root, 'tests/README.md')
const readme = readFileSync(readmePath, 'utf8')
const start = '<!-- timings:start -->'
const end = '<!-- timings:end -->'
const before = readme.slice(0, readme.indexOf(start) + start.length)
const after = readme.slice(readme.indexOf(end))
if (!readme.includes(start) || !readme.includes(end))
  throw new Error(`tests/README.md lacks ${start} … ${end}`)
writeFileSync(readmePath, `${before}\n${table}\n${after}`)
console.log(table)
