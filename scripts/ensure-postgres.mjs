// Makes sure PostgreSQL's server binaries are there for the tests that run the production database path
// against a real server (a private cluster per run, started by the tests themselves on a loopback port).
// Installs Debian's package when running as root, otherwise says what to install. Plain JavaScript: it
// runs on the machine's own Node, like ensure-chromium.mjs.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const debianRoot = '/usr/lib/postgresql'
const installed = () =>
  process.env.PG_BIN_DIR
    ? existsSync(join(process.env.PG_BIN_DIR, 'initdb'))
    : existsSync(debianRoot) &&
      readdirSync(debianRoot).some((version) => existsSync(join(debianRoot, version, 'bin/initdb')))

if (installed()) process.exit(0)

if (process.env.PG_BIN_DIR) {
  console.error(`PG_BIN_DIR is set to ${process.env.PG_BIN_DIR}, but there is no initdb there.`)
  process.exit(1)
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
if (!isRoot) {
  console.error(
    [
      'The database tests need PostgreSQL from your OS packages, and it is not installed.',
      'Install it, then run npm test again:',
      '  Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y postgresql',
      "Or point PG_BIN_DIR at a directory holding PostgreSQL's initdb, pg_ctl and postgres.",
    ].join('\n'),
  )
  process.exit(1)
}

console.log('Installing PostgreSQL from the OS packages (apt-get)...')
const run = (command) =>
  execSync(command, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
run('apt-get update -qq')
// The tests start clusters of their own: no system-wide cluster is created or started.
run('mkdir -p /etc/postgresql-common/createcluster.d')
run("echo 'create_main_cluster = false' > /etc/postgresql-common/createcluster.d/forecourt-tests.conf")
run('apt-get install -y -qq --no-install-recommends postgresql')
if (!installed()) {
  console.error(`apt-get finished but no initdb was found under ${debianRoot}.`)
  process.exit(1)
}
