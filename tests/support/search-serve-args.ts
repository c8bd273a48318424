import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '@forecourt/config/repo-root'

/**
 * Node's arguments for the engine's own server, read from the `search:serve` script, so tests and benchmarks
 * start it with the flags it ships with (ADR 074) and a Node whose V8 lost one of them fails here too.
 */
export function searchServeArgs(): string[] {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
  const [command, ...args] = (manifest.scripts['search:serve'] ?? '').split(' ')
  if (command !== 'node') throw new Error('The search:serve script no longer starts with `node`')
  return args.map((arg) => (arg.endsWith('.ts') ? join(repoRoot, arg) : arg))
}
