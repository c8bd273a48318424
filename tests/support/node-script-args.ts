import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '@forecourt/config/repo-root'

/**
 * Node's arguments for one of the repository's scripts that run a file with Node (`search:serve`,
 * `stock:ingest`), read from `package.json`, so tests and benchmarks start it with the flags it ships with
 * (ADR 074), and a Node whose V8 lost one of them fails here too.
 */
export function nodeScriptArgs(script: 'search:serve' | 'stock:ingest'): string[] {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
  const [command, ...args] = (manifest.scripts[script] ?? '').split(' ')
  if (command !== 'node') throw new Error(`The ${script} script no longer starts with \`node\``)
  return args.map((arg) => (arg.endsWith('.ts') ? join(repoRoot, arg) : arg))
}
