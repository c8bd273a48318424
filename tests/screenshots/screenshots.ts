import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { repoRoot } from '@forecourt/config/repo-root'
import { demoDealers, demoGroups } from '@forecourt/demo-data/tenants'
import { type BrowserContext, chromium, type Page } from '@playwright/test'
import { builtServer, ingestDemoStock, runNode, startWebServer } from '../bench/srp-server.ts'
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts'
import { signIn } from '../e2e/support/sign-in.ts'
import { measuresTable, type PageMeasures, shoot } from './shoot.ts'
import { type SitePage, sitePages } from './site-pages.ts'
import { type ViewportName, viewportNames, viewports } from './viewports.ts'

/**
 * Screenshots of every page type of every demo website at a phone's 390 × 844 and a laptop's 1366 × 900,
 * from the production build with the demo data, as `<out>/<site>/<page>-<viewport>.png`, with each page's
 * measures (header height, carousel control rows, sideways overflow) in `<out>/measures.json`. For looking
 * at pages before and after a change; nothing here fails on what it sees.
 */

const allSites = [
  ...demoDealers.map((dealer) => dealer.slug),
  ...demoGroups.filter((group) => group.hasWebsite).map((group) => group.slug),
]

const usage = `Usage: npm run screenshots -- [--out .data/screenshots] [--sites ${allSites[0]},...]
       [--pages home,vehicle,...] [--viewports ${viewportNames.join(',')}] [--first-screen]`

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: join(repoRoot, '.data/screenshots') },
    sites: { type: 'string', default: allSites.join(',') },
    pages: { type: 'string' },
    viewports: { type: 'string', default: viewportNames.join(',') },
    'first-screen': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
})
if (values.help) {
  console.log(usage)
  process.exit(0)
}
const list = (text: string) => text.split(',').map((item) => item.trim())
const sites = list(values.sites)
for (const slug of sites) {
  if (!allSites.includes(slug)) throw new Error(`No demo website ${slug}; known: ${allSites.join(', ')}`)
}
const chosenViewports = list(values.viewports) as ViewportName[]
for (const name of chosenViewports) {
  if (!viewportNames.includes(name))
    throw new Error(`--viewports takes ${viewportNames.join(', ')}\n${usage}`)
}
const pageFilter = values.pages ? new Set(list(values.pages)) : null
// Relative to where `npm run` was typed (npm runs the workspace's script in tests/).
const outDir = resolve(process.env.INIT_CWD ?? process.cwd(), values.out)

if (!existsSync(builtServer)) {
  console.error('The web app is not built. Run `npm run build` at the repository root first.')
  process.exit(1)
}

// The demo data and a fresh search index and database of its own, as the end-to-end server has.
const dataDir = join(repoRoot, '.data/screenshots-server')
const environment = {
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SIGN_IN_CODES_PER_IP_PER_HOUR: '100000',
}
runNode('packages/demo-data/src/cli.ts', ['--out', join(dataDir, 'demo'), '--if-absent'], environment)
ingestDemoStock(dataDir, environment)

// Signed-in pages need a code from the dev outbox, and the reserve page the test payment provider.
const server = await startWebServer(environment, 'test')
const browser = await chromium.launch(chromiumLaunchOptions)
const measures: PageMeasures[] = []
try {
  for (const slug of sites) {
    const origin = `http://${slug}.localhost:${server.port}`
    const pages = (await sitePages(server.port, slug)).filter(
      (page) => !pageFilter || pageFilter.has(page.name),
    )
    mkdirSync(join(outDir, slug), { recursive: true })
    for (const viewport of chosenViewports) {
      const context = await browser.newContext(viewports[viewport])
      try {
        measures.push(...(await shootSite(context, origin, slug, viewport, pages)))
      } finally {
        await context.close()
      }
    }
  }
} finally {
  await browser.close()
  await server.stop()
}
writeFileSync(join(outDir, 'measures.json'), `${JSON.stringify(measures, null, 2)}\n`)
console.log(measuresTable(measures))
console.log(`\n${measures.length} screenshots in ${outDir}`)

/** The signed-out pages first, then the shopper signs in for the pages that need it. */
async function shootSite(
  context: BrowserContext,
  origin: string,
  slug: string,
  viewport: ViewportName,
  pages: SitePage[],
): Promise<PageMeasures[]> {
  const page: Page = await context.newPage()
  // Time stands still in the page, so the hero carousel shows its first slide in every screenshot.
  const now = Date.now()
  await page.clock.install({ time: now })
  await page.clock.pauseAt(now + 1000)
  const results: PageMeasures[] = []
  const file = (name: string) => join(outDir, slug, `${name}-${viewport}.png`)
  const options = { fullPage: !values['first-screen'] }
  for (const sitePage of pages.filter((candidate) => !candidate.signedIn)) {
    results.push(await shoot(page, origin, slug, viewport, sitePage, file(sitePage.name), options))
  }
  const signedIn = pages.filter((candidate) => candidate.signedIn)
  if (signedIn.length > 0) await signIn(page, origin)
  for (const sitePage of signedIn) {
    results.push(await shoot(page, origin, slug, viewport, sitePage, file(sitePage.name), options))
  }
  return results
}
