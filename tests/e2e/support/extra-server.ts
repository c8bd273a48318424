import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '@forecourt/config/repo-root'
import { expect, test } from '@playwright/test'
import { nodeScriptArgs } from '../../support/node-script-args'
import { e2eDataDir, e2ePort } from './server'

/**
 * A second production server for tests that need another configuration than the shared end-to-end
 * server (a search service that is down, a dataset a test may edit). It reads the demo content the
 * shared server generated, keeps its own database and search data, and listens on `e2ePort + offset`.
 * A spec that reads the dev outboxes or pays on the test payment page passes `NODE_ENV: 'test'` in `env`
 * (neither exists in production, ADR 044).
 */
export interface ExtraServer {
  url: (slug: string, path?: string) => string
  origin: string
  stop: () => void
  /** Ends the process at once (SIGKILL), as a crash would; nothing is shut down in order. */
  kill: () => Promise<void>
  port: number
  /** The lines the server wrote to stdout so far (only with `captureStdout`; else none). */
  stdoutLines: () => string[]
  /** The process's exit code once it ended (null when a signal ended it). */
  exited: Promise<number | null>
}

export const e2eDemoContent = join(repoRoot, e2eDataDir(), 'demo/content.ndjson')

export async function startExtraServer(options: {
  offset: number
  name: string
  env: Record<string, string>
  /** Index the shared server's demo stock first (as `npm start` does), for tests that need cars. */
  ingestStock?: boolean
  /** Start on the data a previous server of this name left (a restart), rather than afresh. */
  keepData?: boolean
  /** Keep what the server writes to stdout (its JSON log lines), for `stdoutLines()`. */
  captureStdout?: boolean
}): Promise<ExtraServer> {
  // Indexing the stock and starting a server take their own time on a loaded machine, on top of the
  // hook's or test's own work.
  test.setTimeout(test.info().timeout + 120_000)
  const port = e2ePort + options.offset
  const dataDir = join(repoRoot, e2eDataDir(options.name))
  if (!options.keepData) {
    rmSync(join(dataDir, 'pglite'), { recursive: true, force: true })
    rmSync(join(dataDir, 'search'), { recursive: true, force: true })
  }
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    CONTENT_DATASET_PATH: e2eDemoContent,
    ...options.env,
  }
  if (options.ingestStock) {
    const feed = join(repoRoot, e2eDataDir(), 'demo/stock.ndjson')
    const ingest = spawnSync(
      process.execPath,
      [...nodeScriptArgs('stock:ingest'), '--file', feed, '--rebase-demo-dates'],
      { env, stdio: 'ignore' },
    )
    if (ingest.status !== 0) throw new Error(`Stock ingestion for ${options.name} exited ${ingest.status}`)
  }
  // A server left running by an interrupted run would answer the health check below in this one's place.
  const earlier = await fetch(`http://localhost:${port}/healthz`).catch(() => null)
  if (earlier)
    throw new Error(`Port ${port} already answers: stop the earlier run's ${options.name} server first`)
  const child: ChildProcess = spawn(process.execPath, ['server.ts'], {
    cwd: join(repoRoot, 'apps/web'),
    stdio: ['ignore', options.captureStdout ? 'pipe' : 'ignore', 'ignore'],
    env,
  })
  // 'close': the process ended and its output was read to the end.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)))
  const stdout: string[] = []
  let partial = ''
  child.stdout?.setEncoding('utf8')
  child.stdout?.on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n')
    partial = lines.pop() ?? ''
    stdout.push(...lines)
  })
  // A worker that times out is ended by Playwright: its server goes with it rather than outliving the run.
  const stopWithWorker = () => child.kill('SIGKILL')
  process.once('exit', stopWithWorker)
  child.once('exit', () => process.off('exit', stopWithWorker))
  try {
    await expect
      .poll(async () => (await fetch(`http://localhost:${port}/healthz`).catch(() => null))?.status, {
        timeout: 60_000,
      })
      .toBe(200)
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return {
    url: (slug, path = '/') => `http://${slug}.localhost:${port}${path}`,
    origin: `http://localhost:${port}`,
    port,
    stdoutLines: () => [...stdout],
    exited,
    stop: () => child.kill('SIGTERM'),
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGKILL')
      }),
  }
}
