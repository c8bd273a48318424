import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'

/**
 * A private PostgreSQL server for tests: the OS's PostgreSQL binaries (`scripts/ensure-postgres.mjs`
 * installs them), a cluster in a temporary directory, listening on a free loopback port only, trusted
 * connections from this machine, and durability switched off (a test database is thrown away).
 */
export interface PostgresCluster {
  /** The connection URL of a database in this cluster (`postgres` when none is named). */
  url(database?: string): string
  /** Creates a fresh, empty database and answers its URL. */
  createDatabase(name: string): Promise<string>
  stop(): void
}

const serverUser = 'postgres'

/** Where the OS keeps PostgreSQL's server binaries: `PG_BIN_DIR`, or Debian's newest version. */
export function postgresBinDir(): string | undefined {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const newest = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a))[0]
  return newest ? join(root, newest, 'bin') : undefined
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir()
  if (!bin) {
    throw new Error(
      'PostgreSQL is not installed: run `node scripts/ensure-postgres.mjs` (npm test does), or set PG_BIN_DIR.',
    )
  }
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the OS's `postgres` user.
  const asRoot = userInfo().uid === 0
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', serverUser, '--', join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, command), args, { stdio: 'pipe' })

  const home = mkdtempSync(join(tmpdir(), 'forecourt-postgres-'))
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', serverUser]).toString().trim())
    const gid = Number(execFileSync('id', ['-g', serverUser]).toString().trim())
    chownSync(home, uid, gid)
  }
  const data = join(home, 'data')
  const log = join(home, 'server.log')
  run('initdb', ['-D', data, '-U', serverUser, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'])
  const port = await freePort()
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${home}'`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ')
  try {
    run('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start'])
  } catch (error) {
    const said = existsSync(log) ? readFileSync(log, 'utf8') : ''
    rmSync(home, { recursive: true, force: true })
    throw new Error(`PostgreSQL did not start:\n${said}`, { cause: error })
  }

  const url = (database = 'postgres') => `postgres://${serverUser}@127.0.0.1:${port}/${database}`
  return {
    url,
    createDatabase: (name) => createDatabase(url(), name),
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(home, { recursive: true, force: true })
      }
    },
  }
}

/** Creates a fresh, empty database on the server `adminUrl` reaches, and answers its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Not a database name: ${name}`)
  const { Client } = await import('pg')
  const client = new Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(`create database ${name}`)
  } finally {
    await client.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}
