import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Where a route's server work lives (apps/web/README.md, "Route modules"): a page route (`<route>.tsx`)
 * takes its loader's and action's work from its sibling `<route>.server.ts` only and has an error
 * boundary (ADR 056); app code reaches the
 * Express layer through the `~server/` alias, never by climbing relative paths.
 */

const routesDir = dirname(fileURLToPath(import.meta.url))
const appDir = dirname(routesDir)
const IMPORT = /from '([^']+)'/g

const importsOf = (path: string) =>
  [...readFileSync(path, 'utf8').matchAll(IMPORT)].map((match) => match[1] ?? '')

describe('route modules', () => {
  const pages = readdirSync(routesDir).filter((file) => file.endsWith('.tsx'))

  it('are found', () => {
    expect(pages).toEqual(expect.arrayContaining(['contact.tsx', 'car-reserve.tsx', 'home.tsx']))
  })

  it.each(pages)('%s imports server work only from its sibling .server module', (page) => {
    const sibling = `./${page.replace(/\.tsx$/, '')}.server`
    const serverImports = importsOf(join(routesDir, page)).filter((source) => /\.server(\.ts)?$/.test(source))
    expect(serverImports.filter((source) => source.replace(/\.ts$/, '') !== sibling)).toEqual([])
  })

  it.each(pages)('%s has an ErrorBoundary, so a failure keeps the site around the page', (page) => {
    expect(readFileSync(join(routesDir, page), 'utf8')).toMatch(/export function ErrorBoundary\(/)
  })
})

describe('app code', () => {
  it('imports the Express layer through ~server/, never by a relative path', () => {
    const climbing = readdirSync(appDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) => importsOf(join(appDir, file)).some((source) => /^(\.\.\/)+server\//.test(source)))
    expect(climbing).toEqual([])
  })
})
