import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { type CarToday, queuePriceAlerts } from '@forecourt/accounts/price-alerts'
import { repoRoot } from '@forecourt/config/repo-root'
import { ConfigurationError, loadServerConfig } from '@forecourt/config/server-config'
import { openContent } from '@forecourt/content/open-content'
import { fetchPromotions } from '@forecourt/content/promoted-cars'
import { fetchLocationPoints, fetchSiteDirectory } from '@forecourt/content/sites'
import { openDatabase } from '@forecourt/db/database'
import { publishInvalidation } from '@forecourt/db/invalidations'
import { heldCarIds } from '@forecourt/payments/held-cars'
import { ingestStock } from '../ingest/ingest-stock.ts'
import { readFeedLines } from '../ingest/read-feed-lines.ts'
import { feedDateOffset, shiftFeedDates } from '../ingest/shift-feed-dates.ts'
import { replaceAllPromotions } from '../promoted-cars/sync-promotions.ts'
import { openSearchConnection } from '../search-connection.ts'
import type { StockFeedRow } from '../stock-feed-row.ts'

const usage = `Usage: npm run stock:ingest -- --file FEED [--dealer SLUG] [--rebase-demo-dates]

Validates a stock feed (NDJSON, one vehicle per line), upserts the good rows into the search index,
removes vehicles that left the feed and loads every website's promoted cars against the new stock.
Exits 1 when any row was rejected, 2 on a usage or configuration error.

--rebase-demo-dates  the feed is the demo's: move its dates so the generator's reference moment (the
                     datesRelativeTo of the manifest.json beside it) is now.`

const { values } = parseArgs({
  options: {
    file: { type: 'string' },
    dealer: { type: 'string' },
    'rebase-demo-dates': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
})
if (values.help) {
  console.log(usage)
  process.exit(0)
}
if (!values.file) {
  console.error(`--file is required.\n\n${usage}`)
  process.exit(2)
}
const file = resolve(process.env.INIT_CWD ?? process.cwd(), values.file)
if (!existsSync(file)) {
  console.error(`No feed at ${file}.`)
  process.exit(2)
}

let dateOffset = 0
if (values['rebase-demo-dates']) {
  const manifestPath = join(dirname(file), 'manifest.json')
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as { datesRelativeTo?: unknown })
    : {}
  if (typeof manifest.datesRelativeTo !== 'string') {
    console.error(`--rebase-demo-dates needs a manifest.json with datesRelativeTo beside ${file}.`)
    process.exit(2)
  }
  dateOffset = feedDateOffset(manifest.datesRelativeTo, new Date())
}

let config: ReturnType<typeof loadServerConfig>
try {
  config = loadServerConfig()
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error
  console.error(error.message)
  process.exit(2)
}

const content = openContent(config, repoRoot).client
const directory = await fetchSiteDirectory(content)
// Where each location stands comes from the Studio, like the dealers' names: the feed carries neither.
const locationPoints = await fetchLocationPoints(content)
const dealerNames = new Map(
  directory
    .filter((entry) => entry.kind === 'dealer' && entry.slug)
    .map((entry) => [entry.slug!, entry.name ?? entry.slug!]),
)
if (values.dealer && !dealerNames.has(values.dealer)) {
  console.error(
    `No dealer "${values.dealer}" in content. Known dealers: ${[...dealerNames.keys()].join(', ')}`,
  )
  process.exit(2)
}

const database = await openDatabase(
  config.database.driver === 'pg'
    ? { url: config.database.url }
    : { dataDir: resolve(repoRoot, config.database.dataDir) },
)
const search = await openSearchConnection(config, repoRoot)
try {
  // Reservations made on the websites hold their cars whatever the feed says (issue 16).
  const platformReserved = await heldCarIds(database.db)
  const started = performance.now()
  const carsToday = new Map<string, CarToday>()
  const summary = await ingestStock({
    client: search.client,
    lines: readFeedLines(file),
    dealerNames,
    locationPoints,
    platformReserved,
    onTaken: (row) =>
      carsToday.set(row.id, {
        id: row.id,
        price: row.price,
        status: row.status,
        title: row.name,
        slug: row.slug ?? null,
      }),
    ...(dateOffset ? { transformRow: (row: StockFeedRow) => shiftFeedDates(row, dateOffset) } : {}),
    ...(values.dealer ? { dealerSlug: values.dealer } : {}),
  })
  for (const rejection of summary.rejected) {
    console.error(`line ${rejection.line}: ${rejection.field}: ${rejection.reason}`)
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `Stock ingested in ${seconds}s: ${summary.taken} taken, ${summary.rejected.length} rejected, ${summary.removed} removed.`,
  )
  // Promotions pin cars of today's stock: rules pick again, sold cars drop out.
  const read = await fetchPromotions(content)
  for (const { id, problem } of read.problems) console.warn(`promotion ${id} not applied: ${problem}`)
  const promoted = await replaceAllPromotions(search.client, read.promotions)
  console.log(`Promoted cars: ${read.promotions.length} promotions, ${promoted.items} curation rules.`)
  const { queued } = await queueAlerts(carsToday)
  console.log(`Price alerts queued: ${queued}.`)
  // Every running app instance drops the pages it cached with the old stock (sold, repriced, gone).
  await publishInvalidation(database.db, { kind: 'stock' }, 'stock-ingestion')
  process.exitCode = summary.rejected.length > 0 ? 1 : 0
} finally {
  await search.close()
  await database.close()
}

/** Tells shoppers whose saved cars just got cheaper or sold (through the shopper outbox). */
async function queueAlerts(cars: ReadonlyMap<string, CarToday>) {
  const sites = new Map(
    directory
      .filter((entry) => entry.slug)
      .map((entry) => [entry.slug!, { name: entry.name ?? entry.slug!, origin: siteOrigin(entry) }]),
  )
  return queuePriceAlerts(database.db, cars, {
    siteFor: (slug) => {
      const site = sites.get(slug)
      return site?.origin ? { name: site.name, origin: site.origin } : null
    },
  })
}

/**
 * A site's address for links in messages: its development host while slug hosts are on (a development or
 * demo set-up, where `{slug}.localhost` is what opens), else its first production domain.
 */
function siteOrigin(entry: { slug: string | null; domains?: readonly string[] | null }): string | null {
  const suffix = config.tenancy.slugHostSuffixes[0]
  if (suffix && entry.slug) return `http://${entry.slug}.${suffix}:${config.port}`
  const domain = entry.domains?.[0]
  return domain ? `https://${domain}` : null
}
