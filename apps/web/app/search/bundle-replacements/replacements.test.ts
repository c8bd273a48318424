import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { bundleReplacements } from './replacements'

const require = createRequire(import.meta.url)
const webRoot = fileURLToPath(new URL('../../../', import.meta.url))

describe('the search bundle replacements (ADR 010)', () => {
  it.each(bundleReplacements)(
    '$importedBy still imports $source, so the swap applies',
    ({ source, importer, importedBy, replacement }) => {
      const file = require.resolve(importedBy)
      expect(file.replaceAll('\\', '/')).toContain(importer)
      const imports = [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+["']([^"']+)["']/g)].map((m) => m[1])
      expect(imports).toContain(source)
      expect(existsSync(new URL(replacement, `file://${webRoot}`))).toBe(true)
    },
  )
})
