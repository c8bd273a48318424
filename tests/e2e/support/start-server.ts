import { spawn, spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '@forecourt/demo-data/paths'
import { e2ePort } from './server.ts'

// The end-to-end server runs the production build on its own data directory, with a fresh database and
// the demo data regenerated only when the generator changed.
const dataDir = join(repoRoot, '.data/e2e')
rmSync(join(dataDir, 'pglite'), { recursive: true, force: true })

const generate = spawnSync(
  process.execPath,
  [join(repoRoot, 'packages/demo-data/src/cli.ts'), '--out', join(dataDir, 'demo'), '--if-absent'],
  { stdio: 'inherit' },
)
if (generate.status !== 0) process.exit(generate.status ?? 1)

const server = spawn(process.execPath, ['server.ts'], {
  cwd: join(repoRoot, 'apps/web'),
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', PORT: String(e2ePort), DATA_DIR: dataDir },
})
const stop = () => server.kill('SIGTERM')
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
server.on('exit', (code) => process.exit(code ?? 0))
