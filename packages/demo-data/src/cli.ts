import { createHash } from 'node:crypto'
import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { buildContentDataset } from './content/build-content-dataset.ts'
import { writeContentMedia } from './content/write-content-media.ts'
import { writeVehicleMedia } from './media/write-vehicle-media.ts'
import { defaultDemoDir, demoPaths } from './paths.ts'
import { buildPlatformContent } from './platform/platform-content.ts'
import { buildPlatformTenants, DEMO_DEALER_COUNT } from './platform/platform-tenants.ts'
import { writeMediaFiles } from './platform/write-media-files.ts'
import { buildStockFeeds } from './stock/build-stock-feed.ts'
import { STOCK_REFERENCE_DATE } from './stock/reference-date.ts'
import { buildVehicleRegistry } from './stock/vehicle-registry.ts'
import { demoDealers } from './tenants.ts'

const usage = `Usage: forecourt-demo-data [--out DIR] [--vehicles N] [--dealers N] [--if-absent]

Writes the deterministic demo data: the content dataset (Sanity NDJSON export), the stock feed (NDJSON of
vehicles), an earlier stock feed with a few cars that have left since, the registry of their plates, and
the SVG media they reference.

  --out DIR       output directory (default .data/demo)
  --vehicles N    number of vehicles in the stock feed (default 1500, up to 100000)
  --dealers N     number of dealers (default 4, the demo's own; up to 1000): the others are generated
                  copies of the four in other towns, groups and colours, for platform-sized tests
  --if-absent     do nothing when DIR already holds data from this generator with the same options`

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    vehicles: { type: 'string', default: '1500' },
    dealers: { type: 'string', default: String(DEMO_DEALER_COUNT) },
    'if-absent': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
})

if (values.help) {
  console.log(usage)
  process.exit(0)
}

const vehicles = Number(values.vehicles)
if (!Number.isInteger(vehicles) || vehicles < 1 || vehicles > 100_000) {
  console.error(`--vehicles must be a whole number from 1 to 100000, not "${values.vehicles}".\n\n${usage}`)
  process.exit(2)
}

const dealers = Number(values.dealers)
if (!Number.isInteger(dealers) || dealers < DEMO_DEALER_COUNT || dealers > 1000) {
  console.error(
    `--dealers must be a whole number from ${DEMO_DEALER_COUNT} to 1000, not "${values.dealers}".\n\n${usage}`,
  )
  process.exit(2)
}
const platform = dealers > DEMO_DEALER_COUNT ? buildPlatformTenants(dealers) : null

const paths = demoPaths(values.out ? resolve(values.out) : defaultDemoDir)
const manifestPath = join(paths.dir, 'manifest.json')
// `datesRelativeTo` lets ingestion move the feed's dates to the present (`stock:ingest --rebase-demo-dates`).
const manifest = {
  generator: generatorFingerprint(),
  vehicles,
  ...(platform ? { dealers } : {}),
  datesRelativeTo: STOCK_REFERENCE_DATE,
}

if (values['if-absent'] && readManifest() === JSON.stringify(manifest)) {
  console.log(`Demo data is up to date in ${paths.dir}`)
  process.exit(0)
}

const started = performance.now()
rmSync(paths.dir, { recursive: true, force: true })
mkdirSync(paths.media, { recursive: true })

const platformContent = platform && buildPlatformContent(buildContentDataset(), platform)
const documents = platformContent?.documents ?? buildContentDataset()
writeNdjson(paths.contentDataset, documents)
const { current: feed, earlier } = buildStockFeeds({
  vehicles,
  ...(platform ? { dealers: [...demoDealers, ...platform.dealers] } : {}),
})
writeNdjson(paths.stockFeed, feed)
writeNdjson(paths.earlierStockFeed, earlier)
writeNdjson(paths.vehicleRegistry, buildVehicleRegistry(feed))
await writeContentMedia(paths.media)
await writeVehicleMedia(paths.media)
if (platformContent) await writeMediaFiles(paths.media, platformContent.media)
// Written last: its presence means the rest is complete.
writeFileSync(manifestPath, JSON.stringify(manifest))

const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(
  `Demo data written to ${paths.dir} in ${seconds}s: ${dealers} dealers, ${documents.length} content documents, ${feed.length} vehicles`,
)

/** Written in chunks: a 100,000-vehicle feed is too large to build as one string. */
function writeNdjson(path: string, rows: readonly unknown[]): void {
  const file = openSync(path, 'w')
  try {
    for (let start = 0; start < rows.length; start += 1000) {
      const chunk = rows.slice(start, start + 1000).map((row) => `${JSON.stringify(row)}\n`)
      writeSync(file, chunk.join(''))
    }
  } finally {
    closeSync(file)
  }
}

function readManifest(): string | null {
  try {
    return readFileSync(manifestPath, 'utf8')
  } catch {
    return null
  }
}

/** Changes whenever the generator's code changes, so `--if-absent` never keeps stale data. */
function generatorFingerprint(): string {
  const hash = createHash('sha256')
  const sourceDir = new URL('.', import.meta.url).pathname
  const files = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort()
  for (const file of files) hash.update(file).update(readFileSync(join(sourceDir, file)))
  return hash.digest('hex').slice(0, 16)
}
