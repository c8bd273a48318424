// Installs the workspace's dependencies when they are missing or out of date with the lockfile.
// Plain JavaScript on purpose: it runs on whatever Node the machine has, before the pinned Node 24 exists.
import { execSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const stampPath = join(root, 'node_modules', '.forecourt-install-stamp')
const manifests = ['package-lock.json', 'package.json']

const hash = createHash('sha256')
for (const file of manifests) hash.update(readFileSync(join(root, file)))
const expected = hash.digest('hex')

const current = existsSync(stampPath) ? readFileSync(stampPath, 'utf8') : null
if (current === expected && existsSync(join(root, 'node_modules', '.bin', 'turbo'))) process.exit(0)

console.log('Installing dependencies (npm ci)...')
execSync('npm ci --no-audit --no-fund', {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
})
writeFileSync(stampPath, expected)
