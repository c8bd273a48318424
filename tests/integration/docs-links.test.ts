import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { repoRoot } from '@forecourt/config/repo-root'
import { describe, expect, test } from 'vitest'

/**
 * The project's docs stand alone: someone who clones only this repository can follow every relative link
 * in its Markdown, and none leads outside the repository.
 */

const markdownFiles = execFileSync('git', ['ls-files', '*.md'], { cwd: repoRoot, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)

// `[text](target)` with a relative target; a web address, a mail link or an in-page anchor is not a file.
const LINK = /\]\(([^)\s]+)\)/g
const NOT_A_FILE = /^(?:[a-z][a-z+.-]*:|#)/i

function relativeLinks(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '')
  return [...withoutCode.matchAll(LINK)]
    .map((match) => match[1] ?? '')
    .filter((target) => !NOT_A_FILE.test(target))
    .map((target) => target.split('#')[0] ?? '')
    .filter(Boolean)
}

describe("the repository's Markdown", () => {
  test('has files to check', () => {
    expect(markdownFiles).toEqual(
      expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/extending.md']),
    )
  })

  test.each(markdownFiles)('%s links only to files inside the repository that exist', (file) => {
    const text = readFileSync(resolve(repoRoot, file), 'utf8')
    const broken = relativeLinks(text).filter((target) => {
      const path = resolve(repoRoot, dirname(file), decodeURI(target))
      return relative(repoRoot, path).startsWith('..') || !existsSync(path)
    })
    expect(broken).toEqual([])
    expect(text).not.toMatch(/\.\.\/shared\//)
  })
})
