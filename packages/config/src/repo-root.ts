import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * The monorepo root, found by walking up to the directory with the workspace lockfile, so relative data paths mean
 * the same thing from the source tree, the built server bundle and any working directory.
 */
function findRepoRoot(start: string): string {
  let directory = start
  while (!existsSync(join(directory, 'package-lock.json'))) {
    const parent = dirname(directory)
    if (parent === directory) return process.cwd()
    directory = parent
  }
  return directory
}

export const repoRoot = findRepoRoot(import.meta.dirname ?? process.cwd())
