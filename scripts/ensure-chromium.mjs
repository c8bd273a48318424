// Makes sure the OS's Chromium is there for the end-to-end tests: installs Debian's package when running
// as root, otherwise says what to install. Tests never download a browser of their own.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
if (existsSync(chromium)) process.exit(0)

if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${chromium}, but there is no file there.`)
  process.exit(1)
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
if (!isRoot) {
  console.error(
    [
      'The end-to-end tests need Chromium from your OS packages, and it is not installed.',
      'Install it, then run npm test again:',
      '  Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium',
      'Or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
    ].join('\n'),
  )
  process.exit(1)
}

console.log('Installing Chromium from the OS packages (apt-get)...')
const run = (command) =>
  execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
run('apt-get update -qq')
run('apt-get install -y -qq --no-install-recommends chromium fonts-liberation')
if (!existsSync(chromium)) {
  console.error(`apt-get finished but ${chromium} is still missing.`)
  process.exit(1)
}
