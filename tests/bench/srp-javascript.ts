import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/**
 * The JavaScript a page loads, found the way the browser finds it: module scripts and modulepreload
 * links in the HTML, imports in inline module scripts (also those the page starts after its first paint,
 * `type="module-after-paint"`, docs/decisions/034-scripts-after-first-paint.md), then every static import
 * inside those files, resolved against the build's client directory.
 */

export interface ScriptSize {
  file: string
  raw: number
  gzip: number
  brotli: number
}

const htmlReferences = (html: string): string[] => {
  const found = new Set<string>()
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    found.add(match[1] as string)
  for (const match of html.matchAll(/<script[^>]+type="module(?:-after-paint)?"[^>]+src="([^"]+)"/g))
    found.add(match[1] as string)
  for (const script of html.matchAll(
    /<script[^>]*type="module(?:-after-paint)?"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    for (const match of (script[1] ?? '').matchAll(
      /import\s*(?:[^'"]*?from\s*)?\(?\s*["']([^"']+\.js)["']/g,
    )) {
      found.add(match[1] as string)
    }
  }
  return [...found].filter((href) => href.startsWith('/'))
}

const staticImports = (code: string): string[] =>
  [...code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map((match) => match[1] as string)

export function pageScripts(html: string, clientDir: string): ScriptSize[] {
  const seen = new Map<string, ScriptSize>()
  const visit = (path: string) => {
    if (seen.has(path)) return
    const file = join(clientDir, path)
    if (!existsSync(file)) throw new Error(`The page loads ${path}, which is not in ${clientDir}`)
    const code = readFileSync(file)
    seen.set(path, {
      file: path,
      raw: code.length,
      gzip: gzipSync(code, { level: 9 }).length,
      brotli: brotliCompressSync(code, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }).length,
    })
    const directory = path.slice(0, path.lastIndexOf('/') + 1)
    for (const specifier of staticImports(code.toString('utf8'))) {
      visit(new URL(specifier, `http://x${directory}`).pathname)
    }
  }
  for (const path of htmlReferences(html)) visit(path)
  return [...seen.values()].sort((a, b) => b.raw - a.raw)
}
