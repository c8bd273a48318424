import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { repoRoot } from '@forecourt/config/repo-root'
import { demoDealers, demoGroups } from '@forecourt/demo-data/tenants'
import { positiveInteger } from './bench-args.ts'
import {
  failingAuditsReport,
  figuresTable,
  longTasksReport,
  type PageFigures,
  pageFigures,
  targets,
} from './lighthouse-report.ts'
import { chromiumPath, medianLighthouseRun } from './lighthouse-run.ts'
import { builtServer, getPage, ingestDemoStock, runNode, startWebServer } from './srp-server.ts'

/**
 * Lighthouse mobile performance (issues 19 and 36) of the home, results, vehicle, finance and sign-in pages
 * of the demo websites (every dealer's and the group's), served by the production build, in the OS
 * Chromium. Figures only: a figure that misses its target fails nothing.
 */

/** Every demo website: the dealers' and the groups' that have one. */
const demoSites = [
  ...demoDealers.map((dealer) => dealer.slug),
  ...demoGroups.filter((group) => group.hasWebsite).map((group) => group.slug),
]
const pageKinds = ['home', 'search', 'vehicle', 'finance', 'sign-in'] as const
type PageKind = (typeof pageKinds)[number]

const usage = `Usage: npm run bench:lighthouse -- [--runs 3] [--sites ${demoSites.join(',')}]
       [--pages ${pageKinds.join(',')}] [--audits 5] [--tasks] [--reports <dir>] [--json]`

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    sites: { type: 'string', default: demoSites.join(',') },
    pages: { type: 'string', default: pageKinds.join(',') },
    audits: { type: 'string', default: '5' },
    tasks: { type: 'boolean', default: false },
    reports: { type: 'string' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
})
if (values.help) {
  console.log(usage)
  process.exit(0)
}
const runs = positiveInteger(values.runs, '--runs', usage)
const auditsPerPage = positiveInteger(values.audits, '--audits', usage)
const sites = values.sites.split(',').map((slug) => slug.trim())
for (const slug of sites) {
  if (!demoSites.includes(slug)) throw new Error(`No demo website ${slug}; known: ${demoSites.join(', ')}`)
}
const pages = values.pages.split(',').map((page) => page.trim()) as PageKind[]
for (const page of pages) {
  if (!pageKinds.includes(page))
    throw new Error(`--pages takes ${pageKinds.join(', ')}, not "${page}"\n${usage}`)
}

if (!existsSync(builtServer)) {
  console.error('The web app is not built. Run `npm run build` at the repository root first.')
  process.exit(1)
}
if (!existsSync(chromiumPath)) {
  console.error(
    `No Chromium at ${chromiumPath}: install the OS package (node scripts/ensure-chromium.mjs) or set CHROMIUM_PATH.`,
  )
  process.exit(1)
}

const dataDir = join(repoRoot, '.data/bench-lighthouse')
const environment = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
runNode('packages/demo-data/src/cli.ts', ['--out', join(dataDir, 'demo'), '--if-absent'], environment)
ingestDemoStock(dataDir, environment)

const searchPath = '/search/used-cars'

/** The page's path; the vehicle is the first card of the search page, as a shopper would pick it. */
async function pagePath(port: number, host: string, page: PageKind): Promise<string> {
  if (page === 'home') return '/'
  if (page === 'search') return searchPath
  if (page === 'finance') return '/finance'
  if (page === 'sign-in') return '/sign-in'
  const { status, body } = await getPage(port, host, searchPath)
  const first = /href="(\/cars\/[^"#/?]+)"/.exec(body)?.[1]
  if (status !== 200 || !first) throw new Error(`No vehicle card on ${host}${searchPath} (status ${status})`)
  return first
}

const results: PageFigures[] = []
const server = await startWebServer(environment)
try {
  for (const site of sites) {
    const host = `${site}.localhost`
    for (const page of pages) {
      const path = await pagePath(server.port, host, page)
      // One request first, so the median run is not the page cache's first miss.
      const warm = await getPage(server.port, host, path)
      if (warm.status >= 300 && warm.status < 400) {
        // A page the dealer keeps behind sign-in (its setting): the sign-in page is measured on its own.
        console.error(`Skipped ${host}${path}: it redirects (${warm.status}), behind sign-in on this site`)
        continue
      }
      if (warm.status !== 200) throw new Error(`GET ${host}${path} answered ${warm.status}`)
      // Chromium resolves *.localhost to loopback itself, so the Host is the site's as in production.
      const url = `http://${host}:${server.port}${path}`
      if (!values.json) console.error(`Lighthouse ${runs}x ${url}`)
      const { median, medianTrace, scores, tbtMs } = await medianLighthouseRun(url, runs)
      results.push(pageFigures(site, page, median, { scores, tbtMs }, medianTrace))
      if (values.reports) {
        // The whole median report, for the audits the table leaves out (bootup-time, mainthread-work-breakdown...),
        // and its trace, which Chromium's DevTools opens (Performance panel, "Load profile").
        mkdirSync(values.reports, { recursive: true })
        writeFileSync(join(values.reports, `${site}-${page}.json`), JSON.stringify(median))
        writeFileSync(
          join(values.reports, `${site}-${page}.trace.json`),
          JSON.stringify({ traceEvents: medianTrace }),
        )
      }
    }
  }
} finally {
  await server.stop()
}

if (values.json) {
  console.log(JSON.stringify({ runs, targets, pages: results }, null, 2))
} else {
  console.log(
    `\nLighthouse mobile (simulated throttling), performance only, median of ${runs} runs; * misses the target\n`,
  )
  console.log(figuresTable(results))
  console.log(`\nTop failing audits (score under 0.9) and their estimated savings\n`)
  console.log(failingAuditsReport(results, auditsPerPage))
  if (values.tasks) {
    console.log(
      '\nLong tasks of each median run (start after navigation, length at the slowdown, the work inside, observed ms)\n',
    )
    console.log(longTasksReport(results))
  }
  console.log(
    `\nTargets (issues 19 and 36): score >= ${targets.score}, LCP < ${targets.lcpMs / 1000} s, TBT < ${targets.tbtMs} ms, CLS < ${targets.cls}`,
  )
}
