import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { repoRoot } from '@forecourt/config/repo-root'
import { nodeScriptArgs } from '../support/node-script-args.ts'

/** The production web server, started on its own data directory for the benchmark. */

export const webDir = join(repoRoot, 'apps/web')
export const builtServer = join(webDir, 'build/server/index.js')

export function runNode(script: string, args: readonly string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(process.execPath, ['--max-semi-space-size=64', join(repoRoot, script), ...args], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  })
  if (result.status !== 0) throw new Error(`${script} exited with ${result.status}`)
}

/** `npm run stock:ingest` of the demo feed in `dataDir`, its dates moved to today, with the script's Node flags. */
export function ingestDemoStock(dataDir: string, env: NodeJS.ProcessEnv): void {
  const args = [
    ...nodeScriptArgs('stock:ingest'),
    '--file',
    join(dataDir, 'demo/stock.ndjson'),
    '--rebase-demo-dates',
  ]
  const result = spawnSync(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'], env })
  if (result.status !== 0) throw new Error(`stock:ingest exited with ${result.status}`)
}

/** A port to listen on: the first free one of BENCH_PORT..BENCH_PORT+20 when set (a shared machine), else any. */
export async function freePort(): Promise<number> {
  const base = Number(process.env.BENCH_PORT ?? Number.NaN)
  if (!Number.isInteger(base)) return probePort(0)
  for (let port = base; port <= base + 20; port++) {
    const free = await probePort(port).catch(() => null)
    if (free !== null) return free
  }
  throw new Error(`No free port in ${base}..${base + 20} (BENCH_PORT)`)
}

function probePort(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

export interface RunningServer {
  port: number
  pid: number
  rssMegabytes(): number
  stop(): Promise<void>
}

/**
 * `nodeEnv` 'test' keeps the dev outboxes (sign-in codes) and the test payment page, which production never
 * has (ADR 044): for the screenshots of signed-in pages, never for figures.
 */
export async function startWebServer(
  env: NodeJS.ProcessEnv,
  nodeEnv: 'production' | 'test' = 'production',
  /** A server loading 100,000 cars on a loaded machine may take minutes to answer its health check. */
  startTimeoutMs = 120_000,
): Promise<RunningServer> {
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, ['--max-semi-space-size=64', 'server.ts'], {
    cwd: webDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, NODE_ENV: nodeEnv, PORT: String(port), HOST: '127.0.0.1' },
  })
  const deadline = Date.now() + startTimeoutMs
  let healthy = false
  while (!healthy) {
    if (Date.now() > deadline) {
      child.kill('SIGTERM')
      throw new Error(`The web server did not answer /healthz within ${startTimeoutMs / 1000} s`)
    }
    if (child.exitCode !== null) throw new Error(`The web server exited with ${child.exitCode}`)
    healthy = await fetch(`http://127.0.0.1:${port}/healthz`)
      .then((response) => response.ok)
      .catch(() => false)
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const pid = child.pid ?? 0
  return {
    port,
    pid,
    rssMegabytes() {
      const status = existsSync(`/proc/${pid}/status`) ? readFileSync(`/proc/${pid}/status`, 'utf8') : ''
      const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
      return kilobytes / 1024
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** GET with an explicit Host header (fetch may not set one), for the page the benchmark drives. */
export function getPage(port: number, host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        body += chunk
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    request.on('error', reject)
    request.end()
  })
}
