// Makes sure the OS's browsers are there: Debian's chromium-headless-shell for the end-to-end tests and
// chromium for Lighthouse (ADR 066). Installs the missing packages when running as root, otherwise says
// what to install. Tests never download a browser of their own.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

if (process.env.CHROMIUM_PATH) {
  if (existsSync(process.env.CHROMIUM_PATH)) process.exit(0)
  console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but there is no file there.`)
  process.exit(1)
}

const packages = [
  { name: 'chromium-headless-shell', binary: '/usr/bin/chromium-headless-shell' },
  { name: 'chromium', binary: '/usr/bin/chromium' },
]
const missing = packages.filter((pkg) => !existsSync(pkg.binary))
if (missing.length === 0) process.exit(0)
const names = missing.map((pkg) => pkg.name).join(' ')

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
if (!isRoot) {
  console.error(
    [
      `The end-to-end tests and benchmarks need ${names} from your OS packages, and it is not installed.`,
      'Install it, then run npm test again:',
      `  Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y ${names}`,
      'Or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
    ].join('\n'),
  )
  process.exit(1)
}

console.log(`Installing ${names} from the OS packages (apt-get)...`)
const run = (command) =>
  execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
run('apt-get update -qq')
run(`apt-get install -y -qq --no-install-recommends ${names} fonts-liberation`)
const stillMissing = missing.filter((pkg) => !existsSync(pkg.binary))
if (stillMissing.length > 0) {
  console.error(`apt-get finished but ${stillMissing.map((pkg) => pkg.binary).join(', ')} is still missing.`)
  process.exit(1)
}
