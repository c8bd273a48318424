import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '@forecourt/config/repo-root'
import { type OpenedDatabase, openDatabase } from '@forecourt/db/database'
import { type PostgresCluster, startPostgresCluster } from '@forecourt/db/testing/postgres-cluster'
import { nodeScriptArgs } from '../../support/node-script-args'
import { e2eDataDir, e2ePort } from './server'

/**
 * Forecourt as production runs it: several app instances (production builds) on one real PostgreSQL
 * server (the OS's, a private cluster on loopback) and one standalone search engine standing in for a
 * Typesense cluster. Ports `e2ePort + 81` onwards.
 */
export interface AppInstance {
  name: string
  origin: string
  port: number
  url(slug: string, path?: string): string
  /** Sends SIGTERM and answers the exit code. */
  stop(): Promise<number | null>
}

export interface ProductionTopology {
  instances: AppInstance[]
  databaseUrl: string
  /** Runs `npm run stock:ingest` against this topology (demo dates moved to now, as `npm start` does). */
  ingest(feedPath: string): void
  /** A connection to the instances' database, for checking what they stored. */
  database(): Promise<OpenedDatabase>
  stop(): Promise<void>
}

const basePort = e2ePort + 81

async function waitFor(url: string, process: ChildProcess, what: string) {
  const deadline = Date.now() + 120_000
  for (;;) {
    if (process.exitCode !== null) throw new Error(`${what} exited with ${process.exitCode}`)
    if (Date.now() > deadline) throw new Error(`${what} did not answer in 2 minutes`)
    const up = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false)
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

function exitCodeOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode)
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

export async function startProductionTopology(options: {
  instances: number
  /** Configuration shared by every instance (content dataset, webhook secrets, limits). */
  env: Record<string, string>
}): Promise<ProductionTopology> {
  const root = join(repoRoot, e2eDataDir('production'))
  rmSync(root, { recursive: true, force: true })
  const children: ChildProcess[] = []
  let cluster: PostgresCluster | undefined
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
    await Promise.all(children.map(exitCodeOf))
    cluster?.stop()
  }
  try {
    cluster = await startPostgresCluster()
    const databaseUrl = await cluster.createDatabase('forecourt')
    const searchPort = basePort + options.instances
    const adminKey = randomBytes(16).toString('hex')
    const searchKey = randomBytes(16).toString('hex')
    const engine = spawn(
      process.execPath,
      [
        ...nodeScriptArgs('search:serve'),
        ...['--port', String(searchPort), '--api-key', adminKey],
        ...['--search-only-api-key', searchKey, '--data-dir', join(root, 'search')],
      ],
      { stdio: 'ignore' },
    )
    children.push(engine)
    await waitFor(`http://127.0.0.1:${searchPort}/health`, engine, 'The search engine')

    const shared = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SEARCH_SOURCE: 'typesense',
      TYPESENSE_URL: `http://127.0.0.1:${searchPort}`,
      TYPESENSE_ADMIN_API_KEY: adminKey,
      TYPESENSE_SEARCH_API_KEY: searchKey,
      DATA_DIR: root,
      ...options.env,
    }

    const ingest = (feedPath: string) => {
      const run = spawnSync(
        process.execPath,
        [...nodeScriptArgs('stock:ingest'), '--file', feedPath, '--rebase-demo-dates'],
        { env: shared, encoding: 'utf8' },
      )
      if (run.status !== 0) throw new Error(`Stock ingestion exited ${run.status}:\n${run.stderr}`)
    }

    const instances: AppInstance[] = []
    for (let index = 0; index < options.instances; index++) {
      const port = basePort + index
      const child = spawn(process.execPath, ['server.ts'], {
        cwd: join(repoRoot, 'apps/web'),
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...shared, PORT: String(port), DATA_DIR: join(root, `instance-${index + 1}`) },
      })
      children.push(child)
      instances.push({
        name: `instance ${index + 1}`,
        port,
        origin: `http://localhost:${port}`,
        url: (slug, path = '/') => `http://${slug}.localhost:${port}${path}`,
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM')
          return exitCodeOf(child)
        },
      })
    }
    // Started together, as an orchestrator would: migrations run once, under the advisory lock.
    await Promise.all(
      instances.map((instance, index) =>
        waitFor(`${instance.origin}/healthz`, children[index + 1]!, instance.name),
      ),
    )

    return {
      instances,
      databaseUrl,
      ingest,
      database: () => openDatabase({ url: databaseUrl }),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
